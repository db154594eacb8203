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

// TestNameForwarded: a tool call handler that hands the tool's name to a
// function as its first argument makes that function's name branches the
// tools: an imported per-category dispatcher of another module (a
// function declaration's switch, an arrow function's if), a Python
// function of the file, the method of an instance of an imported class
// (`runner.run(name, args)` on `new ToolRunner()`, `this.jobs.run(name,
// args)` on a field the class builds, its class imported through a barrel
// that re-exports it) but not its other methods. A
// function or method handed the name that does not branch on
// it (a logger), one that branches but is handed no name, and an imported
// function the handler does not call add no tool; the dispatchers are
// handlers (Kind), the logger is not.
func TestNameForwarded(t *testing.T) {
	root := filepath.Join("testdata", "namefwd")
	paths := []string{"src/index.ts", "src/handlers/campaign.ts", "src/handlers/lead.ts", "src/handlers/audit.ts",
		"src/handlers/notcalled.ts", "dispatch_fwd.py",
		"src/handlers/runner.ts", "src/handlers/log.ts",
		"src/classserver.ts", "src/handlers/jobs.ts", "src/handlers/reports.ts", "src/handlers/barrel.ts"}
	reg := handlers.NewRegistry(paths, func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) })
	reg.Prepare()
	defer reg.Close()
	want := map[string][]string{
		"src/handlers/campaign.ts": {"crm_create_campaign@6", "crm_get_campaign@9"},
		"src/handlers/lead.ts":     {"crm_add_lead@4"},
		"dispatch_fwd.py":          {"add_alert@14", "get_alerts@16"},
		"src/handlers/runner.ts":   {"crm_add_task@8"},
		"src/handlers/jobs.ts":     {"crm_start_job@6"},
	}
	handlerFns := map[string]string{"src/handlers/campaign.ts": "handleCampaignTool", "src/handlers/lead.ts": "handleLeadTool"}
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
			if tl.Shape != handlers.Dispatch {
				t.Errorf("%s: tool %q of shape %d, want only dispatch branches", p, tl.Name, tl.Shape)
				continue
			}
			got = append(got, tl.Name+"@"+model.Itoa(model.LineOf(f, tl.Report)))
		}
		if !reflect.DeepEqual(got, want[p]) {
			t.Errorf("%s: tools %q, want %q", p, got, want[p])
		}
		var kinds []string
		f.NodesOf(model.NewSymBitset(model.SymFunctionDeclaration, model.SymArrowFunction), func(n *model.Node) bool {
			if handlers.Kind(f, n) != model.ToolHandler || n.Sym() == model.SymArrowFunction && n.Parent().Sym() == model.SymArguments {
				return true
			}
			name := n.ChildByFieldName("name")
			if n.Sym() == model.SymArrowFunction {
				name = n.Parent().ChildByFieldName("name")
			}
			kinds = append(kinds, f.Text(name))
			return true
		})
		var wantKinds []string
		if w := handlerFns[p]; w != "" {
			wantKinds = []string{w}
		}
		if !reflect.DeepEqual(kinds, wantKinds) {
			t.Errorf("%s: handlers %q, want %q", p, kinds, wantKinds)
		}
	}
}
