package checks_test

import (
	"context"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// goCtxClient is a Go file whose request carries only its function's
// context, sent on an http.Client without a Timeout (RC101 at the literal
// and, where no file of the repository gives a context a deadline, at the
// request: package goparamctx).
const goCtxClient = `package transit

import (
	"context"
	"net/http"
)

type Client struct{ httpClient *http.Client }

func New() *Client { return &Client{httpClient: &http.Client{}} }

func (c *Client) Routes(ctx context.Context) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example/routes", nil)
	if err != nil {
		return nil, err
	}
	return c.httpClient.Do(req)
}
`

// TestGoParamCtxInDiffMode: a pull request changing the request is judged
// as a whole scan judges it: with git grep over the repository's Go files,
// the request is reported when no Go file derives a deadline, and not when
// another file of the repository does (context.WithTimeout in main.go).
func TestGoParamCtxInDiffMode(t *testing.T) {
	for _, tc := range []struct {
		name  string
		other string
		want  bool
	}{
		{"no deadline anywhere", "package main\n\nfunc main() {}\n", true},
		{"chi's timeout middleware in another file", "package main\n\nimport (\n\t\"time\"\n\n\t\"github.com/go-chi/chi/v5\"\n\t\"github.com/go-chi/chi/v5/middleware\"\n)\n\nfunc main() {\n\tr := chi.NewRouter()\n\tr.Use(middleware.Timeout(30 * time.Second))\n}\n", false},
		{"a deadline in another file", "package main\n\nimport (\n\t\"context\"\n\t\"time\"\n)\n\nfunc main() {\n\tctx, cancel := context.WithTimeout(context.Background(), time.Second)\n\tdefer cancel()\n\t_ = ctx\n}\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := map[string]string{"go.mod": "module example.com/transit\n\ngo 1.22\n", "transit/client.go": goCtxClient, "main.go": tc.other}
			src, _ := importerSource(files, nil)
			b := []byte(goCtxClient)
			e := &checks.Engine{Rules: []*checks.Rule{checks.RuleByID("RC101")}, Workers: 1, Repo: src}
			res, err := e.Scan(context.Background(), []checks.Input{{Path: "transit/client.go", Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }}})
			if err != nil {
				t.Fatal(err)
			}
			lines := map[int]bool{}
			for _, f := range res.Findings {
				if f.RuleID == "RC101" {
					lines[f.StartLine] = true
				}
			}
			if !lines[10] {
				t.Errorf("the literal at line 10 is not reported: %v", lines)
			}
			if lines[17] != tc.want {
				t.Errorf("request at line 17 reported = %v, want %v (findings at %v)", lines[17], tc.want, lines)
			}
		})
	}
}
