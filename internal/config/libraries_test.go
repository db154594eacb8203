package config

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/libmodels"
)

// A good `libraries:` row is validated and merged over the built-in rows;
// the merged set reaches the rules through Settings.
func TestLibrariesMerged(t *testing.T) {
	c, err := Parse("rc.yml", []byte(`
libraries:
  - lang: python
    module: acme_http
    name: acme_http.Client
    api: constructor
    kind: http
    bound: {where: keyword, name: timeout, unit: s}
    default: {value: none, url: "https://wiki.example.com/acme#timeouts"}
    source: "https://wiki.example.com/acme"
  - lang: python
    module: openai
    name: openai.OpenAI
    api: constructor
    kind: llm-sdk
    bound: {where: keyword, name: timeout, unit: s}
    default: {value: 30s, url: "https://wiki.example.com/openai-proxy"}
    source: "https://wiki.example.com/openai-proxy"
`))
	if err != nil {
		t.Fatal(err)
	}
	set := c.Settings().Libraries
	if set == nil {
		t.Fatal("Settings().Libraries is nil")
	}
	r := set.Lookup(libmodels.Python, "acme_http.Client")
	if r == nil || r.Matched() != libmodels.ByCall || r.Index != 0 {
		t.Fatalf("acme row = %+v", r)
	}
	// the user's openai.OpenAI replaces the built-in row (its default is 30 s)
	if o := set.Lookup(libmodels.Python, "openai.OpenAI"); o == nil || o.Default.Value != "30s" || o.File != "rc.yml" {
		t.Fatalf("openai row = %+v", o)
	}
	if got, want := len(set.Rows()), len(libmodels.Builtin().Rows())+1; got != want {
		t.Errorf("%d rows, want %d", got, want)
	}
	if d := Default().Settings().Libraries; d != nil {
		t.Errorf("no libraries section: Libraries = %v, want nil (the built-in rows)", d)
	}
}

// A bad row is an error naming the file, the line of the row, its index,
// the field and why.
func TestLibrariesBadRows(t *testing.T) {
	row := func(extra string) string {
		return "libraries:\n  - lang: python\n    module: acme\n    name: acme.get\n    api: function\n    kind: http\n    source: https://wiki.example.com/acme\n" + extra
	}
	for _, c := range []struct{ name, text, want string }{
		{"missing source", "libraries:\n  - lang: python\n    module: acme\n    name: acme.get\n    api: function\n    kind: http\n",
			"rc.yml:2: libraries: row 0 (source): is required"},
		{"unknown kind", "libraries:\n  - {lang: python, module: a, name: a.b, api: function, kind: http, source: https://x.example.com}\n  - {lang: python, module: a, name: a.c, api: function, kind: teleport, source: https://x.example.com}\n",
			`rc.yml:3: libraries: row 1 (kind): "teleport" is not one of http, database`},
		{"unknown lang", "libraries:\n  - {lang: typescript, module: a, name: a.b, api: function, kind: http, source: https://x.example.com}\n",
			`rc.yml:2: libraries: row 0 (lang): "typescript" is not one of python, javascript, go`},
		{"bad url", row(""), ""},
		{"relative source", "libraries:\n  - {lang: go, module: acme, name: acme.Get, api: function, kind: http, source: /wiki/acme}\n",
			`rc.yml:2: libraries: row 0 (source): "/wiki/acme" must be an http(s) URL`},
		{"bound without where", row("    bound: {name: timeout}\n"), "rc.yml:2: libraries: row 0 (bound.where): is required when bound is set"},
		{"bad default", row("    bound: {where: keyword, name: timeout}\n    default: {value: forever, url: https://wiki.example.com/acme}\n"),
			`rc.yml:2: libraries: row 0 (default.value): "forever" is neither "none" nor a positive Go duration`},
		{"default without url", row("    bound: {where: keyword, name: timeout}\n    default: {value: 5s}\n"),
			"rc.yml:2: libraries: row 0 (default.url): is required"},
		{"name outside module", "libraries:\n  - {lang: python, module: acme, name: other.get, api: function, kind: http, source: https://x.example.com}\n",
			`rc.yml:2: libraries: row 0 (name): "other.get" does not start with its module "acme"`},
		{"duplicate", "libraries:\n  - {lang: python, module: a, name: a.b, api: function, kind: http, source: https://x.example.com}\n  - {lang: python, module: a, name: a.b, api: function, kind: http, source: https://x.example.com}\n",
			`rc.yml:3: libraries: row 1 (name): "a.b" is already row 0 of rc.yml`},
		{"unknown field", row("    timeout_keyword: timeout\n"), `rc.yml:8: unknown key "timeout_keyword"`},
		{"registration without handler", "libraries:\n  - {lang: go, module: acme, name: acme.Server.Tool, api: registration, kind: mcp-sdk-handler, source: https://x.example.com}\n",
			"rc.yml:2: libraries: row 0 (handler): is required for a registration row"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("rc.yml", []byte(c.text))
			if c.want == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error = %v, want it to contain %q", err, c.want)
			}
		})
	}
}
