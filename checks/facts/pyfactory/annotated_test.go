package pyfactory

import (
	"errors"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// Client types a factory by its declared return type when its returns say
// nothing known (`return ContextResolver.get_strategy().context.client`),
// and follows a package __init__.py that only re-exports the class whose
// static method is the factory (PagerDuty/pagerduty-mcp-server's
// get_client() -> ContextResolver.get_client() -> RestApiV2Client). A
// factory with no annotation, or one naming no client, stays unknown.
func TestClientAnnotatedAndReexported(t *testing.T) {
	files := map[string]string{
		"app/client.py":           "from app.context import Resolver\n\ndef get_client():\n    return Resolver.get_client()\n\ndef get_other():\n    return Resolver.get_other()\n",
		"app/context/__init__.py": "from .resolver import Resolver\n",
		"app/context/resolver.py": "from pagerduty.rest_api_v2_client import RestApiV2Client\n\nclass Resolver:\n" +
			"    @staticmethod\n    def get_client() -> RestApiV2Client:\n        return Resolver.strategy().context.client\n" +
			"    @staticmethod\n    def get_other() -> dict:\n        return Resolver.strategy().context.other\n",
		"app/plain.py": "def make():\n    return registry.client\n",
	}
	w := &thirdparty.World{
		Has: func(p string) bool { _, ok := files[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if s, ok := files[p]; ok {
				return []byte(s), nil
			}
			return nil, errors.New("no such file")
		},
	}
	src := "from app.client import get_client, get_other\nfrom app.plain import make\n\na = get_client()\nb = get_other()\nc = make()\n"
	f := modeltest.Parse(t, "app/tools.py", model.LangPython, []byte(src))
	thirdparty.Set(f, w)
	var got []string
	f.NodesOf(model.NewSymBitset(model.SymCall), func(n *model.Node) bool {
		got = append(got, Client(f, n))
		return true
	})
	want := []string{"pagerduty.rest_api_v2_client.RestApiV2Client", "", ""}
	if len(got) != len(want) {
		t.Fatalf("%d calls, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("call %d: %q, want %q", i, got[i], want[i])
		}
	}
}
