// Package fwd reads how a JavaScript or TypeScript call passes its options
// on, for the function summaries' forwards (package checks/summary): which
// parameter of the enclosing function an options argument is (`fetch(url,
// options)`, `fetch(url, { ...options, method })`), and where the options of
// a child_process call sit (`execFileSync(file, args, options)`). A helper
// that hands its caller's options to such a call without a bound of its own
// is bounded only by what each caller passes (issue 18: Flux159's
// execFileSyncSafe(file, args, options) wrapper, called by every kubectl tool
// with options that carry no timeout). The options may also be a property
// the function destructures from an object parameter (PatternParam) or a
// parameter of a function a closure is declared in (Closure), and a Python
// helper may pass **kwargs to a requests.Session the file builds
// (PySession). It reads one parsed file and depends on package model, and on
// package pyctor for what a Python session attribute holds.
package fwd

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// OptionsParam returns the index of the parameter of the enclosing function
// that options expression opts forwards (param gives a name's index, -2 when
// the name is none): the parameter itself, or the one object spread
// (`{ ...options, method: "POST" }`) into an object literal that does not set
// key itself. It returns -2 when opts forwards no parameter, sets key, or
// spreads something else (a value of unknown shape).
func OptionsParam(f *model.File, opts *model.Node, key string, param func(string) int) int {
	if opts == nil {
		return -2
	}
	j := -2
	switch opts.Sym() {
	case model.SymIdentifier:
		j = param(f.Text(opts))
	case model.SymObject:
		for i := 0; i < int(opts.NamedChildCount()); i++ {
			p := opts.NamedChild(i)
			switch p.Sym() {
			case model.SymSpreadElement:
				if s := p.NamedChild(0); s != nil && s.Sym() == model.SymIdentifier && j == -2 {
					j = param(f.Text(s))
				} else {
					return -2
				}
			case model.SymPair:
				if k := strings.Trim(f.Text(p.ChildByFieldName("key")), `'"`); k == key {
					return -2
				}
			case model.SymShorthandPropertyIdentifier:
				if f.Text(p) == key {
					return -2
				}
			}
		}
	}
	return j
}

// childOptionsAt is the position of the options argument of node's
// child_process functions that take a timeout option (Node.js docs,
// child_process: exec, execFile, execSync, execFileSync, spawnSync).
var childOptionsAt = map[string]int{"exec": 1, "execSync": 1, "execFile": 2, "execFileSync": 2, "spawnSync": 2}

// ChildOptions returns the options argument of call n when q, its qualified
// name, is a child_process function that takes a timeout option, with the
// function's name ("execFileSync"); nil when q is none or the options are not
// written (an execFile(file, opts) without args is read at position 1).
func ChildOptions(f *model.File, n *model.Node, q string) (*model.Node, string) {
	mod, name, ok := strings.Cut(q, ".")
	if !ok || mod != "child_process" && mod != "node:child_process" {
		return nil, ""
	}
	pos, ok := childOptionsAt[name]
	if !ok {
		return nil, ""
	}
	if pos == 2 && model.NumArgs(n) == 2 {
		if a := model.Arg(n, 1); a != nil && a.Sym() == model.SymObject {
			pos = 1 // execFileSync(file, { timeout })
		}
	}
	return model.Arg(n, pos), name
}
