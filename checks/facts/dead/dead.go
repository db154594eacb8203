// Package dead finds statements no execution reaches: those that follow, in
// the same statement list, a statement that always leaves it (return, throw
// or raise, break, continue; Go's goto too). A finding placed inside one
// describes code that never runs (a call after an unconditional throw left
// while a handler is being ported, say), so the engine drops it: what never
// runs can neither hang nor leak.
//
// Peer practice: TypeScript's compiler reports such statements ("Unreachable
// code detected", TS7027, allowUnreachableCode), as do Go's vet
// (unreachable analyzer) and Pylint (W0101 unreachable); CodeQL's control
// flow graph has no edge into them, so no data-flow query reports there.
//
// What is never judged dead: a hoisted JS/TS function declaration (a call
// from above reaches it), a Go labeled statement and what follows it (a goto
// reaches it), and anything after a statement that only may leave (an if
// whose branches all return is not followed: a conservative choice, never a
// false pass of a live statement).
package dead

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// Span is one dead statement: from its first byte to its end, as 1-based
// line and column positions (columns count characters, as findings do).
type Span struct {
	StartLine, StartCol, EndLine, EndCol int
}

// Covers reports whether the 1-based position line:col is inside s.
func (s Span) Covers(line, col int) bool {
	if line < s.StartLine || line > s.EndLine {
		return false
	}
	if line == s.StartLine && col < s.StartCol {
		return false
	}
	return line != s.EndLine || col < s.EndCol
}

var key = model.NewFactKey[[]Span]("dead.Spans")

// Spans returns the dead statements of f, outermost only (a dead statement
// holds no other listed span); nil when there are none.
func Spans(f *model.File) []Span {
	return model.Fact(f, key, compute)
}

// At reports whether the 1-based position line:col of f is inside a dead
// statement.
func At(f *model.File, line, col int) bool {
	for _, s := range Spans(f) {
		if s.Covers(line, col) {
			return true
		}
	}
	return false
}

// lists are, per language, the node types whose named children are a
// statement list run in order.
var lists = map[string]bool{
	// JS/TS
	"statement_block": true, "switch_case": true, "switch_default": true,
	// Python
	"block": true,
	// Go (block and statement_list: grammar versions differ)
	"statement_list": true, "expression_case": true, "default_case": true, "type_case": true, "communication_case": true,
}

// jumps are the statements that always leave their statement list.
var jumps = map[string]bool{
	"return_statement": true, "throw_statement": true, "raise_statement": true,
	"break_statement": true, "continue_statement": true, "goto_statement": true,
}

// live are statement types never dead by position: JS function
// declarations are hoisted, a Go labeled statement is a goto's target.
var live = map[string]bool{
	"function_declaration": true, "generator_function_declaration": true, "labeled_statement": true,
}

// listSyms is lists as a set of syms, for File.NodesOf.
var listSyms = func() *model.SymBitset {
	var syms []model.Sym
	for t := range lists {
		if s := model.SymOf(t); s != 0 {
			syms = append(syms, s)
		}
	}
	return model.NewSymBitset(syms...)
}()

func compute(f *model.File) []Span {
	var out []Span
	var gone [][2]uint32 // the dead statements' bytes: what is inside one is not listed again
	inside := func(n *model.Node) bool {
		for _, g := range gone {
			if n.StartByte() >= g[0] && n.StartByte() < g[1] {
				return true
			}
		}
		return false
	}
	f.NodesOf(listSyms, func(n *model.Node) bool {
		if inside(n) {
			return false
		}
		if !lists[n.Type()] {
			return true
		}
		left := false
		for i := 0; i < int(n.NamedChildCount()); i++ {
			c := n.NamedChild(i)
			t := c.Type()
			switch {
			case t == "comment":
				continue
			case live[t]:
				if t == "labeled_statement" {
					left = false
				}
				continue
			case left:
				sl, sc := f.Position(int(c.StartByte()))
				el, ec := f.Position(int(c.EndByte()))
				out = append(out, Span{sl, sc, el, ec})
				gone = append(gone, [2]uint32{c.StartByte(), c.EndByte()})
				continue
			case jumps[t]:
				left = true
			}
		}
		return true
	})
	return out
}
