// Package impact says where a finding's call runs (a tool handler, a
// script or CLI, a test, browser code) and what it waits on, and from that
// the severity a finding gets and the few words of why ("in a tool handler",
// "in a CLI: a person can interrupt"): issue 21's severity by impact. Rules
// call Of and Apply (or Since) after reporting; the facts are computed once
// per file (model.Fact).
package impact

import (
	"bytes"
	"sort"
	"strings"

	_ "github.com/resilience-check/resilience-check/checks/facts/handlers" // File.HandlerOf's low-level SDK shapes
	"github.com/resilience-check/resilience-check/checks/model"
)

// Place says where a call runs, as far as one file shows it: what a hang or
// a leak there costs depends on it.
type Place int

// Places, from the costliest to the cheapest hang.
const (
	// PlaceUnknown is code that may serve requests (a library function, a
	// route helper): the rule's default severity holds.
	PlaceUnknown Place = iota
	// PlaceHandler is the body of an MCP tool, resource or prompt handler:
	// a model or a client waits for it, and nobody can interrupt it.
	PlaceHandler
	// PlaceScript is a command-line program, a script, an example or a
	// benchmark (File.IsScript): a person runs it and can interrupt it.
	PlaceScript
	// PlaceTest is a test file or a test folder: nothing in production waits.
	PlaceTest
	// PlaceBrowser is front-end code (File.IsBrowser): a browser tab waits,
	// no server thread, socket or worker is held.
	PlaceBrowser
)

// PlaceOf returns where node n runs: a handler (File.HandlerOf), a test file
// or folder (IsTestPath), a script or command-line program (File.IsScript,
// unless settings say scripts are servers), or PlaceUnknown. Handler wins
// over script: a tool registered in a cli/ folder still serves a model.
func PlaceOf(f *model.File, n *model.Node, s *model.Settings) Place {
	if IsTestPath(f.Path) || GoTestSuite(f) {
		return PlaceTest
	}
	if n != nil && f.HandlerOf(n) != model.NotHandler {
		return PlaceHandler
	}
	if (f.IsScript() || LambdaEntry(f)) && (s == nil || !s.ScriptsAreServers) {
		return PlaceScript
	}
	if IsBrowser(f) {
		return PlaceBrowser
	}
	return PlaceUnknown
}

// browserModules are libraries only front-end code imports: UI frameworks
// and their routers.
var browserModules = []string{"react", "react-dom", "react-router", "react-router-dom", "vue", "svelte", "preact",
	"solid-js", "@tanstack/react-query", "next/navigation", "next/router", "@angular/core"}

// browserDirs are folders of front-end code.
var browserDirs = map[string]bool{"react": true, "frontend": true, "browser": true}

// IsBrowser reports whether a JavaScript or TypeScript file is front-end
// code that runs in a browser tab: a .jsx or .tsx file, a file that imports a
// UI framework (react, vue, svelte, ...), starts with a "use client"
// directive, or lies under a react/, frontend/ or browser/ folder; and it has
// no server marker (express(), createServer(, ...). Computed once per file.
func IsBrowser(f *model.File) bool {
	if !f.Lang.IsJS() {
		return false
	}
	return model.Fact(f, browserKey, isBrowser)
}

// browserKey holds IsBrowser's answer per file.
var browserKey = model.NewFactKey[bool]("impact.IsBrowser")

func isBrowser(f *model.File) bool {
	front := strings.HasSuffix(f.Path, ".tsx") || strings.HasSuffix(f.Path, ".jsx") ||
		bytes.HasPrefix(bytes.TrimSpace(f.Src), []byte(`"use client"`)) || bytes.HasPrefix(bytes.TrimSpace(f.Src), []byte(`'use client'`))
	for _, mod := range f.Imports() {
		for _, b := range browserModules {
			front = front || model.UnderModule(mod, b)
		}
	}
	if i := strings.LastIndexByte(f.Path, '/'); i >= 0 && !front {
		for _, seg := range strings.Split(f.Path[:i], "/") {
			front = front || browserDirs[seg]
		}
	}
	if !front {
		return false
	}
	return !f.HasServerMarker(model.LangJavaScript)
}

// scriptWhy says what kind of one-shot program the file is, for the
// message: an example or a benchmark (examples/, bench/), a script
// (scripts/), else a command-line program.
func scriptWhy(f *model.File) string {
	if LambdaEntry(f) {
		return "in an AWS Lambda function: its configured timeout ends every invocation"
	}
	for _, seg := range strings.Split(f.Path, "/") {
		switch seg {
		case "examples", "example":
			return "in an example: a person runs it and can interrupt"
		case "benchmarks", "benchmark", "bench":
			return "in a benchmark: a person runs it and can interrupt"
		case "scripts", "script":
			return "in a script: a person can interrupt"
		}
	}
	return "in a CLI: a person can interrupt"
}

// handlerWords names handler kinds in messages.
var handlerWords = map[model.HandlerKind]string{model.ToolHandler: "in a tool handler", model.ResourceHandler: "in a resource handler",
	model.PromptHandler: "in a prompt handler"}

// ImpactOf returns the severity of a finding of a rule whose default is def,
// at node n, for a call that waits on w:
//
//   - a small local disk operation (model.WaitDiskSmall) is low anywhere: it takes
//     milliseconds, the event loop is held no longer than a log line holds it;
//   - in a test, low;
//   - in a script or command-line program, low for a call that waits on a
//     remote service or the disk: a person waits and can interrupt it
//     (Ctrl-C); a local process keeps the default, since a script that starts
//     a server or a build waits for it unattended just as long;
//   - in browser code (File.IsBrowser), low for a remote call: a tab waits,
//     no server thread or socket is held;
//   - in a handler, the default, with "in a tool handler" as the reason;
//   - elsewhere the default with no reason.
//
// The levels follow what a reviewer would fix (issue 21): high and medium
// fail the check, low annotates as a notice. Settings may be nil.
func Of(f *model.File, def model.Severity, n *model.Node, w model.Wait, s *model.Settings) model.Impact {
	if w == model.WaitDiskSmall {
		return model.Impact{Severity: model.SeverityLow, Why: "a local file operation takes milliseconds"}
	}
	return SiteOf(f, n, s).Of(def, w)
}

// Site is where one call runs, kept without the file's tree: what Of needs
// to judge a finding at that call later, after the file is released (the
// findings at calls whose chain reaches another file exist only once every
// summary is linked). The zero Site is PlaceUnknown with no reason.
type Site struct {
	Place Place
	// Why is the reason that goes with the place: the handler kind ("in a
	// tool handler"), the kind of script ("in a CLI: a person can
	// interrupt"), test or test support code.
	Why string
}

// SiteOf returns where node n of f runs (PlaceOf) and the words for it.
// Settings may be nil.
func SiteOf(f *model.File, n *model.Node, s *model.Settings) Site {
	switch pl := PlaceOf(f, n, s); pl {
	case PlaceTest:
		if isSupportPath(f.Path) && !inDirs(f.Path, testDirs) {
			return Site{pl, "in test support code (a mock or test helper)"}
		}
		return Site{pl, "in a test"}
	case PlaceScript:
		return Site{pl, scriptWhy(f)}
	case PlaceBrowser:
		return Site{pl, "in browser code: a tab waits, no server resource is held"}
	case PlaceHandler:
		return Site{pl, handlerWords[f.HandlerOf(n)]}
	default:
		return Site{}
	}
}

// HandlerSite is the Site of a call in a handler of kind h.
func HandlerSite(h model.HandlerKind) Site { return Site{PlaceHandler, handlerWords[h]} }

// Of returns the impact of a finding of a rule whose default is def at a
// call that runs at s and waits on w, as the package's Of does.
func (s Site) Of(def model.Severity, w model.Wait) model.Impact {
	if w == model.WaitDiskSmall {
		return model.Impact{Severity: model.SeverityLow, Why: "a local file operation takes milliseconds"}
	}
	switch s.Place {
	case PlaceTest:
		return model.Impact{Severity: model.SeverityLow, Why: s.Why}
	case PlaceScript:
		if w != model.WaitProcess {
			return model.Impact{Severity: model.SeverityLow, Why: s.Why}
		}
	case PlaceBrowser:
		if w == model.WaitRemote {
			return model.Impact{Severity: model.SeverityLow, Why: s.Why}
		}
	case PlaceHandler:
		return model.Impact{Severity: def, Why: s.Why}
	}
	return model.Impact{Severity: def, Why: ""}
}

// Impact sets the severity of the finding reported last to im.Severity and
// adds im.Why to its message as " (low: in a CLI: a person can interrupt)";
// a Why-less impact changes the severity only. A severity the configuration
// set for the rule (Rule.SeverityConfigured) is kept. It does nothing when
// the pass has reported nothing.
func Apply(p *model.Pass, im model.Impact) {
	if len(p.Findings) == 0 {
		return
	}
	last := &p.Findings[len(p.Findings)-1]
	if p.Rule.SeverityConfigured {
		im.Severity = last.Severity // the configured severity stands; the reason is still worth saying
	}
	if im.Severity != model.SeverityNone {
		last.Severity = im.Severity
	}
	if im.Why != "" {
		last.Message = WithImpact(last.Message, im)
	}
}

// WithImpact returns msg followed by the severity and its reason,
// "msg (low: in a CLI: a person can interrupt)".
func WithImpact(msg string, im model.Impact) string {
	if im.Why == "" {
		return msg
	}
	return msg + " (" + im.Severity.String() + ": " + im.Why + ")"
}

// testDirs are folders that hold tests and their fixtures, or test support
// code: mocks, fakes and test utilities, which only tests call.
var testDirs = map[string]bool{"test": true, "tests": true, "__tests__": true, "e2e": true,
	"integtests": true, "integration-tests": true, "integration_tests": true, "e2e_tests": true, "e2e-tests": true}

// testRunners are the names (before the first dot) of the scripts that run
// a project's tests (run-tests.js spawning jest, run_tests.py), as Jest and
// pytest projects name them: test code, never reached from a tool.
var testRunners = map[string]bool{"run-tests": true, "run_tests": true, "runtests": true, "run-test": true, "test-runner": true, "test_runner": true}

// TestPathGlobs returns git glob pathspecs (from the repository's top
// folder: "**/*_test.go", "**/tests/**") whose every match IsTestPath
// reports: a search for the files a scan reads beyond its own (diff mode's
// anchors and importers, which drop test paths) can leave them out unread.
// They are a subset of IsTestPath (no mock by its name, no test runner):
// the file name patterns, then the test and support folders sorted; each
// call returns a new slice.
func TestPathGlobs() []string {
	out := []string{"**/*_test.go", "**/test_*", "**/*_test.py", "**/*.test.*", "**/*.spec.*", "**/conftest.py"}
	var dirs []string
	for _, m := range []map[string]bool{testDirs, supportDirs} {
		for d := range m {
			dirs = append(dirs, "**/"+d+"/**")
		}
	}
	sort.Strings(dirs)
	return append(out, dirs...)
}

// supportDirs are folders of test support code: mocks, fakes and test
// utilities, which only tests call.
var supportDirs = map[string]bool{"mock": true, "mocks": true, "__mocks__": true, "__fixtures__": true, "fake": true, "fakes": true,
	"testutil": true, "testutils": true, "testhelpers": true, "testing": true,
	"test-utils": true, "test_utils": true, "test-helpers": true, "test_helpers": true, "test-support": true}

// isMockName reports a file or folder name that by its name is a mock: Go's
// convention names a package of test doubles after what it mocks
// (githubv4mock, gomock's mock_foo.go, foo_mock.go), as mockery and gomock
// generate them.
func isMockName(name string) bool {
	name = strings.TrimSuffix(strings.TrimSuffix(name, ".go"), ".py")
	return strings.HasSuffix(name, "mock") || strings.HasSuffix(name, "mocks") ||
		strings.HasPrefix(name, "mock_") || strings.HasSuffix(name, "_mock")
}

// IsTestPath reports whether path is a test file (foo_test.go, test_foo.py,
// foo_test.py, conftest.py, foo.test.ts, foo.spec.js), test support code (a
// mock by its name: mock_foo.go, foo_mock.go, a githubv4mock/ package; a
// mocks/, fakes/ or testutil/ folder) or lies in a test folder (test/,
// tests/, __tests__/, e2e/; not testdata/, where this project's own fixtures
// live). Issue 21's blind set had an RC101 on the http.Client of a GraphQL
// mock package judged false at medium. The default
// configuration excludes most of these from a scan; a configuration that
// scans them gets their findings at low severity.
func IsTestPath(path string) bool {
	base := path[strings.LastIndex(path, "/")+1:]
	if strings.HasSuffix(base, "_test.go") || strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") ||
		strings.Contains(base, ".test.") || strings.Contains(base, ".spec.") || base == "conftest.py" {
		return true
	}
	if stem, _, _ := strings.Cut(base, "."); testRunners[stem] || stem != base && strings.HasPrefix(stem, "test-") && base == path {
		return true // run-tests.js anywhere; test-db.js, test-connection.mjs at the repository root
	}
	return isSupportPath(path) || inDirs(path, testDirs)
}

// isSupportPath reports test support code: a mock by its name (mock_foo.go,
// foo_mock.py) or a file under a supportDirs folder or a folder named as a
// mock (githubv4mock/).
func isSupportPath(path string) bool {
	base := path[strings.LastIndex(path, "/")+1:]
	if (strings.HasSuffix(base, ".go") || strings.HasSuffix(base, ".py")) && isMockName(base) {
		return true
	}
	return inDirs(path, supportDirs) || inDirsFunc(path, isMockName)
}

// inDirs reports whether a folder of path is named in dirs.
func inDirs(path string, dirs map[string]bool) bool {
	return inDirsFunc(path, func(seg string) bool { return dirs[seg] })
}

// inDirsFunc reports whether match holds for a folder of path.
func inDirsFunc(path string, match func(string) bool) bool {
	dir := ""
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		dir = path[:i]
	}
	for rest := dir; rest != ""; {
		seg, tail, _ := strings.Cut(rest, "/")
		if match(seg) {
			return true
		}
		rest = tail
	}
	return false
}

// ImpactSince applies the file-level impact (a script, browser code, a test:
// ImpactOf with no node, so no handler reason) to the findings the pass
// reported from index from on: for findings reported where no node is at
// hand, such as ReportBoundGaps's library-row findings.
func Since(p *model.Pass, from int, w model.Wait) {
	im := Of(p.File, p.Rule.Severity, nil, w, p.Settings)
	for i := from; i < len(p.Findings); i++ {
		f := &p.Findings[i]
		sev := im.Severity
		if p.Rule.SeverityConfigured {
			sev = f.Severity
		}
		f.Severity = sev
		f.Message = WithImpact(f.Message, model.Impact{Severity: sev, Why: im.Why})
	}
}

// GoTestSuite reports a Go file that is a test suite by its content though
// not by its name (cmd/security/security_tests.go): it imports "testing" and
// declares a top-level func TestX(t *testing.T), which only `go test` calls
// (CodeQL's Go test-code classification counts such files as tests too).
func GoTestSuite(f *model.File) bool {
	if f.Lang != model.LangGo || !f.Contains(`"testing"`) || !f.Contains("*testing.T)") {
		return false
	}
	root := f.Root
	for i := 0; i < int(root.NamedChildCount()); i++ {
		st := root.NamedChild(i)
		if st.Sym() != model.SymFunctionDeclaration {
			continue
		}
		name, params := f.Text(st.ChildByFieldName("name")), f.Text(st.ChildByFieldName("parameters"))
		if strings.HasPrefix(name, "Test") && strings.HasSuffix(params, "*testing.T)") {
			return true
		}
	}
	return false
}

// LambdaEntry reports a Python file that is an AWS Lambda function of its
// own: a top-level `def handler(event, context)` or `def
// lambda_handler(event, context)` (the runtime's entry signature) and no MCP
// server in the file. The function's configured timeout (at most 900 s)
// ends every invocation, and such a file (a CloudFormation custom resource
// answering its pre-signed ResponseURL at deploy time) serves no tool; it
// is judged as a script, as Semgrep's default ignores leave deployment code
// apart from the application's.
func LambdaEntry(f *model.File) bool {
	if f.Lang != model.LangPython || !f.Contains("(event, context)") || f.Contains("FastMCP") || f.Contains("mcp.server") {
		return false
	}
	root := f.Root
	for i := 0; i < int(root.NamedChildCount()); i++ {
		st := root.NamedChild(i)
		if st.Sym() == model.SymDecoratedDefinition || st.Sym() != model.SymFunctionDefinition {
			continue
		}
		if name := f.Text(st.ChildByFieldName("name")); (name == "handler" || name == "lambda_handler") && f.Text(st.ChildByFieldName("parameters")) == "(event, context)" {
			return true
		}
	}
	return false
}
