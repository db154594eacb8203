package checks

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
)

// callRule reports every call expression, so suppression can be tested
// independently of the real rules.
var callRule = &Rule{ID: "RC101", Name: "test-calls", Severity: SeverityMedium, CWE: 400, Checklist: ItemTimeouts,
	Languages: []Language{LangPython, LangJavaScript, LangTypeScript, LangGo},
	Check: func(p *Pass) {
		model.Walk(p.File.Root, func(n *model.Node) bool {
			if n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression {
				p.Report(n, "call", "")
			}
			return true
		})
	}}

func TestSuppressions(t *testing.T) {
	src := `import requests
requests.get(a)  # resilience: ignore[RC101] loopback probe
# resilience: ignore[RC101]
requests.get(b)
requests.get(c)
requests.get(d)  # noqa: S113
requests.get(e)  # noqa: E501
requests.get(f)  # resilience: ignore[RC201] other rule
requests.get(g)  # nosemgrep: python.requests.best-practice.use-timeout
requests.get(h)  # resilience: ignore
`
	eng := &Engine{Rules: []*Rule{callRule}, Workers: 1}
	res, err := eng.Scan(context.Background(), []Input{{Path: "a.py", Size: -1, Read: func() ([]byte, error) { return []byte(src), nil }}})
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{2: "loopback probe", 4: "", 5: "-", 6: "noqa: S113", 7: "-", 8: "-",
		9: "nosemgrep: python.requests.best-practice.use-timeout", 10: ""}
	if len(res.Findings) != len(want) {
		t.Fatalf("got %d findings, want %d", len(res.Findings), len(want))
	}
	for _, f := range res.Findings {
		w := want[f.StartLine]
		switch {
		case w == "-" && f.Suppression != nil:
			t.Errorf("line %d: suppressed by %q, want reported", f.StartLine, f.Suppression.Justification)
		case w != "-" && f.Suppression == nil:
			t.Errorf("line %d: reported, want suppressed", f.StartLine)
		case w != "-" && f.Suppression.Justification != w:
			t.Errorf("line %d: justification %q, want %q", f.StartLine, f.Suppression.Justification, w)
		case w != "-" && f.Suppression.Kind != "inSource":
			t.Errorf("line %d: kind %q", f.StartLine, f.Suppression.Kind)
		}
	}
}

// TestBlanketSuppressionIsReported: a bare `resilience: ignore` silences the
// other rules on its line (and on the next when it stands alone) but never
// its own RC001 finding, which would otherwise never be shown; naming RC001
// silences it.
func TestBlanketSuppressionIsReported(t *testing.T) {
	src := `import requests
requests.get(a)  # resilience: ignore
# resilience: ignore
requests.get(b)  # resilience: ignore
requests.get(c)  # resilience: ignore[RC001] bare on purpose in this fixture
`
	eng := &Engine{Rules: []*Rule{callRule, ruleBlanketSuppression}, Workers: 1}
	res, err := eng.Scan(context.Background(), []Input{{Path: "a.py", Size: -1, Read: func() ([]byte, error) { return []byte(src), nil }}})
	if err != nil {
		t.Fatal(err)
	}
	type key struct {
		rule string
		line int
	}
	got := map[key]bool{} // finding -> suppressed
	for _, f := range res.Findings {
		got[key{f.RuleID, f.StartLine}] = f.Suppression != nil
	}
	want := map[key]bool{
		{"RC101", 2}: true, {"RC001", 2}: false,
		{"RC001", 3}: false, // the alone comment on line 3 does not silence line 4's RC001 either
		{"RC101", 4}: true, {"RC001", 4}: false,
		{"RC101", 5}: false, // an ignore naming RC001 silences RC001 only
	}
	for k, sup := range want {
		g, ok := got[k]
		switch {
		case !ok:
			t.Errorf("%s on line %d: no finding", k.rule, k.line)
		case g != sup:
			t.Errorf("%s on line %d: suppressed = %v, want %v", k.rule, k.line, g, sup)
		}
	}
	if len(got) != len(want) {
		t.Errorf("got findings %v, want %v", got, want)
	}
}

// TestSuppressionMentionInProse: a comment that mentions the directive in a
// sentence (a doc comment describing the feature) neither suppresses nor is
// reported as a bare suppression; a directive after a reason and a second
// marker still counts, as Ruff reads `# reason # noqa`.
func TestSuppressionMentionInProse(t *testing.T) {
	src := `import requests
# reports a ` + "`resilience: ignore`" + ` comment that names no rule
requests.get(a)  # the docs say resilience: ignore is too broad
requests.get(b)  # health probe # resilience: ignore[RC101]
`
	eng := &Engine{Rules: []*Rule{callRule, ruleBlanketSuppression}, Workers: 1}
	res, err := eng.Scan(context.Background(), []Input{{Path: "a.py", Size: -1, Read: func() ([]byte, error) { return []byte(src), nil }}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%s:%d:%v", f.RuleID, f.StartLine, f.Suppression != nil))
	}
	want := []string{"RC101:3:false", "RC101:4:true"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("findings (rule:line:suppressed) = %v, want %v", got, want)
	}
}
