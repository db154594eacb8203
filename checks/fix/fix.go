// Package fix applies the fixes that rules attach to their findings
// (model.Finding.Autofix) to a file's source, as `scan --fix` does.
//
// Fixes are applied in rounds, as Ruff does: each round scans the current
// source, takes the applicable fixes in file order, skips one whose edits
// overlap a fix already taken (it is tried again next round, on the new
// source), and checks every fix before it is kept: the source with that fix
// applied must parse without a new syntax error, and a new scan must report
// fewer findings of the fix's rule. A fix that fails either check is dropped
// and reported, never written. Rounds stop when nothing changes (at most
// MaxRounds), so applying the fixes twice changes nothing the second time.
package fix

import (
	"bytes"
	"context"
	"fmt"
	"go/format"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// MaxRounds bounds the rounds of fixing one file (Ruff uses 100; our rules'
// fixes do not chain, so a handful is plenty).
const MaxRounds = 10

// Options select the fixes to apply.
type Options struct {
	// Engine scans the source between rounds; it should run the same rules
	// as the scan that reported the findings. Nil means a default engine.
	Engine *checks.Engine
	// Unsafe also applies fixes marked model.FixUnsafe.
	Unsafe bool
	// Keep, when set, limits the fixes to findings it accepts (diff mode:
	// those on the changed lines, told by their fingerprint).
	Keep func(model.Finding) bool
}

// Applied is a fix that was written: the finding it removed (positions are
// those of the source it was found in) and the fix.
type Applied struct {
	Finding model.Finding
}

// Dropped is a fix that was not written and why.
type Dropped struct {
	Finding model.Finding
	Reason  string // lowercase sentence: "it leaves a syntax error", ...
}

// Result is the outcome of fixing one file.
type Result struct {
	Src     []byte    // the fixed source (the input when nothing applied)
	Applied []Applied // in the order applied
	Dropped []Dropped
	// Unsafe counts fixes left unapplied because they are unsafe and
	// Options.Unsafe is off.
	Unsafe int
}

// File fixes src, the contents of path (slash-separated, its language from
// the extension). It returns an error only when ctx ends or the file cannot
// be scanned at all.
func File(ctx context.Context, path string, src []byte, o Options) (*Result, error) {
	eng := o.Engine
	if eng == nil {
		eng = &checks.Engine{}
	}
	lang, ok := model.DetectLanguage(path)
	if !ok {
		return nil, fmt.Errorf("fix %s: not a source file the engine scans", path)
	}
	res := &Result{Src: src}
	dropped := map[string]bool{} // rule + message + fix text: dropped once, not tried again
	// carried holds "rule line" of the findings Keep accepted in an earlier
	// round, at their lines in the current source: a fix of another finding
	// may have changed such a line (and so its fingerprint) before its own
	// fix could be applied, in a later round.
	carried := map[string]bool{}
	keep := func(f model.Finding) bool {
		return o.Keep == nil || o.Keep(f) || carried[carryKey(f.RuleID, f.StartLine)]
	}
	for round := 0; round < MaxRounds; round++ {
		findings, err := scan(ctx, eng, path, res.Src)
		if err != nil {
			return nil, err
		}
		baseErrors := parseErrors(lang, res.Src)
		var taken [][]model.Edit
		cur := res.Src
		perRule := map[string]int{}
		for _, f := range findings {
			perRule[f.RuleID]++
		}
		unsafe := 0
		for _, f := range findings {
			fx := f.Autofix
			if fx == nil || len(fx.Edits) == 0 || f.Suppression != nil || !keep(f) {
				continue
			}
			if fx.Applicability == model.FixUnsafe && !o.Unsafe {
				unsafe++
				continue
			}
			key := f.RuleID + "\x00" + f.Message + "\x00" + fmt.Sprint(fx.Edits)
			if dropped[key] {
				continue
			}
			overlap := false
			for _, t := range taken {
				overlap = overlap || model.Overlaps(t, fx.Edits)
			}
			if overlap {
				continue // next round, on the new source
			}
			candidate := model.Apply(cur, fx.Edits)
			if reason := check(ctx, eng, lang, path, candidate, f, perRule[f.RuleID], baseErrors); reason != "" {
				dropped[key] = true
				res.Dropped = append(res.Dropped, Dropped{Finding: f, Reason: reason})
				continue
			}
			taken = append(taken, fx.Edits)
			res.Applied = append(res.Applied, Applied{Finding: f})
		}
		res.Unsafe = unsafe
		if len(taken) == 0 {
			break
		}
		var all []model.Edit
		for _, t := range taken {
			all = append(all, t...)
		}
		out := model.Apply(cur, all)
		if out == nil || parseErrors(lang, out) > baseErrors {
			// each fix was fine alone but not together: keep the first only
			res.Applied = res.Applied[:len(res.Applied)-len(taken)+1]
			all = taken[0]
			out = model.Apply(cur, all)
		}
		next := map[string]bool{}
		for _, f := range findings {
			if f.Autofix != nil && keep(f) {
				next[carryKey(f.RuleID, shiftLine(cur, all, f.StartLine))] = true
			}
		}
		carried = next
		res.Src = gofmtLike(lang, cur, out)
	}
	return res, nil
}

func carryKey(rule string, line int) string { return fmt.Sprintf("%s %d", rule, line) }

// shiftLine returns where 1-based line of src is after edits are applied:
// moved by the line breaks that the edits starting before it add or remove.
func shiftLine(src []byte, edits []model.Edit, line int) int {
	start := 0 // byte offset of the line's start
	for l := 1; l < line && start < len(src); l++ {
		i := bytes.IndexByte(src[start:], '\n')
		if i < 0 {
			break
		}
		start += i + 1
	}
	for _, e := range edits {
		if e.Start < start || e.Start == start && e.End == start { // an insertion at the line's start pushes it down
			end := min(e.End, start)
			line += strings.Count(e.Text, "\n") - bytes.Count(src[e.Start:end], []byte("\n"))
		}
	}
	return line
}

// gofmtLike formats fixed Go source with go/format when the source before
// the fix was formatted (keeping gofmt's alignment of keyed fields, as
// gopls's fixes do); other languages and unformatted Go are left as fixed.
func gofmtLike(lang model.Language, before, after []byte) []byte {
	if lang != model.LangGo {
		return after
	}
	if b, err := format.Source(before); err != nil || !bytes.Equal(b, before) {
		return after
	}
	if a, err := format.Source(after); err == nil {
		return a
	}
	return after
}

// check returns why the fix that turns the source into next must be
// dropped, or "": before is the number of findings of the fix's rule in the
// source, baseErrors its syntax errors.
func check(ctx context.Context, eng *checks.Engine, lang model.Language, path string, next []byte, f model.Finding, before, baseErrors int) string {
	if next == nil {
		return "its edits overlap or fall outside the file"
	}
	if parseErrors(lang, next) > baseErrors {
		return "it leaves a syntax error"
	}
	fs, err := scan(ctx, eng, path, next)
	if err != nil {
		return "the fixed file could not be scanned: " + err.Error()
	}
	after := 0
	for _, g := range fs {
		if g.RuleID == f.RuleID {
			after++
		}
	}
	if after >= before {
		return "it does not remove the finding"
	}
	return ""
}

// scan runs the engine over one in-memory file and returns its findings.
func scan(ctx context.Context, eng *checks.Engine, path string, src []byte) ([]model.Finding, error) {
	res, err := eng.Scan(ctx, []checks.Input{{Path: path, Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}})
	if err != nil {
		return nil, err
	}
	for _, n := range res.Notices {
		if n.Kind == checks.NoticeSkipped {
			return nil, fmt.Errorf("%s: %s", n.Path, n.Reason)
		}
	}
	return res.Findings, nil
}

// parseErrors counts the ERROR and missing nodes of src's tree.
func parseErrors(lang model.Language, src []byte) int {
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(model.Grammar(lang))
	tree, err := p.ParseCtx(context.Background(), nil, syntax.ParseInput(lang, src))
	if err != nil {
		return 1 << 30
	}
	defer tree.Close()
	n := 0
	t := model.BuildTree(lang, tree.RootNode())
	model.Walk(t.Root(), func(x *model.Node) bool {
		if x.IsError() || x.IsMissing() {
			n++
		}
		return x.HasError()
	})
	return n
}
