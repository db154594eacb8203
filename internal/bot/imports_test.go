package bot

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/summary"
	"github.com/resilience-check/resilience-check/ghclient/ghfake"
)

// importsRepo is a TypeScript repository whose handler file calls a
// process wrapper and a request helper in files it imports, one of which
// imports a third; src/other.ts is imported by nobody.
var importsRepo = map[string]string{
	"src/util/kube.ts": "import { execFileSync } from \"child_process\";\nexport function kubectl(args: string[]) {\n  return execFileSync(\"kubectl\", args).toString();\n}\n",
	"src/api.ts":       "import { base } from \"./base\";\nexport async function request(path: string, init?: RequestInit) {\n  return base(path, init);\n}\n",
	"src/base.ts":      "export async function base(path: string, init?: RequestInit) {\n  return fetch(\"https://api.example.com\" + path, init);\n}\n",
	"src/other.ts":     "export async function other() {\n  return fetch(\"https://example.com\");\n}\n",
}

// toolsTS is the changed file: version v adds handler v.
func toolsTS(v int) string {
	s := "import { kubectl } from \"./util/kube.js\";\nimport { request } from \"./api\";\n"
	for i := 1; i <= v; i++ {
		s += fmt.Sprintf("\nexport async function nodes%d() {\n  await request(\"/nodes/%d\");\n  return kubectl([\"get\", \"nodes\"]);\n}\n", i, i)
	}
	return s
}

// addImportsPR gives the fake pull request number at head: files at head
// (the whole tree), of which changed are listed as added by the PR.
func (h *harness) addImportsPR(number int, head string, files map[string]string, changed ...string) {
	h.fake.Lock()
	var list []ghfake.File
	for _, p := range changed {
		list = append(list, ghfake.File{Filename: p, Status: "added", Patch: addedPatch(files[p]), Additions: strings.Count(files[p], "\n")})
	}
	h.fake.PRFiles[number] = list
	h.fake.Pulls = append(h.fake.Pulls, ghfake.Pull{Number: number, HeadSHA: head, BaseSHA: prBase, ChangedFiles: len(list)})
	h.fake.Unlock()
	for p, s := range files {
		h.fake.SetContent(head, p, []byte(s))
	}
}

// review delivers a synchronize of pull request number at head, waits for
// its check run, and returns it with its annotations as "path:line" sorted.
func (h *harness) review(number int, head string) (*ghfake.CheckRun, []string) {
	h.t.Helper()
	if st, res := h.deliver("pull_request", "d-"+head, prPayload(h.t, "synchronize", number, head)); st != 202 || res != "queued" {
		h.t.Fatalf("delivery: %d %s", st, res)
	}
	h.waitFor(20*time.Second, "the review of "+head, func() bool { return h.completedOn(head) })
	h.idle(10 * time.Second)
	runs := h.fake.CheckRunsOn(head)
	h.fake.Lock()
	defer h.fake.Unlock()
	cr := runs[len(runs)-1]
	var got []string
	for _, a := range cr.Annotations {
		got = append(got, fmt.Sprintf("%s:%d", a.Path, a.StartLine))
	}
	sort.Strings(got)
	return cr, got
}

// realRules makes the bot run the rules the repository's config selects.
func realRules(c *Config, o *Options) { o.Rules = nil }

// The bot reads what the changed file imports at the head commit (one tree
// request, one blob request per file the summaries need, none for files
// nobody calls) and reports the calls into them on the changed lines, with
// the chain. The next push to the same pull request finds the summaries in
// the cache: no blob is fetched again, and the findings are the same.
func TestBotReadsImportsAndCachesSummaries(t *testing.T) {
	testImportsCached(t, realRules)
}

// The same with the queue and the cache in PostgreSQL.
func TestPostgresImportsCached(t *testing.T) {
	dbURL := freshDatabase(t)
	testImportsCached(t, func(c *Config, o *Options) { realRules(c, o); c.DatabaseURL = dbURL })
}

func testImportsCached(t *testing.T, mod func(*Config, *Options)) {
	h := newHarness(t, "", 1, mod)
	files := map[string]string{"src/tools.ts": toolsTS(1)}
	for p, s := range importsRepo {
		files[p] = s
	}
	const n = 41
	head1, head2 := headOf(4101), headOf(4102)
	h.addImportsPR(n, head1, files, "src/tools.ts")
	h.start()
	cr, got := h.review(n, head1)
	// request() -> base() -> fetch() (RC101); kubectl() -> execFileSync()
	// (RC102 and RC201)
	want := []string{"src/tools.ts:5", "src/tools.ts:6", "src/tools.ts:6"}
	if fmt.Sprint(got) != fmt.Sprint(want) || cr.Conclusion != "failure" {
		t.Fatalf("first push: %s, annotations %v, want failure with %v; summary:\n%s", cr.Conclusion, got, want, cr.Summary)
	}
	// messages are the annotations of the first handler, as sent.
	messages := func(cr *ghfake.CheckRun) string {
		h.fake.Lock()
		defer h.fake.Unlock()
		var out []string
		for _, a := range cr.Annotations {
			if a.StartLine <= 6 {
				out = append(out, fmt.Sprintf("%d:%d-%d:%s:%s", a.StartLine, a.StartColumn, a.EndColumn, a.Title, a.Message))
			}
		}
		sort.Strings(out)
		return strings.Join(out, "\n")
	}
	first := messages(cr)
	chain := strings.Contains(first, "kubectl() -> child_process.execFileSync() (src/util/kube.ts:3)")
	if !chain {
		t.Errorf("no annotation names the chain into src/util/kube.ts")
	}
	blobs1 := h.fake.Count("GET", `/git/blobs/`)
	if trees := h.fake.Count("GET", `/git/trees/`); trees != 1 || blobs1 != 3 {
		t.Errorf("first push: %d tree and %d blob requests, want 1 and 3 (api.ts, base.ts, kube.ts)", trees, blobs1)
	}
	if c, err := h.bot.q.summaries().count(context.Background()); err != nil || c != 3 {
		t.Errorf("cache holds %d summaries (%v), want 3", c, err)
	}

	files["src/tools.ts"] = toolsTS(2)
	h.addImportsPR(n, head2, files, "src/tools.ts")
	cr, got = h.review(n, head2)
	want = []string{"src/tools.ts:10", "src/tools.ts:11", "src/tools.ts:11", "src/tools.ts:5", "src/tools.ts:6", "src/tools.ts:6"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("second push: annotations %v, want %v", got, want)
	}
	if second := messages(cr); second != first {
		t.Errorf("the first handler's annotations differ with the cached summaries:\n%s\nwant\n%s", second, first)
	}
	if blobs := h.fake.Count("GET", `/git/blobs/`) - blobs1; blobs != 0 {
		t.Errorf("second push fetched %d blobs, want 0: the summaries are cached", blobs)
	}
	if !strings.Contains(h.logs.String(), `"summaries_cached":3`) {
		t.Errorf("log lacks summaries_cached 3")
	}
	m := h.metrics()
	for _, want := range []string{`resilience_bot_import_summaries_total{source="cache"} 3`, `resilience_bot_import_summaries_total{source="fetched"} 3`} {
		if !strings.Contains(m, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}

// A blob GitHub cannot serve (404, or 5xx past the transport's retries on
// every attempt) leaves the calls into that file unjudged with a notice:
// the check run is incomplete (neutral), never green, and the other
// imports still count. A transient failure is retried with the attempt.
func TestBotImportBlobFailures(t *testing.T) {
	for _, tc := range []struct {
		name           string
		status, times  int
		wantConclusion string
		wantNotice     bool
	}{
		{"missing", 404, 0, "failure", true},
		{"transient", 502, 3, "failure", false}, // one attempt's retries, then the next attempt reads it
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, "", 1, realRules)
			files := map[string]string{"src/tools.ts": toolsTS(1)}
			for p, s := range importsRepo {
				files[p] = s
			}
			head := headOf(4200)
			h.addImportsPR(42, head, files, "src/tools.ts")
			h.fake.Fail("GET", "/git/blobs/"+ghfake.BlobSHA([]byte(importsRepo["src/util/kube.ts"])), tc.times, tc.status, nil, "")
			h.start()
			cr, got := h.review(42, head)
			wantAnn := "[src/tools.ts:5 src/tools.ts:6 src/tools.ts:6]"
			if tc.wantNotice {
				wantAnn = "[src/tools.ts:5]"
			}
			if fmt.Sprint(got) != wantAnn || cr.Conclusion != tc.wantConclusion {
				t.Errorf("%s with annotations %v, want %s with %s", cr.Conclusion, got, tc.wantConclusion, wantAnn)
			}
			noticed := strings.Contains(cr.Title, "incomplete") && strings.Contains(cr.Summary, "src/util/kube.ts")
			if noticed != tc.wantNotice {
				t.Errorf("incomplete notice on src/util/kube.ts: %v, want %v; title %q summary:\n%s", noticed, tc.wantNotice, cr.Title, cr.Summary)
			}
		})
	}
}

// Past checks.MaxContextFiles imported files the rest are not read, each
// with an incomplete notice: the review is neutral, not green, even with no
// finding.
func TestBotImportsCapped(t *testing.T) {
	h := newHarness(t, "", 1, realRules)
	files := map[string]string{}
	var handler strings.Builder
	total := checks.MaxContextFiles + 5
	for i := 0; i < total; i++ {
		fmt.Fprintf(&handler, "from svc.m%03d import f%03d\n", i, i)
		files[fmt.Sprintf("svc/m%03d.py", i)] = fmt.Sprintf("def f%03d():\n    return %d\n", i, i)
	}
	handler.WriteString("\n\nasync def handle():\n")
	for i := 0; i < total; i++ {
		fmt.Fprintf(&handler, "    f%03d()\n", i)
	}
	files["svc/handler.py"] = handler.String()
	files["svc/__init__.py"] = ""
	head := headOf(4300)
	h.addImportsPR(43, head, files, "svc/handler.py")
	h.start()
	cr, got := h.review(43, head)
	if len(got) != 0 || cr.Conclusion != "neutral" || !strings.Contains(cr.Title, "incomplete") {
		t.Errorf("%s %q with annotations %v, want neutral and incomplete without findings", cr.Conclusion, cr.Title, got)
	}
	if blobs := h.fake.Count("GET", `/git/blobs/`); blobs != checks.MaxContextFiles {
		t.Errorf("%d blobs fetched, want %d", blobs, checks.MaxContextFiles)
	}
	if !strings.Contains(cr.Summary, fmt.Sprintf("over %d imported files", checks.MaxContextFiles)) {
		t.Errorf("summary lacks the cap notice:\n%s", cr.Summary)
	}
}

// A pull request that changes only a helper (kubectl() goes from an async
// execFile with a timeout to execFileSync without one) is reported on the
// helper's changed line, never on its unchanged callers (src/tools.ts is
// not in the pull request). The CLI's diff mode also reports there the
// callers' new exposure (internal/scan TestDiffModeHelperChange: RC201
// naming src/tools.ts); the bot does not look for the files that import a
// changed one (that needs every blob of the tree) and says so.
func TestBotHelperChange(t *testing.T) {
	h := newHarness(t, "", 1, realRules)
	head := headOf(4400)
	files := map[string]string{
		"src/util/kube.ts": importsRepo["src/util/kube.ts"],
		"src/tools.ts":     "import { kubectl } from \"./util/kube.js\";\n\nexport async function pods() {\n  return kubectl([\"get\", \"pods\"]);\n}\n",
	}
	h.addImportsPR(44, head, files)
	h.fake.Lock()
	h.fake.PRFiles[44] = []ghfake.File{{Filename: "src/util/kube.ts", Status: "modified", Additions: 2, Deletions: 2,
		Patch: "@@ -1,4 +1,4 @@\n-import { execFile } from \"child_process\";\n+import { execFileSync } from \"child_process\";\n export function kubectl(args: string[]) {\n-  return execFile(\"kubectl\", args, { timeout: 10000 });\n+  return execFileSync(\"kubectl\", args).toString();\n }"}}
	h.fake.Unlock()
	h.start()
	cr, got := h.review(44, head)
	if fmt.Sprint(got) != "[src/util/kube.ts:3]" {
		t.Errorf("annotations %v, want the helper's changed line only; summary:\n%s", got, cr.Summary)
	}
	// The bot reads what the change imports, not the files that import it:
	// it says it did not look for the callers a blocking helper exposes.
	if !strings.Contains(cr.Summary, "kubectl() blocks the thread; the files that call it were not looked for") {
		t.Errorf("summary does not say the callers were not looked for:\n%s", cr.Summary)
	}
}

// A tree GitHub lists only in part (over its listing limit), or cannot
// list at all for a reason a retry would not change, is said in the run
// notes; the files not listed stay unknown (their calls are not judged).
func TestBotTreeCutOrRefused(t *testing.T) {
	for _, tc := range []struct {
		name, note string
		cut        int
		status     int
	}{
		{"truncated", "over GitHub's listing limit", 3, 0},
		{"refused", "the repository tree could not be listed: 409", 0, 409},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, "", 1, realRules)
			files := map[string]string{"src/tools.ts": toolsTS(1)}
			for p, s := range importsRepo {
				files[p] = s
			}
			head := headOf(4500)
			h.addImportsPR(45, head, files, "src/tools.ts")
			h.fake.MaxTreeEntries = tc.cut // src/api.ts, src/base.ts, src/other.ts
			if tc.status != 0 {
				h.fake.Fail("GET", "/git/trees/", 0, tc.status, nil, "")
			}
			h.start()
			cr, got := h.review(45, head)
			want := "[src/tools.ts:5]" // request() -> base() -> fetch() is listed; kube.ts is not
			if tc.status != 0 {
				want = "[]"
			}
			if fmt.Sprint(got) != want || !strings.Contains(cr.Summary, tc.note) {
				t.Errorf("annotations %v, want %s; summary lacks %q:\n%s", got, want, tc.note, cr.Summary)
			}
		})
	}
}

// The stored form of a summary gives back the summary, less the text of
// its calls' lines.
func TestSummaryEncoding(t *testing.T) {
	files := map[string]string{"src/tools.ts": toolsTS(2)}
	for p, s := range importsRepo {
		files[p] = s
	}
	var kept []*summary.File
	src := &checks.Source{
		Has:  func(p string) bool { _, ok := files[p]; return ok },
		Read: func(p string) ([]byte, error) { return []byte(files[p]), nil },
		Keep: func(p string, f *summary.File) {
			b, err := encodeSummary(f)
			if err != nil {
				t.Fatal(err)
			}
			g, err := decodeSummary(b)
			if err != nil {
				t.Fatal(err)
			}
			want := *f
			want.Calls = append([]summary.Call(nil), f.Calls...)
			for i := range want.Calls {
				want.Calls[i].LineText = ""
			}
			wj, _ := json.Marshal(&want)
			gj, _ := json.Marshal(g)
			if string(wj) != string(gj) {
				t.Errorf("%s decodes as\n%s\nwant\n%s", p, gj, wj)
			}
			kept = append(kept, g)
		},
	}
	b := []byte(files["src/tools.ts"])
	e := &checks.Engine{Workers: 1, Repo: src}
	if _, err := e.Scan(context.Background(), []checks.Input{{Path: "src/tools.ts", Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }}}); err != nil {
		t.Fatal(err)
	}
	if len(kept) != 3 || len(kept[0].Calls) == 0 {
		t.Errorf("%d summaries kept, want 3 with calls", len(kept))
	}
}
