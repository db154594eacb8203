package fwd

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// Closure is OptionsParam for the options opts of an outbound call n made
// in a closure with a parameter of a function the closure is declared in,
// not one of its own:
//
//	async function apiRequest(path, options = {}) {
//	  const call = async (base) => fetch(base + path, { ...options, headers });
//	  ...
//
// The closure runs with the options its enclosing function was given, so
// the forward is the enclosing function's: its callers decide whether the
// request has a signal (the closed-world judgement of summary's
// forwards.go, issue 18 "forwarded options, no caller bounds them"; Fetch
// Standard, RequestInit.signal: without one a request is never aborted).
// outers are the parameter lists (sumfile.Func.Params) of the named
// functions the closure is declared in, innermost first (sumfile.Func.Outer).
// It returns the index in outers of the function whose parameter the
// options are and that parameter's position, or (-1, -2) for none. A name
// assigned anywhere visible at the call (File.Lookup) is not followed, and
// the nearest function-like node around the call that names it among its
// parameters must take it as a plain parameter at that same position (a
// callback's own `options`, or one destructured from an argument, shadows
// the outer one).
func Closure(f *model.File, n, opts *model.Node, key string, outers [][]string) (int, int) {
	at := -1
	j := OptionsParam(f, opts, key, func(name string) int {
		if name == "" || f.Lookup(name, n) != nil {
			return -2
		}
		for i, ps := range outers {
			for p, q := range ps {
				if q == name {
					if paramAt(f, n, name) != p {
						return -2
					}
					at = i
					return p
				}
			}
		}
		return -2
	})
	if j < 0 || at < 0 {
		return -1, -2
	}
	return at, j
}

// paramAt is the position of name among the parameters of the nearest
// function-like node around n that declares it (a plain identifier
// parameter, typed or with a default), -1 when the nearest one that
// mentions it takes it in a pattern, or when none does.
func paramAt(f *model.File, n *model.Node, name string) int {
	ps, p, pos := nearestParam(f, n, name)
	switch {
	case p == nil:
		return -1
	case ps == nil: // x => ...
		if p.Sym() == model.SymIdentifier {
			return 0
		}
		return -1
	case plainParam(f, p) == name:
		return pos
	}
	return -1
}

// nearestParam finds, in the nearest function-like node around n whose
// parameters mention name, the parameter p that does, its position pos
// among the parameters (comments left out) and the parameter list ps; ps
// is nil for an arrow function's lone parameter (`x => ...`), and p is nil
// (pos -1) when no function around n mentions name.
func nearestParam(f *model.File, n *model.Node, name string) (ps, p *model.Node, pos int) {
	for s := f.Scope(n); s != nil && s != f.Root; s = f.Scope(s) {
		list := s.ChildByFieldName("parameters")
		if list == nil {
			if lone := s.ChildByFieldName("parameter"); lone != nil && mentions(f, lone, name) {
				return nil, lone, 0
			}
			continue
		}
		i := 0
		for c := 0; c < int(list.NamedChildCount()); c++ {
			q := list.NamedChild(c)
			if q.Sym() == model.SymComment {
				continue
			}
			if mentions(f, q, name) {
				return list, q, i
			}
			i++
		}
	}
	return nil, nil, -1
}

// plainParam is the name of JS/TS parameter p when it is a plain
// identifier (`options`, `options: RequestInit`, `options = {}`), else "".
func plainParam(f *model.File, p *model.Node) string {
	switch p.Sym() {
	case model.SymIdentifier:
		return f.Text(p)
	case model.SymRequiredParameter, model.SymOptionalParameter:
		if pat := p.ChildByFieldName("pattern"); pat != nil && pat.Sym() == model.SymIdentifier {
			return f.Text(pat)
		}
	case model.SymAssignmentPattern:
		if l := p.ChildByFieldName("left"); l != nil && l.Sym() == model.SymIdentifier {
			return f.Text(l)
		}
	}
	return ""
}

// mentions reports whether an identifier (or a shorthand property of a
// pattern) named name occurs in node p.
func mentions(f *model.File, p *model.Node, name string) bool {
	if p == nil {
		return false
	}
	if t := p.Sym(); (t == model.SymIdentifier || t == model.SymShorthandPropertyIdentifierPattern) && f.Text(p) == name {
		return true
	}
	for i := 0; i < int(p.NamedChildCount()); i++ {
		if mentions(f, p.NamedChild(i), name) {
			return true
		}
	}
	return false
}

// PatternParam is OptionsParam for options opts of outbound call n made in
// the body of a function that destructures them from an object parameter:
//
//	async function makeDocsRequest({ path, schema, args, options = {} }: Props) {
//	  await fetch(baseUrl + path, { method: "GET", ...options });
//
// params are the function's parameter names (sumfile.Func.Params, "" for a
// pattern). It returns the position of that parameter and the property the
// options come from ("options"; `{ init: options }` gives "init"), or
// (-1, "") for none: the nearest function-like node around the call that
// mentions the name among its parameters must be the function itself (its
// parameter count is len(params), the entry for the pattern ""), and the
// name must be assigned nowhere visible at the call (File.Lookup). A
// caller's object without the property leaves the options at their
// default (fwd.JudgeProp in package summary/fwd).
func PatternParam(f *model.File, n, opts *model.Node, key string, params []string) (int, string) {
	pos, prop := -1, ""
	OptionsParam(f, opts, key, func(name string) int {
		if name == "" || f.Lookup(name, n) != nil {
			return -2
		}
		ps, p, i := nearestParam(f, n, name)
		if p == nil || ps == nil {
			return -2 // mentioned nowhere, or an arrow's lone parameter
		}
		if pat := p.ChildByFieldName("pattern"); i < len(params) && params[i] == "" && pat != nil && pat.Sym() == model.SymObjectPattern && countParams(ps) == len(params) {
			if k := patternProp(f, pat, name); k != "" {
				pos, prop = i, k
				return i
			}
		}
		return -2
	})
	if pos < 0 {
		return -1, ""
	}
	return pos, prop
}

// countParams is the number of parameters in parameter list ps.
func countParams(ps *model.Node) int {
	n := 0
	for c := 0; c < int(ps.NamedChildCount()); c++ {
		if ps.NamedChild(c).Sym() != model.SymComment {
			n++
		}
	}
	return n
}

// patternProp is the property of object pattern pat that binds name at its
// top level (`{ options }`, `{ options = {} }`, `{ init: options }`), or "".
// A default other than an empty object literal may carry the bound itself
// (`{ options = { signal: AbortSignal.timeout(10_000) } }`): not read.
func patternProp(f *model.File, pat *model.Node, name string) string {
	for i := 0; i < int(pat.NamedChildCount()); i++ {
		switch c := pat.NamedChild(i); c.Sym() {
		case model.SymShorthandPropertyIdentifierPattern:
			if f.Text(c) == name {
				return name
			}
		default: // { options = {} }: an object_assignment_pattern
			if l := c.ChildByFieldName("left"); l != nil && l.Sym() == model.SymShorthandPropertyIdentifierPattern && f.Text(l) == name {
				if r := model.Unwrap(c.ChildByFieldName("right")); r != nil && (r.Sym() != model.SymObject || r.NamedChildCount() > 0) {
					return "" // `{ options = { signal: AbortSignal.timeout(10_000) } }`: a caller that omits it gets that default (review31 MEDIUM-8)
				}
				return name
			}
		case model.SymPairPattern:
			if v := c.ChildByFieldName("value"); v != nil && v.Sym() == model.SymIdentifier && f.Text(v) == name {
				return f.Text(c.ChildByFieldName("key"))
			}
		}
	}
	return ""
}
