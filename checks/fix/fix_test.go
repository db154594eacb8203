package fix

import (
	"context"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/model"
)

// callRule reports every call to name whose text lacks done (any call when
// done is "") and attaches the fix that mk returns.
func callRule(id, name, done string, mk func(f *model.File, call *model.Node) *model.Fix) *model.Rule {
	return &model.Rule{ID: id, Name: "test", Severity: model.SeverityLow, Languages: []model.Language{model.LangPython},
		Check: func(p *model.Pass) {
			model.Walk(p.File.Root, func(n *model.Node) bool {
				if n.Sym() == model.SymCall && p.File.Text(model.Callee(n)) == name && (done == "" || !strings.Contains(p.File.Text(n), done)) {
					p.ReportFix(n, "call to "+name, "", mk(p.File, n))
				}
				return true
			})
		}}
}

func run(t *testing.T, src string, unsafe bool, rules ...*model.Rule) *Result {
	t.Helper()
	res, err := File(context.Background(), "a.py", []byte(src), Options{Engine: &checks.Engine{Rules: rules, Workers: 1}, Unsafe: unsafe})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// timeoutFix adds timeout=30 (the finding then goes: the rule skips calls
// that have a timeout).
func timeoutRule() *model.Rule {
	return callRule("RC900", "get", "timeout=", func(f *model.File, call *model.Node) *model.Fix {
		e, _ := f.SetKeyword(call, "timeout", "30")
		return &model.Fix{Applicability: model.FixSafe, Message: "add timeout", Edits: []model.Edit{e}}
	})
}

func TestFixAppliesAndIsIdempotent(t *testing.T) {
	src := "get(a)\nget(b, c)\nget(\n    d,\n    e,\n)\n"
	res := run(t, src, false, timeoutRule())
	want := "get(a, timeout=30)\nget(b, c, timeout=30)\nget(\n    d,\n    e,\n    timeout=30,\n)\n"
	if string(res.Src) != want || len(res.Applied) != 3 || len(res.Dropped) != 0 {
		t.Fatalf("got %q, %d applied, %d dropped; want %q", res.Src, len(res.Applied), len(res.Dropped), want)
	}
	again := run(t, string(res.Src), false, timeoutRule())
	if string(again.Src) != want || len(again.Applied) != 0 {
		t.Fatalf("second run changed the source: %q", again.Src)
	}
}

func TestFixDropsBrokenAndUselessFixes(t *testing.T) {
	broken := callRule("RC901", "get", "", func(f *model.File, call *model.Node) *model.Fix {
		return &model.Fix{Applicability: model.FixSafe, Edits: []model.Edit{{Start: int(call.EndByte()) - 1, End: int(call.EndByte()), Text: ""}}}
	})
	res := run(t, "get(a)\n", false, broken)
	if string(res.Src) != "get(a)\n" || len(res.Dropped) != 1 || res.Dropped[0].Reason != "it leaves a syntax error" {
		t.Fatalf("a fix that breaks the syntax was not dropped: %q %+v", res.Src, res.Dropped)
	}
	useless := callRule("RC902", "get", "", func(f *model.File, call *model.Node) *model.Fix {
		return &model.Fix{Applicability: model.FixSafe, Edits: []model.Edit{{Start: int(call.EndByte()), End: int(call.EndByte()), Text: "  # noted"}}}
	})
	res = run(t, "get(a)\n", false, useless)
	if string(res.Src) != "get(a)\n" || len(res.Dropped) != 1 || res.Dropped[0].Reason != "it does not remove the finding" {
		t.Fatalf("a fix that leaves its finding was not dropped: %q %+v", res.Src, res.Dropped)
	}
}

func TestFixUnsafeOnlyWhenAsked(t *testing.T) {
	r := timeoutRule()
	check := r.Check
	r.Check = func(p *model.Pass) {
		check(p)
		for i := range p.Findings {
			if p.Findings[i].Autofix != nil {
				p.Findings[i].Autofix.Applicability = model.FixUnsafe
			}
		}
	}
	res := run(t, "get(a)\n", false, r)
	if string(res.Src) != "get(a)\n" || res.Unsafe != 1 {
		t.Fatalf("unsafe fix applied without --unsafe-fixes: %q, unsafe=%d", res.Src, res.Unsafe)
	}
	res = run(t, "get(a)\n", true, r)
	if string(res.Src) != "get(a, timeout=30)\n" {
		t.Fatalf("unsafe fix not applied with --unsafe-fixes: %q", res.Src)
	}
}

// TestFixOverlapsWaitForTheNextRound: two rules fixing the same call insert
// at the same place; the second is applied in the next round, on the new
// source.
func TestFixOverlapsWaitForTheNextRound(t *testing.T) {
	retries := callRule("RC903", "get", "retries=", func(f *model.File, call *model.Node) *model.Fix {
		e, _ := f.SetKeyword(call, "retries", "3")
		return &model.Fix{Applicability: model.FixSafe, Edits: []model.Edit{e}}
	})
	res := run(t, "get(a)\n", false, timeoutRule(), retries)
	got := string(res.Src)
	if (got != "get(a, timeout=30, retries=3)\n" && got != "get(a, retries=3, timeout=30)\n") || len(res.Applied) != 2 {
		t.Fatalf("got %q with %d applied, want both keywords", got, len(res.Applied))
	}
}

// TestFixKeepsFindingsWhoseLineAnEarlierFixChanged: with Keep limited to the
// findings of the first scan (as `scan --fix` limits it to the reported
// ones), a finding whose fix must wait for a later round (its edits overlap
// another's, here both add the same import) is still fixed when a fix of
// another rule changed its line, and so its fingerprint, in between.
func TestFixKeepsFindingsWhoseLineAnEarlierFixChanged(t *testing.T) {
	// RC904 wants every get(...) wrapped in wrapped(...), and its fix adds
	// the import at the top unless the file has it: two such fixes overlap
	// there, so the second waits for the next round.
	importing := &model.Rule{ID: "RC904", Name: "test", Severity: model.SeverityLow, Languages: []model.Language{model.LangPython},
		Check: func(p *model.Pass) {
			f := p.File
			model.Walk(f.Root, func(n *model.Node) bool {
				if n.Sym() != model.SymCall || f.Text(model.Callee(n)) != "get" {
					return true
				}
				if a := n.Parent(); a != nil && a.Parent() != nil && f.Text(model.Callee(a.Parent())) == "wrapped" {
					return true
				}
				edits := []model.Edit{
					{Start: int(n.StartByte()), End: int(n.StartByte()), Text: "wrapped("},
					{Start: int(n.EndByte()), End: int(n.EndByte()), Text: ")"},
				}
				if !strings.Contains(string(f.Src), "import wrap\n") {
					edits = append([]model.Edit{{Start: 0, End: 0, Text: "import wrap\n"}}, edits...)
				}
				p.ReportFix(n, "call to get not wrapped", "", &model.Fix{Applicability: model.FixSafe, Edits: edits})
				return true
			})
		}}
	src := "x = get(a)\ny = get(b)\n"
	eng := &checks.Engine{Rules: []*model.Rule{timeoutRule(), importing}, Workers: 1}
	first, err := eng.Scan(context.Background(), []checks.Input{{Path: "a.py", Size: int64(len(src)),
		Read: func() ([]byte, error) { return []byte(src), nil }}})
	if err != nil {
		t.Fatal(err)
	}
	fps := map[string]bool{}
	for _, f := range first.Findings {
		fps[f.Fingerprint()] = true
	}
	res, err := File(context.Background(), "a.py", []byte(src), Options{Engine: eng,
		Keep: func(f model.Finding) bool { return fps[f.Fingerprint()] }})
	if err != nil {
		t.Fatal(err)
	}
	want := "import wrap\nx = wrapped(get(a, timeout=30))\ny = wrapped(get(b, timeout=30))\n"
	if string(res.Src) != want || len(res.Applied) != 4 {
		t.Fatalf("got %q with %d applied, want %q with 4", res.Src, len(res.Applied), want)
	}
}

func TestShiftLine(t *testing.T) {
	src := []byte("a\nb\nc\n")
	edits := []model.Edit{{Start: 0, End: 0, Text: "x\ny\n"}, {Start: 2, End: 4, Text: ""}, {Start: 4, End: 4, Text: "z"}}
	// "x\ny\na\nzc\n": a is pushed down by the insertion at its line's start,
	// b is deleted, c follows a
	for line, want := range map[int]int{1: 3, 3: 4} {
		if got := shiftLine(src, edits, line); got != want {
			t.Errorf("line %d: got %d, want %d", line, got, want)
		}
	}
}
