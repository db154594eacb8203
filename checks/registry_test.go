package checks_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// regRepo is a FastMCP 1.x server that registers the tools of another
// module by add_tool in a loop: its sync tool runs on the event loop.
var regRepo = map[string]string{
	"app/__init__.py": "",
	"app/server.py":   "from mcp.server.fastmcp import FastMCP\n\nfrom app.tools import TOOLS\n\nmcp = FastMCP(\"w\")\n\nfor tool in TOOLS:\n    mcp.add_tool(tool)\n",
	"app/tools.py":    "import requests\n\n\ndef forecast(city: str) -> str:\n    return requests.get(\"https://api.example.com/f\", params={\"q\": city}, timeout=10).text\n\n\nTOOLS = [forecast]\n",
}

// regScan scans app/tools.py alone in diff mode with grep as the
// repository's search, and returns "path:line:rule" of its findings and
// "path: incomplete reason" of its notices.
func regScan(t *testing.T, grep func(ctx context.Context, words, globs []string) ([]string, error)) (findings, notices []string) {
	t.Helper()
	src := &checks.Source{
		Has: func(p string) bool { _, ok := regRepo[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if s, ok := regRepo[p]; ok {
				return []byte(s), nil
			}
			return nil, os.ErrNotExist
		},
		Diff: true,
		Grep: grep,
	}
	b := []byte(regRepo["app/tools.py"])
	e := &checks.Engine{Rules: []*checks.Rule{checks.RuleByID("RC201")}, Workers: 1, Repo: src}
	res, err := e.Scan(context.Background(), []checks.Input{{Path: "app/tools.py", Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Findings {
		findings = append(findings, fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, f.RuleID))
	}
	for _, n := range res.Notices {
		notices = append(notices, fmt.Sprintf("%s: %v %s", n.Path, n.Incomplete, n.Reason))
	}
	sort.Strings(findings)
	return findings, notices
}

// TestDiffRegistry: a diff of a tool module alone is judged with the server
// that registers it (found by the search for the registrations' words), as
// a whole scan judges it; a failed search is an incomplete notice, never a
// silent pass.
func TestDiffRegistry(t *testing.T) {
	grep := func(_ context.Context, words, globs []string) ([]string, error) {
		var out []string
		for p, s := range regRepo {
			for _, w := range words {
				if strings.Contains(s, w) {
					out = append(out, p)
					break
				}
			}
		}
		sort.Strings(out)
		return out, nil
	}
	findings, _ := regScan(t, grep)
	if want := "app/tools.py:5:RC201"; strings.Join(findings, " ") != want {
		t.Errorf("diff of app/tools.py: findings %q, want %q", findings, want)
	}
	findings, notices := regScan(t, func(context.Context, []string, []string) ([]string, error) { return nil, errors.New("search failed") })
	if len(findings) != 0 {
		t.Errorf("failed search: findings %q, want none", findings)
	}
	found := false
	for _, n := range notices {
		found = found || strings.HasPrefix(n, "app/tools.py: true ") && strings.Contains(n, "register its functions as MCP handlers")
	}
	if !found {
		t.Errorf("failed search: notices %q, want an incomplete notice on app/tools.py about its registrations", notices)
	}
}
