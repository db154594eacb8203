package annotate

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/resilience-check/resilience-check/checks"
)

// render runs a writer on r and returns its output.
func render(t *testing.T, w func(io.Writer, *Report) error, r *Report) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := w(&b, r); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// schema compiles a JSON schema kept in testdata/schemas (provenance in
// testdata/README.md).
func schema(t *testing.T, name string) *jsonschema.Schema {
	t.Helper()
	sch, err := jsonschema.NewCompiler().Compile(filepath.Join("testdata", "schemas", name))
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

func TestFormatsGolden(t *testing.T) {
	for name, w := range map[string]func(io.Writer, *Report) error{
		"report.rdjson": WriteRDJSON, "report.rdjsonl": WriteRDJSONL, "report.gitlab.json": WriteGitLab,
		"report.junit.xml": WriteJUnit, "report.checkstyle.xml": WriteCheckstyle,
	} {
		golden(t, name, render(t, w, sampleReport()))
	}
}

// rdDiag mirrors reviewdog.proto's Diagnostic in its JSON names, for a
// strict decode: a field reviewdog does not know fails the test.
type rdDiag struct {
	Message  string `json:"message"`
	Severity string `json:"severity"`
	Source   *struct {
		Name string `json:"name"`
		URL  string `json:"url"`
	} `json:"source"`
	Code struct {
		Value string `json:"value"`
		URL   string `json:"url"`
	} `json:"code"`
	Location struct {
		Path  string  `json:"path"`
		Range rdRange `json:"range"`
	} `json:"location"`
	Suggestions []rdSuggestion `json:"suggestions"`
}

func strictDecode(t *testing.T, b []byte, v any) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("decode %.200s: %v", b, err)
	}
}

// TestRDJSONSchema: rdjson validates against reviewdog's DiagnosticResult
// schema and every rdjsonl line against its Diagnostic schema; both carry
// exactly the reported findings, with rdformat's severities and UTF-8 byte
// columns.
func TestRDJSONSchema(t *testing.T) {
	r := sampleReport()
	// A non-ASCII line: rdformat counts bytes where the finding counts code points.
	r.Findings[1].LineText = "        é = time.sleep("
	r.Findings[1].StartLine, r.Findings[1].EndLine, r.Findings[1].StartCol, r.Findings[1].EndCol = 40, 40, 13, 23
	reported := r.Reported()

	doc := render(t, WriteRDJSON, r)
	if err := validate(t, schema(t, "rdjson-DiagnosticResult.json"), doc); err != nil {
		t.Fatalf("rdjson does not validate: %v\n%s", err, doc)
	}
	var res struct {
		Source struct {
			Name string `json:"name"`
			URL  string `json:"url"`
		} `json:"source"`
		Diagnostics []rdDiag `json:"diagnostics"`
	}
	strictDecode(t, doc, &res)
	if res.Source.Name != "resilience-check" || len(res.Diagnostics) != len(reported) {
		t.Fatalf("source %q with %d diagnostics, want resilience-check with %d", res.Source.Name, len(res.Diagnostics), len(reported))
	}
	sevs := map[checks.Severity]string{checks.SeverityHigh: "ERROR", checks.SeverityMedium: "WARNING", checks.SeverityLow: "INFO"}
	for i, d := range res.Diagnostics {
		f := reported[i]
		if d.Code.Value != f.RuleID || d.Severity != sevs[f.Severity] || d.Location.Path != f.Path || d.Location.Range.Start.Line != f.StartLine {
			t.Errorf("diagnostic %d = %+v, want %s %s at %s:%d", i, d, f.RuleID, sevs[f.Severity], f.Path, f.StartLine)
		}
	}
	if s := res.Diagnostics[1].Location.Range; s.Start.Column != 14 || s.End == nil || s.End.Column != 24 {
		t.Errorf("range on a line with é: %+v, want columns 14..24 (UTF-8 bytes)", s)
	}

	lines := bytes.Split(bytes.TrimSuffix(render(t, WriteRDJSONL, r), []byte("\n")), []byte("\n"))
	sch := schema(t, "rdjsonl-Diagnostic.json")
	if len(lines) != len(reported) {
		t.Fatalf("%d rdjsonl lines, want %d", len(lines), len(reported))
	}
	for i, l := range lines {
		if err := validate(t, sch, l); err != nil {
			t.Errorf("rdjsonl line %d does not validate: %v", i+1, err)
		}
		var d rdDiag
		strictDecode(t, l, &d)
		if d.Source == nil || d.Source.Name != "resilience-check" || d.Code.Value != reported[i].RuleID {
			t.Errorf("rdjsonl line %d: %+v", i+1, d)
		}
	}
	if got := render(t, WriteRDJSONL, &Report{}); len(got) != 0 {
		t.Errorf("no findings: rdjsonl %q, want nothing", got)
	}
}

// TestRDJSONSuggestionsApply: the suggestions of a real scan, applied the
// way reviewdog applies a linewise range (lines start..end, without the last
// line break, replaced by the text), give a file in which the rule finds
// nothing the fixes addressed: each suggestion is the safe fix.
func TestRDJSONSuggestionsApply(t *testing.T) {
	var rule *checks.Rule
	for _, r := range checks.Rules() {
		if r.ID == "RC101" {
			rule = r
		}
	}
	scan := func(src []byte) []checks.Finding {
		res, err := (&checks.Engine{Rules: []*checks.Rule{rule}, Workers: 1}).Scan(context.Background(),
			[]checks.Input{{Path: "client.py", Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}})
		if err != nil {
			t.Fatal(err)
		}
		for i := range res.Findings {
			res.Findings[i].InDiff = true
		}
		return res.Findings
	}
	src, err := os.ReadFile("../checks/rc101/testdata/requests.py")
	if err != nil {
		t.Fatal(err)
	}
	before := scan(src)
	var res struct{ Diagnostics []rdDiag }
	json.Unmarshal(render(t, WriteRDJSON, &Report{Findings: before}), &res)
	var sugs []rdSuggestion
	safe := 0
	for _, f := range before {
		if f.Autofix != nil && f.Autofix.Applicability == checks.FixSafe {
			safe++
		}
	}
	for _, d := range res.Diagnostics {
		sugs = append(sugs, d.Suggestions...)
	}
	if safe == 0 || len(sugs) != safe {
		t.Fatalf("%d suggestions for %d safe fixes (want equal, at least one)", len(sugs), safe)
	}
	// Apply bottom-up, skipping any that overlaps one already applied.
	sort.Slice(sugs, func(i, j int) bool { return sugs[i].Range.Start.Line > sugs[j].Range.Start.Line })
	lines := strings.Split(string(src), "\n")
	lowest := len(lines) + 1
	applied := 0
	for _, s := range sugs {
		if s.Range.Start.Column != 0 || s.Range.End == nil || s.Range.End.Column != 0 {
			t.Fatalf("suggestion range %+v is not linewise", s.Range)
		}
		if s.Range.End.Line >= lowest {
			continue
		}
		a, b := s.Range.Start.Line-1, s.Range.End.Line
		lines = slices.Concat(lines[:a], strings.Split(s.Text, "\n"), lines[b:])
		lowest = s.Range.Start.Line
		applied++
	}
	after := scan([]byte(strings.Join(lines, "\n")))
	left := 0
	for _, f := range after {
		if f.Autofix != nil && f.Autofix.Applicability == checks.FixSafe {
			left++
		}
	}
	if left != safe-applied {
		t.Errorf("after applying %d of %d suggestions, %d safely fixable findings remain, want %d", applied, safe, left, safe-applied)
	}
}

// TestGitLabCodeQuality parses the report as GitLab does
// (Gitlab::Ci::Parsers::Codequality::CodeClimate): a JSON array whose
// entries must each validate against GitLab's codeclimate.json schema (the
// first invalid one stops the parse) and are kept by fingerprint, so every
// reported finding must survive with its own fingerprint; severities are on
// GitLab's scale.
func TestGitLabCodeQuality(t *testing.T) {
	r := sampleReport()
	// Two identical lines in one file: one fingerprint in SARIF terms, two issues here.
	twin := r.Findings[0]
	twin.StartLine, twin.EndLine = 30, 30
	r.Findings = append(r.Findings, twin)
	doc := render(t, WriteGitLab, r)
	var issues []json.RawMessage
	if err := json.Unmarshal(doc, &issues); err != nil {
		t.Fatalf("not a JSON array: %v", err)
	}
	sch := schema(t, "gitlab-codeclimate.json")
	kept := map[string]map[string]any{}
	for i, raw := range issues {
		if err := validate(t, sch, raw); err != nil {
			t.Fatalf("issue %d is invalid for GitLab, which stops reading the report there: %v", i, err)
		}
		var m map[string]any
		json.Unmarshal(raw, &m)
		kept[m["fingerprint"].(string)] = m
		if !slices.Contains([]string{"info", "minor", "major", "critical", "blocker"}, m["severity"].(string)) || m["check_name"] == "" || m["type"] != "issue" {
			t.Errorf("issue %d: severity %v, check_name %v, type %v", i, m["severity"], m["check_name"], m["type"])
		}
	}
	if n := len(r.Reported()); len(issues) != n || len(kept) != n {
		t.Errorf("%d issues, %d distinct fingerprints; want %d reported findings, all kept", len(issues), len(kept), n)
	}
	if got := strings.TrimSpace(string(render(t, WriteGitLab, &Report{}))); got != "[]" {
		t.Errorf("no findings: %q, want []", got)
	}
}

// xmlNode is a generic XML element tree.
type xmlNode struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Nodes   []xmlNode  `xml:",any"`
	Text    string     `xml:",chardata"`
}

func (n xmlNode) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func parseXML(t *testing.T, b []byte) xmlNode {
	t.Helper()
	var root xmlNode
	if err := xml.Unmarshal(b, &root); err != nil {
		t.Fatalf("not XML: %v\n%s", err, b)
	}
	return root
}

// TestJUnit reads the report as GitLab's JUnit parser
// (Gitlab::Ci::Parsers::Test::Junit) does: one top-level <testsuites>,
// test cases inside its <testsuite> elements, a case with a <failure> is
// failed; and with the attributes Jenkins' schema requires (testsuite name
// and tests, testcase name and classname) and counts that add up.
func TestJUnit(t *testing.T) {
	r := sampleReport()
	root := parseXML(t, render(t, WriteJUnit, r))
	if root.XMLName.Local != "testsuites" {
		t.Fatalf("root <%s>, want <testsuites>", root.XMLName.Local)
	}
	failed, total := 0, 0
	var names []string
	for _, s := range root.Nodes {
		if s.XMLName.Local != "testsuite" || s.attr("name") == "" || s.attr("tests") == "" {
			t.Fatalf("<%s name=%q tests=%q>, want a named testsuite with tests", s.XMLName.Local, s.attr("name"), s.attr("tests"))
		}
		for _, c := range s.Nodes {
			if c.XMLName.Local != "testcase" || c.attr("name") == "" || c.attr("classname") == "" {
				t.Fatalf("<%s> in a testsuite, want testcase with name and classname", c.XMLName.Local)
			}
			total++
			names = append(names, c.attr("name"))
			for _, f := range c.Nodes {
				if f.XMLName.Local == "failure" {
					failed++
					if f.attr("message") == "" || f.attr("type") == "" {
						t.Errorf("failure without message or type in %s", c.attr("name"))
					}
				}
			}
		}
	}
	if n := len(r.Reported()); failed != n || total != n || root.attr("failures") != "3" || root.attr("tests") != "3" {
		t.Errorf("%d failed of %d cases (root tests=%s failures=%s), want %d of %d", failed, total, root.attr("tests"), root.attr("failures"), n, n)
	}
	if names[0] != "RC101 app/client.py:12:12" {
		t.Errorf("first case %q", names[0])
	}
	empty := parseXML(t, render(t, WriteJUnit, &Report{}))
	if len(empty.Nodes) != 1 || len(empty.Nodes[0].Nodes) != 1 || len(empty.Nodes[0].Nodes[0].Nodes) != 0 || empty.attr("failures") != "0" {
		t.Errorf("no findings: want one passing test case, got %+v", empty)
	}
}

// TestCheckstyle reads the report with the element and attribute names of
// reviewdog's checkstyle parser (parser.CheckStyleResult: checkstyle/file
// name/error line column severity message source) and nothing else.
func TestCheckstyle(t *testing.T) {
	r := sampleReport()
	root := parseXML(t, render(t, WriteCheckstyle, r))
	if root.XMLName.Local != "checkstyle" || root.attr("version") == "" {
		t.Fatalf("root <%s version=%q>", root.XMLName.Local, root.attr("version"))
	}
	var got []string
	for _, f := range root.Nodes {
		if f.XMLName.Local != "file" || f.attr("name") == "" {
			t.Fatalf("<%s> under checkstyle, want <file name>", f.XMLName.Local)
		}
		for _, e := range f.Nodes {
			if e.XMLName.Local != "error" {
				t.Fatalf("<%s> in a file, want <error>", e.XMLName.Local)
			}
			for _, a := range e.Attrs {
				if !slices.Contains([]string{"line", "column", "severity", "message", "source"}, a.Name.Local) {
					t.Errorf("attribute %s is not one reviewdog reads", a.Name.Local)
				}
			}
			if !slices.Contains([]string{"error", "warning", "info"}, e.attr("severity")) {
				t.Errorf("severity %q", e.attr("severity"))
			}
			got = append(got, f.attr("name")+":"+e.attr("line")+":"+e.attr("column")+" "+e.attr("severity")+" "+e.attr("source"))
		}
	}
	want := []string{"app/client.py:12:12 warning resilience-check.RC101", "app/client.py:40:9 error resilience-check.RC201",
		"web/api.ts:21:3 info resilience-check.RC301"}
	if !slices.Equal(got, want) {
		t.Errorf("errors %v, want %v", got, want)
	}
}
