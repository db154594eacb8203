package subimpl

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func TestAbstractPython(t *testing.T) {
	f := modeltest.Parse(t, "a.py", model.LangPython, []byte(`
class A(ABC):
    @abstractmethod
    def a(self): return 1
    def b(self): ...
    def c(self):
        """doc"""
        raise NotImplementedError("c")
    def d(self): return 2
class P(typing.Protocol):
    def p(self): pass
class M(metaclass=abc.ABCMeta): pass
class C(Base):
    def b(self): ...
`))
	classes := map[string]bool{}
	methods := map[string]bool{}
	model.Walk(f.Tree.Root(), func(n *model.Node) bool {
		if n.Sym() == model.SymClassDefinition {
			cls := f.Text(n.ChildByFieldName("name"))
			classes[cls] = AbstractClass(f, n)
			model.Walk(n, func(m *model.Node) bool {
				if m.Sym() == model.SymFunctionDefinition {
					methods[cls+"."+f.Text(m.ChildByFieldName("name"))] = AbstractMethod(f, m, classes[cls])
				}
				return true
			})
			return false
		}
		return true
	})
	for k, want := range map[string]bool{"A": true, "P": true, "M": true, "C": false} {
		if classes[k] != want {
			t.Errorf("AbstractClass(%s) = %v, want %v", k, classes[k], want)
		}
	}
	for k, want := range map[string]bool{"A.a": true, "A.b": true, "A.c": true, "A.d": false, "P.p": true, "C.b": false} {
		if methods[k] != want {
			t.Errorf("AbstractMethod(%s) = %v, want %v", k, methods[k], want)
		}
	}
}

func TestOverride(t *testing.T) {
	var x Index
	x.Add(0, "app/base.py", "Base", nil)
	x.Add(1, "app/impl.py", "Impl", []string{"base.Base"})
	x.Add(2, "app/mocks.py", "MockImpl", []string{"Base"})
	x.Add(3, "tests/test_base.py", "TestImpl", []string{"Base"})
	x.Add(0, "app/base.py", "Two", nil)
	x.Add(1, "app/impl.py", "TwoA", []string{"Two"})
	x.Add(1, "app/impl.py", "TwoB", []string{"Two"})
	x.Add(4, "app/dup.py", "Dup", nil)
	x.Add(5, "lib/dup.py", "Dup", nil)
	x.Add(4, "app/dup.py", "DupImpl", []string{"Dup"})
	all := func(Class) bool { return true }
	if c, ok := x.Override("Base", all); !ok || c != (Class{1, "Impl"}) {
		t.Errorf("Override(Base) = %v, %v; want Impl", c, ok)
	}
	if _, ok := x.Override("Two", all); ok {
		t.Error("Override(Two) resolved with two subclasses")
	}
	if c, ok := x.Override("Two", func(c Class) bool { return c.Name == "TwoB" }); !ok || c.Name != "TwoB" {
		t.Errorf("Override(Two) with one overriding subclass = %v, %v; want TwoB", c, ok)
	}
	if _, ok := x.Override("Dup", all); ok {
		t.Error("Override(Dup) resolved a class name declared twice")
	}
}
