package gotype

import (
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func TestFieldElemAndElemOf(t *testing.T) {
	f := modeltest.Parse(t, "a.go", model.LangGo, []byte(`package p
type Registry struct {
	managers  map[string]types.DatabaseManager
	providers []Provider
	names     []string
	client    *api.Client
}
func (r *Registry) Create(k string) {
	manager, ok := r.managers[k]
	n := r.names[0]
	x := other[k]
	_, _, _, _ = manager, ok, n, x
}
`))
	var fields, locals []string
	model.Walk(f.Root, func(n *model.Node) bool {
		switch n.Type() {
		case "field_declaration":
			owner, names := Field(f, n)
			for _, b := range names {
				fields = append(fields, owner+"."+b.Name+"="+b.Type)
			}
		case "short_var_declaration":
			if b, ok := Short(f, n); ok {
				locals = append(locals, b.Name+"="+b.Type+b.Call)
			}
		}
		return true
	})
	if want := []string{"Registry.managers[]=types.DatabaseManager", "Registry.providers[]=Provider", "Registry.names[]=string", "Registry.client=api.Client"}; !reflect.DeepEqual(fields, want) {
		t.Errorf("Field = %v, want %v", fields, want)
	}
	// a predeclared element (string) is named as Field names a string field; the summary records no instance of it
	if want := []string{"manager=r.managers[]", "n=r.names[]"}; !reflect.DeepEqual(locals, want) {
		t.Errorf("Short = %v, want %v", locals, want)
	}
}
