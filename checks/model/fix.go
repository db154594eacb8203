package model

import (
	"bytes"
	"strings"

	"github.com/resilience-check/resilience-check/finding"
)

// The fix types are the output contract's (package finding), named here for
// the rules.
type (
	// Applicability is finding.Applicability: safe or unsafe.
	Applicability = finding.Applicability
	// Edit is finding.Edit: replace bytes [Start, End) with Text.
	Edit = finding.Edit
	// Fix is finding.Fix: the edits that remove a finding.
	Fix = finding.Fix
	// LineChange is finding.LineChange: a fix as whole lines (1-based).
	LineChange = finding.LineChange
)

// Applicabilities (see finding.FixSafe).
const (
	FixSafe   = finding.FixSafe
	FixUnsafe = finding.FixUnsafe
)

// Apply returns src with edits applied, or nil when two overlap or one is
// out of range; see finding.Apply.
func Apply(src []byte, edits []Edit) []byte { return finding.Apply(src, edits) }

// Overlaps reports whether any edit of a touches any edit of b; see
// finding.Overlaps.
func Overlaps(a, b []Edit) bool { return finding.Overlaps(a, b) }

// FixMessage is the short description of a fix made of one inserted or
// replaced text: "add timeout=30"; see finding.FixMessage.
func FixMessage(e Edit) string { return finding.FixMessage(e) }

// Complete fills in what Report, ReportFix and rc404's alsoAt leave for later: the
// LineText of each finding and of its Also sites, and the whole-line form
// of its fix (Fix.Lines, left nil when the edits overlap). The engine calls
// it for the findings it keeps, before the file's memory is released; the
// work is linear in the lines those findings touch.
//
// The whole-line texts of one file's fixes add up to at most
// maxFileLineChangeBytes; the fixes past it, in the order given, get no
// Lines (no suggested change; the edits are kept): 1,000 fixes that each add
// an import at the top of a 60 KB file and a field near its end would
// otherwise hold 60 MB of text.
func (f *File) Complete(fs []Finding) {
	budget := maxFileLineChangeBytes
	for i := range fs {
		g := &fs[i]
		if g.LineText == "" {
			g.LineText = f.Line(g.StartLine)
		}
		for j := range g.Also {
			if g.Also[j].LineText == "" {
				g.Also[j].LineText = f.Line(g.Also[j].StartLine)
			}
		}
		if fx := g.Autofix; fx != nil && fx.Lines == nil && budget > 0 {
			fx.Lines = f.lineChange(fx.Edits)
			if fx.Lines != nil {
				if budget -= len(fx.Lines.Text); budget < 0 {
					fx.Lines = nil
				}
			}
		}
	}
}

// maxLineChangeBytes is the largest span of lines a LineChange covers: its
// text becomes a suggested change in a review comment, whose body GitHub caps
// at 65,536 characters, so a longer one could never be posted; and a fix
// adding an import at the top of a file and a field at its end would
// otherwise copy the file once per finding.
const maxLineChangeBytes = 1 << 16

// maxFileLineChangeBytes bounds the whole-line fix texts of one file
// (File.Complete): 1 MiB, seven times the most one file of the real-code
// corpus needed (146 KB, 2026-11-26).
const maxFileLineChangeBytes = 1 << 20

// lineChange computes the whole-line form of edits on f; nil when they
// overlap or span more than maxLineChangeBytes.
func (f *File) lineChange(edits []Edit) *LineChange {
	if len(edits) == 0 {
		return nil
	}
	lo, hi := len(f.Src), 0
	for _, e := range edits {
		lo, hi = min(lo, e.Start), max(hi, e.End)
	}
	start := bytes.LastIndexByte(f.Src[:lo], '\n') + 1
	end := hi
	if i := bytes.IndexByte(f.Src[hi:], '\n'); i >= 0 {
		end = hi + i
	} else {
		end = len(f.Src)
	}
	if end-start > maxLineChangeBytes {
		return nil
	}
	shifted := make([]Edit, len(edits))
	for i, e := range edits {
		shifted[i] = Edit{Start: e.Start - start, End: e.End - start, Text: e.Text}
	}
	text := Apply(f.Src[start:end], shifted)
	if text == nil {
		return nil
	}
	sl, _ := f.Position(start)
	el, _ := f.Position(end)
	return &LineChange{StartLine: sl, EndLine: el, Text: strings.TrimRight(string(text), "\r")}
}

// LineIndent returns the leading spaces and tabs of the line holding byte off.
func (f *File) LineIndent(off int) string {
	start := bytes.LastIndexByte(f.Src[:off], '\n') + 1
	end := start
	for end < len(f.Src) && (f.Src[end] == ' ' || f.Src[end] == '\t') {
		end++
	}
	return string(f.Src[start:end])
}

// lineOf returns the 1-based line of byte off (a binary search of the line
// starts, so fixes cost no more than their findings).
func (f *File) lineOf(off int) int {
	line, _ := f.Position(off)
	return line
}

// AppendItem returns the edit that adds item as the last element of list: a
// call's argument list (Python argument_list, JS arguments, Go
// argument_list), or a JS object literal or Go composite literal body. It
// keeps the list's style: one element per line when the list is split over
// lines (with the last element's indentation and a trailing comma when the
// list has one), else ", item" after the last element; an empty list gets
// the item alone ("{ item }" for an object).
func (f *File) AppendItem(list *Node, item string) Edit { return f.AppendItems(list, item) }

// AppendItems is AppendItem for several items at once, in order, as one
// edit (several inserts at one place would overlap).
func (f *File) AppendItems(list *Node, items ...string) Edit {
	closeAt := int(list.EndByte()) - 1
	var last *Node
	trailingComma := -1
	for i := 0; i < int(list.ChildCount()); i++ {
		c := list.Child(i)
		switch {
		case c.IsNamed() && c.Sym() != SymComment:
			last, trailingComma = c, -1
		case c.Sym() == SymComma && last != nil:
			trailingComma = int(c.EndByte())
		}
	}
	if last == nil {
		if list.Sym() == SymObject {
			return Edit{Start: int(list.StartByte()), End: int(list.EndByte()), Text: "{ " + strings.Join(items, ", ") + " }"}
		}
		return Edit{Start: closeAt, End: closeAt, Text: strings.Join(items, ", ")}
	}
	if f.lineOf(int(last.StartByte())) != f.lineOf(int(list.StartByte())) && f.lineOf(closeAt) != f.lineOf(int(last.EndByte())) {
		sep := "\n" + f.LineIndent(int(last.StartByte()))
		if trailingComma >= 0 {
			return Edit{Start: trailingComma, End: trailingComma, Text: sep + strings.Join(items, ","+sep) + ","}
		}
		return Edit{Start: int(last.EndByte()), End: int(last.EndByte()), Text: "," + sep + strings.Join(items, ","+sep)}
	}
	return Edit{Start: int(last.EndByte()), End: int(last.EndByte()), Text: ", " + strings.Join(items, ", ")}
}

// SetKeyword returns the edit that gives a Python call the keyword argument
// name=value: the value of an existing name= is replaced (timeout=None
// becomes timeout=30, never a second timeout=), else name=value is appended
// with AppendItem. ok is false when the call has no argument list.
func (f *File) SetKeyword(call *Node, name, value string) (e Edit, ok bool) {
	if v := f.Kwarg(call, name); v != nil {
		return Edit{Start: int(v.StartByte()), End: int(v.EndByte()), Text: value}, true
	}
	args := call.ChildByFieldName("arguments")
	if args == nil || args.Sym() != SymArgumentList {
		return Edit{}, false
	}
	return f.AppendItem(args, name+"="+value), true
}

// SetProperty returns the edit that gives a JS object literal the property
// key: value: an existing key's value is replaced, else the property is
// appended with AppendItem. ok is false when obj has a spread (the property
// might be set there) or is not an object literal.
func (f *File) SetProperty(obj *Node, key, value string) (e Edit, ok bool) {
	if obj == nil || obj.Sym() != SymObject {
		return Edit{}, false
	}
	v, spread := f.ObjectProp(obj, key)
	if v != nil {
		return Edit{Start: int(v.StartByte()), End: int(v.EndByte()), Text: value}, true
	}
	if spread {
		return Edit{}, false
	}
	return f.AppendItem(obj, key+": "+value), true
}

// PyAddImport returns the edit that adds "import mod" to a Python file: after
// the last top-level import statement, else before the first statement that
// is not the module docstring or a __future__ import.
func (f *File) PyAddImport(mod string) (Edit, bool) {
	var last, first *Node
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		st := f.Root.NamedChild(i)
		switch st.Sym() {
		case SymImportStatement, SymImportFromStatement, SymFutureImportStatement:
			last = st
		case SymComment:
		case SymExpressionStatement:
			if i == 0 && st.NamedChildCount() == 1 && st.NamedChild(0).Sym() == SymString {
				continue // the module docstring
			}
			if first == nil {
				first = st
			}
		default:
			if first == nil {
				first = st
			}
		}
	}
	switch {
	case last != nil:
		return Edit{Start: int(last.EndByte()), End: int(last.EndByte()), Text: "\nimport " + mod}, true
	case first != nil:
		return Edit{Start: int(first.StartByte()), End: int(first.StartByte()), Text: "import " + mod + "\n\n"}, true
	}
	return Edit{}, false
}
