package checks_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// TestRC601CrossModuleDecorators: a Python tool registered by a project
// decorator that another module defines (package checks/facts/pyxdeco) is
// judged as a tool: `@tool("persons")` whose inner decorator calls
// `mcp.tool()(func)` (Wirasm/pipedrive-mcp), `@write_tool(name=...)`
// returning FastMCP's decorator (hs737/mcp-server-for-ynab), and a local
// `tool = make_gate(mcp, level)` whose factory returns a gated decorator
// (akmalovaa/proxmox-mcp). Look-alikes: a read, a create with an
// idempotency key, and a def under a decorator that only logs are not
// reported (the want comments of testdata/py-xdeco-tools). A whole scan:
// the decorators are read from their module through the scan's World.
func TestRC601CrossModuleDecorators(t *testing.T) {
	root := filepath.Join("testdata", "py-xdeco-tools")
	files := map[string][]byte{}
	want := map[string]bool{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		files[rel] = b
		sc := bufio.NewScanner(bytes.NewReader(b))
		for n := 1; sc.Scan(); n++ {
			if strings.Contains(sc.Text(), "# want: RC601") {
				want[fmt.Sprintf("%s:%d", rel, n)] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var in []checks.Input
	for p, b := range files {
		b := b
		in = append(in, checks.Input{Path: p, Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }})
	}
	src := &checks.Source{Config: func(p string) ([]byte, error) {
		if b, ok := files[p]; ok {
			return b, nil
		}
		return nil, fs.ErrNotExist
	}}
	res, err := (&checks.Engine{Workers: 1, Repo: src}).Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, f := range res.Findings {
		if f.RuleID == "RC601" {
			got[fmt.Sprintf("%s:%d", f.Path, f.StartLine)] = true
		}
	}
	var problems []string
	for k := range want {
		if !got[k] {
			problems = append(problems, "missing RC601 at "+k)
		}
	}
	for k := range got {
		if !want[k] {
			problems = append(problems, "unexpected RC601 at "+k)
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}
