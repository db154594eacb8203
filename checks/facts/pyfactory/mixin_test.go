package pyfactory

import (
	"errors"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// MixinClient types a mixin's self attribute by the class that combines it
// in the package's __init__.py with a base of a third module that builds
// the client (a None placeholder aside), and answers "" when two combining
// classes disagree or the mixin assigns the attribute itself.
func TestMixinClientAcrossModules(t *testing.T) {
	files := map[string]string{
		"svc/base.py": "from kubernetes import client\n\nclass Base:\n    def __init__(self):\n        self.v1 = None\n" +
			"    def load(self):\n        self.v1 = client.CoreV1Api()\n        self.other = client.CoreV1Api()\n",
		"svc/fake.py": "class Fake:\n    def __init__(self):\n        self.other = object()\n",
		"svc/__init__.py": "from .base import Base\nfrom .fake import Fake\nfrom .ops import OpsMixin\n\n" +
			"class Service(OpsMixin, Base):\n    pass\n\nclass Test(OpsMixin, Fake):\n    pass\n",
	}
	w := &thirdparty.World{
		Has: func(p string) bool { _, ok := files[p]; return ok || p == "svc/ops.py" },
		Read: func(p string) ([]byte, error) {
			if s, ok := files[p]; ok {
				return []byte(s), nil
			}
			return nil, errors.New("no such file")
		},
	}
	src := "class OpsMixin:\n    async def a(self):\n        return self.v1.list_node()\n" +
		"    async def b(self):\n        return self.other.list_node()\n" +
		"    async def c(self):\n        self.own = 1\n        return self.own.list_node()\n"
	f := modeltest.Parse(t, "svc/ops.py", model.LangPython, []byte(src))
	thirdparty.Set(f, w)
	got := map[string]string{}
	f.NodesOf(model.NewSymBitset(model.SymAttribute), func(n *model.Node) bool {
		if s := f.Text(n); model.IsSelfMember(s) && n.Parent().Sym() == model.SymAttribute {
			got[s] = MixinClient(f, n)
		}
		return true
	})
	want := map[string]string{"self.v1": "kubernetes.client.CoreV1Api", "self.other": "", "self.own": ""}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("%s: %q (seen %v), want %q", k, g, ok, v)
		}
	}
}
