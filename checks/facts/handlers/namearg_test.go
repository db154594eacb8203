package handlers_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestNameArg: a tool call handler that hands the tool's name to an
// imported function as a later argument (package namearg) makes that
// function's table indexed by the name hold the tools (`toolHandlers[toolName]`,
// its values imported from another module), and its branches on the
// parameter the tools, also when it hands the name on again at a later
// argument (handleCommentTool); a table's handlers are named by their
// functions (the flow model's names). A function handed the name that indexes a
// table with another key (a logger), a function of the table's module the
// table does not hold, and an imported table the handler never indexes add
// no tool.
func TestNameArg(t *testing.T) {
	root := filepath.Join("testdata", "namearg")
	paths := []string{"src/index.ts", "src/tools/index.ts", "src/tools/messages.ts", "src/tools/route.ts",
		"src/tools/comments.ts", "src/tools/log.ts", "src/tools/other.ts"}
	reg := handlers.NewRegistry(paths, func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) })
	reg.Prepare()
	defer reg.Close()
	want := map[string][]string{
		"src/tools/messages.ts": {"handlePost@1", "handleList@5"},
		"src/tools/route.ts":    {"crm_route_delete@5", "crm_route_comment@7"},
		"src/tools/comments.ts": {"crm_route_comment@2"},
	}
	for _, p := range paths {
		lang, _ := model.DetectLanguage(p)
		src, err := os.ReadFile(filepath.Join(root, p))
		if err != nil {
			t.Fatal(err)
		}
		f := modeltest.Parse(t, p, lang, src)
		handlers.SetRegistry(f, reg)
		var got []string
		for _, tl := range handlers.Tools(f) {
			got = append(got, tl.Name+"@"+model.Itoa(model.LineOf(f, tl.Report)))
		}
		if !reflect.DeepEqual(got, want[p]) {
			t.Errorf("%s: tools %q, want %q", p, got, want[p])
		}
	}
}
