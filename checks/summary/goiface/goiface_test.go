package goiface

import (
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func TestDecls(t *testing.T) {
	f := modeltest.Parse(t, "a.go", model.LangGo, []byte(`package p
type Deps interface {
	io.Closer
	GetClient(ctx context.Context) (*github.Client, error)
	Flags() FeatureFlags
	Token(ctx context.Context) (string, error)
	Names() []string
	Ping() error
	Raw() (c *raw.Client, err error)
}
type S struct{ A int }
`))
	var got []string
	model.Walk(f.Root, func(n *model.Node) bool {
		for _, d := range Decls(f, n) {
			got = append(got, d.Key+"="+d.Type)
		}
		return true
	})
	want := []string{"Deps.self.GetClient()=github.Client", "Deps.self.Flags()=FeatureFlags", "Deps.self.Raw()=raw.Client"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Decls = %v, want %v", got, want)
	}
}

func TestFieldCall(t *testing.T) {
	local := func(v string) (string, bool) { return map[string]string{"s": "Server"}[v], v == "s" }
	field := func(in, fn int, ty, attr string) (int, string) {
		switch {
		case in == 0 && fn == 3 && ty == "Server" && attr == "deps":
			return 1, "deps.Deps"
		case in == 1 && fn == -1 && ty == "deps.Deps" && attr == "GetClient()":
			return 2, "github.Client"
		}
		return 0, ""
	}
	if df, ty := FieldCall("s.deps.GetClient", 0, 3, local, field); df != 2 || ty != "github.Client" {
		t.Errorf("FieldCall = %d %q", df, ty)
	}
	for _, name := range []string{"s.GetClient", "x.deps.GetClient", "s.other.GetClient", "a.b.c.d"} {
		if _, ty := FieldCall(name, 0, 3, local, field); ty != "" {
			t.Errorf("FieldCall(%q) = %q, want none", name, ty)
		}
	}
}
