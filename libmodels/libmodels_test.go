package libmodels

import (
	"errors"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestBuiltinRowsValid loads the embedded rows.json with validation on, and
// the YAML sources: every row passes Validate
// (required fields, known enums, well-formed URLs) and no qualified name is
// claimed twice in one language.
func TestBuiltinRowsValid(t *testing.T) {
	if _, err := loadJSON(rowsJSON, true); err != nil {
		t.Fatal(err)
	}
	s, err := loadFS(dataFS, "data")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Rows()) < 80 {
		t.Errorf("%d rows, want at least 80", len(s.Rows()))
	}
	for _, r := range s.Rows() {
		if r.Source == "" {
			t.Errorf("%s row %d %s: no source", r.File, r.Index, r.Name)
		}
	}
}

// TestAliasesUnderTheRowModule: a row applies to the files that import its
// module, so an alias under another package (an "@octokit/core.Octokit"
// alias on the @octokit/rest row) never matched anything; such a package
// gets a row of its own. The language's global and builtin pseudo-modules
// are exempt: nothing imports them.
func TestAliasesUnderTheRowModule(t *testing.T) {
	s, err := loadFS(dataFS, "data")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range s.Rows() {
		if r.Module == "globals" || r.Module == "builtins" {
			continue
		}
		for _, a := range r.Aliases {
			if a != r.Module && !strings.HasPrefix(a, r.Module+".") && !strings.HasPrefix(a, r.Module+"/") {
				t.Errorf("%s row %d %s: alias %q is not under the row's module %q", r.File, r.Index, r.Name, a, r.Module)
			}
		}
	}
}

// BenchmarkLoad measures what reading the library data adds to a scan's
// start: decoding rows.json and indexing the rows (Builtin does this once
// per process). Budget: under 20 ms. Besides the
// wall time it reports cpu-ms/op (user+system CPU of the process over the
// run, divided by b.N), which a loaded machine does not inflate.
func BenchmarkLoad(b *testing.B) {
	start := cpuTime()
	for b.Loop() {
		if _, err := loadJSON(rowsJSON, false); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// BenchmarkLoadYAML is the same from the YAML sources, for comparison.
func BenchmarkLoadYAML(b *testing.B) {
	start := cpuTime()
	for b.Loop() {
		if _, err := loadFS(dataFS, "data"); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// cpuTime is the process's user plus system CPU time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestValidateRejects covers each check of Validate and NewSet's duplicate
// check: the error names the file, the row index, the field and why.
func TestValidateRejects(t *testing.T) {
	for _, c := range []struct{ yaml, want string }{
		{`{module: a, name: a.b, api: function, kind: http, source: "https://x.example.com"}`, "t.yml: row 0 (lang): is required"},
		{`{lang: ruby, module: a, name: a.b, api: function, kind: http, source: "https://x.example.com"}`, `(lang): "ruby" is not one of`},
		{`{lang: go, name: a.b, api: function, kind: http, source: "https://x.example.com"}`, "(module): is required"},
		{`{lang: go, module: a, api: function, kind: http, source: "https://x.example.com"}`, "(name): is required"},
		{`{lang: go, module: a, name: a.b, api: lambda, kind: http, source: "https://x.example.com"}`, `(api): "lambda" is not one of`},
		{`{lang: go, module: a, name: a.b, api: function, source: "https://x.example.com"}`, "(kind): is required"},
		{`{lang: go, module: a, name: a.b, api: function, kind: http}`, "(source): is required"},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, source: "ftp://x.example.com"}`, "must be an http(s) URL"},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, source: "https://localhost"}`, "has no host"},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, errors: cosmic, source: "https://x.example.com"}`, `(errors): "cosmic"`},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, async: "use x", source: "https://x.example.com"}`, "(async): is set but blocks is false"},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, bound: {where: keyword}, source: "https://x.example.com"}`, "(bound.name): is required"},
		{`{lang: go, module: a, name: a.New, api: constructor, kind: http, bound: {where: argument, name: "*http.Client"}, source: "https://x.example.com"}`, "(bound.position): is required when bound.where is argument"},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, bound: {where: keyword, name: t, unit: hours}, source: "https://x.example.com"}`, `(bound.unit): "hours"`},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, default: {value: 5s}, source: "https://x.example.com"}`, "(default.url): is required"},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, default: {value: -5s, url: "https://x.example.com"}, source: "https://x.example.com"}`, "(default.value)"},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, default: {value: 5m, url: "https://x.example.com", judge: rc104}, source: "https://x.example.com"}`, "(default.judge)"},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, default: {value: none, url: "https://x.example.com", judge: handler}, source: "https://x.example.com"}`, "(default.judge)"},
		{`{lang: go, module: a, name: a.b, api: registration, kind: mcp-sdk-handler, source: "https://x.example.com"}`, "(handler): is required"},
		{`{lang: go, module: a, name: a.b, api: function, kind: http, source: "https://x.example.com", extra: 1}`, "field extra not found"},
		{`{lang: go, module: a, name: a, api: module, kind: http, named_creates: [{import: x.example.com/sdk, type: CreateReq, key: Name, err: "409"}], source: "https://x.example.com"}`, "(named_creates[0].url): is required"},
		{`{lang: go, module: a, name: a, api: module, kind: http, named_creates: [{import: x.example.com/sdk, type: CreateReq, key: Name, err: "409", url: "ftp://x.example.com"}], source: "https://x.example.com"}`, "(named_creates[0].url)"},
		{`{lang: python, module: a, name: a, api: module, kind: http, named_creates: [{import: x.example.com/sdk, type: CreateReq, key: Name, err: "409", url: "https://x.example.com"}], source: "https://x.example.com"}`, "(named_creates): needs lang go"},
		{`{lang: go, module: a, name: a, api: module, kind: http, named_creates: [{type: CreateReq, key: Name, err: "409", url: "https://x.example.com"}], source: "https://x.example.com"}`, "(named_creates[0]): needs import and err"},
		{`{lang: go, module: a, name: a, api: module, kind: http, named_creates: [{import: x.example.com/sdk, type: CreateReq, err: "409", url: "https://x.example.com"}], source: "https://x.example.com"}`, "(named_creates[0]): needs either type and key"},
		{`{lang: go, module: a, name: a, api: module, kind: http, named_creates: [{import: x.example.com/sdk, type: CreateReq, key: Name, method: Create, args: 3, err: "409", url: "https://x.example.com"}], source: "https://x.example.com"}`, "(named_creates[0]): needs either type and key"},
		{`{lang: go, module: a, name: a, api: module, kind: http, named_creates: [{import: x.example.com/sdk, method: Create, err: "409", url: "https://x.example.com"}], source: "https://x.example.com"}`, "(named_creates[0]): needs either type and key"},
	} {
		_, err := Parse("t.yml", []byte("rows:\n  - "+c.yaml+"\n"))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.yaml, err, c.want)
		}
	}
	for _, ok := range []string{
		`{lang: go, module: a, name: a, api: module, kind: http, named_creates: [{import: x.example.com/sdk, type: CreateReq, key: Name, err: "409", url: "https://x.example.com"}], source: "https://x.example.com"}`,
		`{lang: go, module: a, name: a, api: module, kind: http, named_creates: [{import: x.example.com/sdk, method: Create, args: 3, err: "409", url: "https://x.example.com"}], source: "https://x.example.com"}`,
	} {
		if _, err := Parse("t.yml", []byte("rows:\n  - "+ok+"\n")); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	rows, err := Parse("t.yml", []byte("rows:\n  - {lang: go, module: a, name: a.b, api: function, kind: http, source: \"https://x.example.com\"}\n"+
		"  - {lang: go, module: a, name: a.c, aliases: [a.b], api: function, kind: http, source: \"https://x.example.com\"}\n"))
	if err != nil {
		t.Fatal(err)
	}
	var re *RowError
	if _, err := NewSet(rows); !errors.As(err, &re) || re.Index != 1 || re.Field != "name" || !strings.Contains(re.Why, "already row 0") {
		t.Errorf("duplicate: %v", err)
	}
}

// TestErrorModulesDoNotShadowGoHosts guards RC402's module origins, which
// are keyed by a module's first segment in every language: a Python or
// JavaScript row with an error class whose module is a Go host's first
// segment ("github" of github.com/...) would give every Go import from that
// host the row's origin.
func TestErrorModulesDoNotShadowGoHosts(t *testing.T) {
	hosts := map[string]bool{}
	for _, r := range Builtin().Rows() {
		host, _, _ := strings.Cut(r.Module, "/")
		if r.Lang == Go && strings.Contains(host, ".") { // github.com/..., google.golang.org/...
			hosts[strings.SplitN(host, ".", 2)[0]] = true
		}
	}
	for _, r := range Builtin().Rows() {
		// the rows whose module RC402 reads (checks/rc402 originModules)
		read := r.API == Module || r.Name == r.Module || r.Matched() == ByCall
		if r.Lang != Go && r.Errors != "" && read && hosts[r.Module] {
			t.Errorf("%s row %d (%s): module %q with errors %q is the first segment of a Go module path", r.File, r.Index, r.Name, r.Module, r.Errors)
		}
	}
}

// TestHasMethodExclusions: "*" is any method but those a "!name" excludes.
func TestHasMethodExclusions(t *testing.T) {
	r := &Row{Methods: []string{"*", "!get_paginator"}}
	if !r.HasMethod("list_buckets") || r.HasMethod("get_paginator") {
		t.Errorf("HasMethod with exclusions: list_buckets %v, get_paginator %v", r.HasMethod("list_buckets"), r.HasMethod("get_paginator"))
	}
	if (&Row{Methods: []string{"get"}}).HasMethod("put") {
		t.Error("a plain list matched a method it does not name")
	}
	if _, err := Parse("t.yml", []byte(`rows:
  - {lang: python, module: a, name: a.b, api: constructor, kind: http, methods: ["!x"], source: "https://x.example.com"}
`)); err == nil || !strings.Contains(err.Error(), "without") {
		t.Errorf("an exclusion without * was accepted: %v", err)
	}
}

// TestFamilyShapes holds the family rows of data/families.yml to the
// generators' layouts: a generated name is the family's, a look-alike (a
// class named like a client in a module of another name) is no one's.
func TestFamilyShapes(t *testing.T) {
	set := Builtin()
	for _, c := range []struct {
		lang Lang
		name string
		want string
	}{
		{Python, "billing_client.api.invoices_api.InvoicesApi", "openapi-generator.python.Api"},
		{Python, "airflow_client.client.api.dag_run_api.DAGRunApi", "airflow_client.client.api.dag_run_api.DAGRunApi"}, // the exact row wins
		{Python, "airflow_client.client.api.asset_api.AssetApi", "openapi-generator.python.Api"},
		{Python, "x.api.customer_accounts_api.CustomerAccountsApi", "openapi-generator.python.Api"},
		{Python, "billing_client.api_client.ApiClient", "openapi-generator.python.ApiClient"},
		{Python, "shopapp.api.views.ProductsApi", ""},
		{Python, "shopapp.api.orders_api.RefundsApi", ""},
		{Python, "shopapp.orders_api.OrdersApi", ""},
		{Python, "billing_client.ApiClient", ""},
		{Go, "github.com/acme/mcp/pkg/client.NewClientWithResponses", "oapi-codegen.NewClientWithResponses"},
		{Go, "github.com/acme/mcp/pkg/client.NewClient", ""},
		{JavaScript, "x.api.invoices_api.InvoicesApi", ""},
	} {
		got := ""
		if r := set.Lookup(c.lang, c.name); r != nil {
			got = r.Name
		}
		if got != c.want {
			t.Errorf("Lookup(%s, %q) = %q, want %q", c.lang, c.name, got, c.want)
		}
	}
}

// TestShapeValidate rejects a family shape that cannot match as written: a
// pattern that does not compile, a same_stem without its two groups, a
// missing hint.
func TestShapeValidate(t *testing.T) {
	base := func(sh *Shape) *Row {
		return &Row{Lang: Python, Module: "gen", Name: "gen.Api", API: Constructor, Kind: HTTP, Shape: sh,
			Source: "https://example.com/gen"}
	}
	for _, c := range []struct {
		sh    *Shape
		field string
	}{
		{&Shape{Suffix: "Api", Pattern: `^(x$`, Hint: "api", URL: "https://example.com/t"}, "shape.pattern"},
		{&Shape{Suffix: "Api", Pattern: `^x\.(\w+)Api$`, SameStem: true, Hint: "api", URL: "https://example.com/t"}, "shape.same_stem"},
		{&Shape{Suffix: "Api", Pattern: `^x\.\w+Api$`, URL: "https://example.com/t"}, "shape"},
		{&Shape{Suffix: "Api", Pattern: `^x\.\w+Api$`, Hint: "api", URL: "not a url"}, "shape.url"},
	} {
		err := base(c.sh).Validate()
		var re *RowError
		if !errors.As(err, &re) || re.Field != c.field {
			t.Errorf("Validate(%+v) = %v, want an error on %s", c.sh, err, c.field)
		}
	}
	if err := base(&Shape{Suffix: "Api", Pattern: `^x\.(?P<module>\w+)_api\.(?P<class>\w+)Api$`, SameStem: true, Hint: "_api",
		URL: "https://example.com/t"}).Validate(); err != nil {
		t.Errorf("a valid shape: %v", err)
	}
}

// TestLookupInWith holds a family row with shape.with to its evidence: the
// README form's petstore_client.PetApi is the generator's only when the
// file also has petstore_client.ApiClient.
func TestLookupInWith(t *testing.T) {
	set := Builtin()
	has := func(names ...string) func(string) bool {
		return func(q string) bool { return slices.Contains(names, q) }
	}
	if r := set.Lookup(Python, "petstore_client.PetApi"); r != nil {
		t.Errorf("Lookup without a file = %s, want nil", r.Name)
	}
	if r := set.LookupIn(Python, "petstore_client.PetApi", has("petstore_client.ApiClient")); r == nil || r.Name != "openapi-generator.python.ExportedApi" {
		t.Errorf("LookupIn with the package's ApiClient = %v, want the ExportedApi family", r)
	}
	if r := set.LookupIn(Python, "petstore_client.PetApi", has("otherlib.ApiClient")); r != nil {
		t.Errorf("LookupIn with another package's ApiClient = %s, want nil", r.Name)
	}
	if r := set.LookupIn(Python, "petstore_client.api_client_helper", has("petstore_client.ApiClient")); r != nil {
		t.Errorf("LookupIn of a name without the shape = %s, want nil", r.Name)
	}
}

// TestPerCallWait: a row whose retries re-send a timed-out request (every
// method) waits its default once per attempt; any other row waits it once.
func TestPerCallWait(t *testing.T) {
	r := &Row{Retries: &Retries{Methods: "all", Attempts: 5, Off: "retryOnError", URL: "https://example.com", Timeouts: true}}
	if d, n := r.PerCallWait(30 * time.Second); d != 180*time.Second || n != 6 {
		t.Errorf("PerCallWait = %v, %d; want 3m0s, 6", d, n)
	}
	r.Retries.Methods = "idempotent"
	if d, n := r.PerCallWait(30 * time.Second); d != 30*time.Second || n != 1 {
		t.Errorf("idempotent-only retries: PerCallWait = %v, %d; want 30s, 1", d, n)
	}
	r.Retries.Methods, r.Retries.Timeouts = "all", false
	if d, n := r.PerCallWait(30 * time.Second); d != 30*time.Second || n != 1 {
		t.Errorf("retries not on timeouts: PerCallWait = %v, %d; want 30s, 1", d, n)
	}
	if d, n := (&Row{}).PerCallWait(time.Minute); d != time.Minute || n != 1 {
		t.Errorf("no retries: PerCallWait = %v, %d; want 1m0s, 1", d, n)
	}
}

// TestGoMajorKey checks the key that lets a Go row stand for the other
// major versions of its module (Set.Lookup's fallback).
func TestGoMajorKey(t *testing.T) {
	for name, want := range map[string]string{
		"github.com/google/go-github/v89/github.NewClient": "github.com/google/go-github/v*/github.NewClient",
		"github.com/jackc/pgx/v5.Connect":                  "github.com/jackc/pgx/v*.Connect",
		"github.com/jackc/pgx/v5/pgxpool.New":              "github.com/jackc/pgx/v*/pgxpool.New",
		"k8s.io/client-go/rest.InClusterConfig":            "",
		"github.com/a/b/v1.New":                            "", // v1 is not a major-version suffix
		"github.com/a/vendor/x.New":                        "",
		"github.com/a/v2x/y.New":                           "",
	} {
		if got := GoMajorKey(name); got != want {
			t.Errorf("GoMajorKey(%q) = %q, want %q", name, got, want)
		}
	}
}

// TestLookupOtherMajor checks that a Go name of a major version no row
// lists finds the row of another major, and that a key two rows share
// finds none.
func TestLookupOtherMajor(t *testing.T) {
	s := Builtin()
	r := s.Lookup(Go, "github.com/google/go-github/v89/github.NewClient")
	if r == nil || r.Name != "github.com/google/go-github/v62/github.NewClient" {
		t.Fatalf("v89 NewClient: got %v, want the go-github row", r)
	}
	if s.Lookup(Python, "x/v9.y") != nil {
		t.Error("the fallback is Go's only")
	}
	rows := []*Row{
		{Lang: Go, Module: "example.com/m", Name: "example.com/m/v2.New", API: Constructor, Kind: HTTP, Source: "https://example.com"},
		{Lang: Go, Module: "example.com/m", Name: "example.com/m/v3.New", API: Constructor, Kind: HTTP, Source: "https://example.com"},
	}
	amb, err := NewSet(rows)
	if err != nil {
		t.Fatal(err)
	}
	if got := amb.Lookup(Go, "example.com/m/v4.New"); got != nil {
		t.Errorf("ambiguous key: got %v, want nil", got.Name)
	}
	if got := amb.Lookup(Go, "example.com/m/v3.New"); got != rows[1] {
		t.Errorf("exact name: got %v", got)
	}
}

// TestHandlerDefault checks that aiohttp's ClientSession, whose 300 s
// default RC104 judges against the handler's budget, says so, and that
// aiohttp.request and the OpenAI SDK (RC101's above the request budget) do not.
func TestHandlerDefault(t *testing.T) {
	s := Builtin()
	for name, want := range map[string]bool{"aiohttp.ClientSession": true, "aiohttp.request": false, "openai.OpenAI": false} {
		r := s.Lookup(Python, name)
		if r == nil {
			t.Fatalf("no row %s", name)
		}
		if got := r.HandlerDefault(); got != want {
			t.Errorf("%s: HandlerDefault() = %v, want %v", name, got, want)
		}
	}
}
