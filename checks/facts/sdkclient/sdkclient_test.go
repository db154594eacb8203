package sdkclient_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/checkstest"
	"github.com/resilience-check/resilience-check/checks/facts/sdkclient"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/libmodels"
)

// TestGoClients checks the Go shapes on testdata/clients.go, whose want
// comments name the lines of the constructions found: a Go file's imports
// are third-party only against a module path (thirdparty.World), which the
// rule fixtures do not have.
func TestGoClients(t *testing.T) {
	src, err := os.ReadFile("testdata/clients.go")
	if err != nil {
		t.Fatal(err)
	}
	f := modeltest.Parse(t, "pkg/tools/clients.go", model.LangGo, src)
	thirdparty.Set(f, &thirdparty.World{GoModule: "github.com/acme/acme-mcp", Has: func(string) bool { return false }})
	got := map[int]bool{}
	for _, c := range sdkclient.Clients(f, libmodels.Builtin()) {
		got[model.LineOf(f, c.At)] = true
		if c.Use == nil || c.Method == "" {
			t.Errorf("line %d: no use", model.LineOf(f, c.At))
		}
	}
	want := map[int]bool{}
	for key := range checkstest.Want(src) {
		line, _, _ := strings.Cut(key, ":")
		n, _ := strconv.Atoi(line)
		want[n] = true
	}
	for l := range want {
		if !got[l] {
			t.Errorf("line %d: client not found", l)
		}
	}
	for l := range got {
		if !want[l] {
			t.Errorf("line %d: unexpected client", l)
		}
	}
}

// TestWorkspace: an npm package of the repository's own monorepo is not a
// third-party SDK.
func TestWorkspace(t *testing.T) {
	repo := map[string]bool{"packages/atlas-api-client/src/index.ts": true}
	f := modeltest.Parse(t, "packages/cli/src/a.ts", model.LangTypeScript, []byte("\n"))
	thirdparty.Set(f, &thirdparty.World{Has: func(p string) bool { return repo[p] }})
	if !thirdparty.Workspace(f, "@mongodb-js/atlas-api-client") {
		t.Error("workspace package not found")
	}
	if thirdparty.Workspace(f, "@linear/sdk") {
		t.Error("@linear/sdk taken for a workspace package")
	}
	// a monorepo nested in the repository
	nested := map[string]bool{"libraries/typescript/packages/client/src/index.ts": true}
	g := modeltest.Parse(t, "libraries/typescript/packages/agent/examples/a.ts", model.LangTypeScript, []byte("\n"))
	thirdparty.Set(g, &thirdparty.World{Has: func(p string) bool { return nested[p] }})
	if !thirdparty.Workspace(g, "@mcp-use/client") {
		t.Error("nested workspace package not found")
	}
}
