package pyfactory

import (
	"errors"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// Client names the client a factory imported from another module returns,
// and answers "" for a name that module's text does not hold without
// parsing it (worldCache.read reads, module.parse parses on demand); a
// later question that needs the syntax parses it then.
func TestClientParsesOnDemand(t *testing.T) {
	files := map[string]string{
		"app/aws.py":   "import boto3\n\ndef get_client(name):\n    return boto3.client(name)\n",
		"app/other.py": "def helper():\n    return 1\n",
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
	src := "from .aws import get_client\nfrom .other import missing\n\ns3 = get_client('s3')\nx = missing()\n"
	f := modeltest.Parse(t, "app/server.py", model.LangPython, []byte(src))
	thirdparty.Set(f, w)
	var calls []*model.Node
	f.NodesOf(model.NewSymBitset(model.SymCall), func(n *model.Node) bool {
		calls = append(calls, n)
		return true
	})
	if len(calls) != 2 {
		t.Fatalf("%d calls, want 2", len(calls))
	}
	if got := Client(f, calls[1]); got != "" {
		t.Errorf("missing(): %q, want \"\"", got)
	}
	c := w.Memo(cacheKey, nil).(*worldCache)
	if m := c.files["app/other.py"]; m == nil || m.done {
		t.Errorf("app/other.py: read %v, parsed %v; want read and not parsed (its text lacks the name)", m != nil, m != nil && m.done)
	}
	if got := Client(f, calls[0]); got != "boto3.client" {
		t.Errorf("get_client('s3'): %q, want boto3.client", got)
	}
	if m := c.files["app/aws.py"]; m == nil || !m.done || m.file == nil {
		t.Error("app/aws.py was not parsed for the question that needs it")
	}
}

// A scan that would read more modules than maxFiles records the spent
// budget in the World (World.Spend), which the engine turns into an
// incomplete notice: which modules got in first depends on the workers'
// order, so the result must not pass as complete.
func TestSpentBudgetIsRecorded(t *testing.T) {
	files := map[string]string{
		"app/a.py": "import boto3\n\ndef get_a():\n    return boto3.client('s3')\n",
		"app/b.py": "import boto3\n\ndef get_b():\n    return boto3.client('ec2')\n",
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
	defer func(n int) { maxFiles = n }(maxFiles)
	maxFiles = 1
	f := modeltest.Parse(t, "app/server.py", model.LangPython, []byte("from .a import get_a\nfrom .b import get_b\n\ns3 = get_a()\nec2 = get_b()\n"))
	thirdparty.Set(f, w)
	var calls []*model.Node
	f.NodesOf(model.NewSymBitset(model.SymCall), func(n *model.Node) bool {
		calls = append(calls, n)
		return true
	})
	if got := Client(f, calls[0]); got != "boto3.client" {
		t.Fatalf("get_a(): %q, want boto3.client (within the budget)", got)
	}
	if len(w.Spent()) != 0 {
		t.Fatalf("spent after one module: %v", w.Spent())
	}
	if got := Client(f, calls[1]); got != "" {
		t.Errorf("get_b(): %q, want \"\" (past the budget)", got)
	}
	if s := w.Spent(); len(s) != 1 || !strings.Contains(s[0], "more than 1 Python modules") {
		t.Errorf("spent = %q, want the pyfactory budget's reason", s)
	}
}
