package tsimpl

import (
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func TestImplementsAndInterface(t *testing.T) {
	f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(`
export interface Store { get(id: string): Promise<unknown> }
class A extends Base implements Store, api.Client, Cache<string> {}
class B extends Base {}
`))
	var impl [][]string
	var ifaces []string
	model.Walk(f.Tree.Root(), func(n *model.Node) bool {
		if n.Sym() == model.SymClassDeclaration {
			impl = append(impl, Implements(f, n))
		}
		if s := Interface(f, n); s != "" {
			ifaces = append(ifaces, s)
		}
		return true
	})
	if want := [][]string{{"Store", "Client", "Cache"}, nil}; !reflect.DeepEqual(impl, want) {
		t.Errorf("Implements = %q, want %q", impl, want)
	}
	if want := []string{"Store"}; !reflect.DeepEqual(ifaces, want) {
		t.Errorf("Interface = %q, want %q", ifaces, want)
	}
}

func TestSole(t *testing.T) {
	var x Index
	x.Declare("IStore")
	x.Declare("INotes")
	x.Declare("IDup")
	x.Declare("IDup")
	x.Implement(0, "src/store.ts", "Store", []string{"IStore", "INotes", "IDup", "IUndeclared"})
	x.Implement(1, "src/notes.ts", "NotesB", []string{"INotes"})
	x.Implement(2, "src/mock.ts", "MockStore", []string{"IStore"})
	x.Implement(3, "src/store.test.ts", "TestStore", []string{"IStore"})
	for name, want := range map[string]bool{"IStore": true, "deps.IStore": true, "INotes": false, "IDup": false, "IUndeclared": false, "Other": false} {
		c, ok := x.Sole(name)
		if ok != want || ok && c != (Class{0, "Store"}) {
			t.Errorf("Sole(%q) = %v, %v; want %v", name, c, ok, want)
		}
	}
}
