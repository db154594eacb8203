package thirdparty_test

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func TestPackage(t *testing.T) {
	repo := map[string]bool{"auth/service_decorator.py": true, "gmail/gmail_tools.py": true, "core/utils/__init__.py": true}
	world := &thirdparty.World{GoModule: "github.com/razorpay/razorpay-mcp-server", Has: func(p string) bool { return repo[p] }}
	cases := []struct {
		path string
		lang model.Language
		q    string
		want string
		pure bool
	}{
		{"gmail/gmail_tools.py", model.LangPython, "googleapiclient.errors.HttpError", "googleapiclient", false},
		{"gmail/gmail_tools.py", model.LangPython, "auth.service_decorator.require_google_service", "", false}, // the repository's own
		{"gmail/gmail_tools.py", model.LangPython, "core.utils.handle_http_errors", "", false},
		{"gmail/gmail_tools.py", model.LangPython, "gmail.helpers.x", "", false}, // a folder of the file's path
		{"gmail/gmail_tools.py", model.LangPython, "json.loads", "", false},      // the standard library
		{"gmail/gmail_tools.py", model.LangPython, "pydantic.BaseModel", "", true},
		{"src/a.ts", model.LangTypeScript, "@google-cloud/run.ServicesClient", "@google-cloud/run", false},
		{"src/a.ts", model.LangTypeScript, "./lib/db.js.findUser", "", false},
		{"src/a.ts", model.LangTypeScript, "@/lib/db.findUser", "", false},
		{"src/a.ts", model.LangTypeScript, "fs.readFile", "", false},
		{"src/a.ts", model.LangTypeScript, "zod.z", "", true},
		{"src/a.ts", model.LangTypeScript, "@modelcontextprotocol/sdk/server/mcp.js.McpServer", "", true},
		{"pkg/a.go", model.LangGo, "github.com/razorpay/razorpay-go.NewClient", "github.com/razorpay/razorpay-go", false},
		{"pkg/a.go", model.LangGo, "k8s.io/client-go/dynamic.Interface", "k8s.io/client-go/dynamic", false},
		{"pkg/a.go", model.LangGo, "github.com/razorpay/razorpay-mcp-server/pkg/toolsets.New", "", false},
		{"pkg/a.go", model.LangGo, "strings.EqualFold", "", false},
		{"pkg/a.go", model.LangGo, "github.com/VictoriaMetrics/metricsql.Parse", "", true},
		{"pkg/a.go", model.LangGo, "github.com/mark3labs/mcp-go/mcp.NewToolResultError", "", true},
		{"pkg/a.go", model.LangGo, "github.com/razorpay/razorpay-go.ParseWebhook", "github.com/razorpay/razorpay-go", true}, // a parse function
		// a parser package: NewParser(query) reads only the caller's text
		{"pkg/a.go", model.LangGo, "github.com/AfterShip/clickhouse-sql-parser/parser.NewParser", "github.com/AfterShip/clickhouse-sql-parser/parser", true},
		{"pkg/a.go", model.LangGo, "github.com/elastic/go-elasticsearch/v8.NewClient", "github.com/elastic/go-elasticsearch/v8", false},
	}
	for _, c := range cases {
		f := modeltest.Parse(t, c.path, c.lang, []byte("\n"))
		thirdparty.Set(f, world)
		if got := thirdparty.Package(f, c.q); got != c.want {
			t.Errorf("Package(%s, %q) = %q, want %q", c.path, c.q, got, c.want)
		}
		if got := thirdparty.Pure(f, c.q); got != c.pure {
			t.Errorf("Pure(%s, %q) = %v, want %v", c.path, c.q, got, c.pure)
		}
	}
}

// Without a world, no Python or Go import is taken for a third-party one:
// the repository's own packages cannot be told apart.
func TestPackageNoWorld(t *testing.T) {
	f := modeltest.Parse(t, "tools.py", model.LangPython, []byte("\n"))
	if got := thirdparty.Package(f, "googleapiclient.errors.HttpError"); got != "" {
		t.Errorf("no world: %q", got)
	}
	g := modeltest.Parse(t, "a.go", model.LangGo, []byte("package a\n"))
	if got := thirdparty.Package(g, "github.com/razorpay/razorpay-go.NewClient"); got != "" {
		t.Errorf("no world: %q", got)
	}
}

// TestMemo: a world computes each key once and shares the value; a nil
// world computes every time.
func TestMemo(t *testing.T) {
	w := &thirdparty.World{}
	n := 0
	for i := 0; i < 3; i++ {
		if v := w.Memo("k", func() any { n++; return n }); v != 1 {
			t.Fatalf("call %d: got %v, want the first value 1", i, v)
		}
	}
	var nilWorld *thirdparty.World
	if v := nilWorld.Memo("k", func() any { return 7 }); v != 7 {
		t.Errorf("nil world: got %v, want 7", v)
	}
}
