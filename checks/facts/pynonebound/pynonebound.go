// Package pynonebound says whether a Python timeout argument only looks
// like a bound: `timeout=timeout` whose parameter defaults to None and a
// caller in the file omits it. `timeout=self.timeout` (an attribute set in
// __init__ from such a parameter) is not judged: a repository search of its
// writes missed positional, cls(...), super().__init__(...) and **settings
// values and read every Python file per attribute (review34b HIGH-1, HIGH-3).
//
// requests sends with no timeout when timeout is None ("By default,
// requests do not time out unless a timeout value is set explicitly",
// https://requests.readthedocs.io/en/latest/user/advanced/#timeouts);
// http.client's HTTPConnection(timeout=None) makes a blocking socket
// (https://docs.python.org/3/library/http.client.html#http.client.HTTPConnection,
// https://docs.python.org/3/library/socket.html#socket.socket.settimeout);
// httpx.Client(timeout=None) turns its 5 s default off
// (https://www.python-httpx.org/advanced/timeouts/). A timeout keyword whose
// value is such a parameter is then no bound on the path that leaves it
// unset (CWE-400, CWE-1088). Blind set: mrexodia/ida-pro-mcp idalib_supervisor.py (_worker_rpc(..., timeout=None),
// tools/list and tools/call forwarded without one). Peer: RC101's own
// `timeout=None` judgement (rc101 pyUnbounded), which sees only a literal.
package pynonebound

import (
	"strconv"

	"github.com/resilience-check/resilience-check/checks/model"
)

var callSyms = model.NewSymBitset(model.SymCall)

// Unset reports whether timeout value v of a Python call only looks like a
// bound (see the package doc), with a phrase saying why for the message.
func Unset(f *model.File, v *model.Node) (string, bool) {
	v = model.Unwrap(v)
	if v == nil {
		return "", false
	}
	switch v.Sym() {
	case model.SymIdentifier:
		return paramUnset(f, v)
	case model.SymAttribute:
		return "", false // not judged: see the package doc
	}
	return "", false
}

// param describes a parameter of a def: its positional index (-1 when it
// is keyword-only) and whether its default is the literal None.
type param struct {
	index    int
	noneDflt bool
	found    bool
}

// paramOf finds parameter name among def's parameters.
func paramOf(f *model.File, def *model.Node, name string) param {
	ps := def.ChildByFieldName("parameters")
	if ps == nil {
		return param{}
	}
	kwOnly, pos := false, 0
	for i := 0; i < int(ps.ChildCount()); i++ {
		c := ps.Child(i)
		if !c.IsNamed() {
			if f.Text(c) == "*" {
				kwOnly = true
			}
			continue
		}
		var n, dflt *model.Node
		switch c.Sym() {
		case model.SymIdentifier:
			n = c
		case model.SymTypedParameter:
			n = c.NamedChild(0)
		case model.SymDefaultParameter, model.SymTypedDefaultParameter:
			n, dflt = c.ChildByFieldName("name"), c.ChildByFieldName("value")
		case model.SymListSplatPattern, model.SymDictionarySplatPattern:
			kwOnly = true
			continue
		default:
			continue
		}
		if n != nil && f.Text(n) == name {
			idx := pos
			if kwOnly {
				idx = -1
			}
			return param{index: idx, noneDflt: dflt != nil && model.IsNone(model.Unwrap(dflt)), found: true}
		}
		pos++
	}
	return param{}
}

// assigned reports whether body rebinds name (`timeout = timeout or 30`,
// `if timeout is None: timeout = 30`).
func assigned(f *model.File, body *model.Node, name string) bool {
	hit := false
	model.Walk(body, func(n *model.Node) bool {
		if hit {
			return false
		}
		if n.Sym() == model.SymAssignment || n.Sym() == model.SymAugmentedAssignment {
			if l := n.ChildByFieldName("left"); l != nil && f.Text(l) == name {
				hit = true
			}
		}
		return true
	})
	return hit
}

// isMethod reports whether def is written directly in a class body.
func isMethod(def *model.Node) bool {
	p := def.Parent()
	if p != nil && p.Sym() == model.SymDecoratedDefinition {
		p = p.Parent()
	}
	return p != nil && p.Sym() == model.SymBlock && p.Parent() != nil && p.Parent().Sym() == model.SymClassDefinition
}

// paramUnset: v names a parameter of its own def that defaults to None and
// is never rebound, and a call of the def in this file (of a method: a
// self.name(...) call in its own class) passes it neither by keyword nor
// by position (nor through a splat), or passes None.
func paramUnset(f *model.File, v *model.Node) (string, bool) {
	def := model.EnclosingFunc(v)
	if def == nil || def.Sym() != model.SymFunctionDefinition {
		return "", false
	}
	name := f.Text(v)
	p := paramOf(f, def, name)
	if !p.found || !p.noneDflt || assigned(f, def.ChildByFieldName("body"), name) {
		return "", false
	}
	fname := f.Text(def.ChildByFieldName("name"))
	method := isMethod(def)
	cls := model.Ancestor(def, model.SymClassDefinition)
	offset := 0
	if method && p.index > 0 {
		offset = 1 // self
	}
	line := 0
	for _, n := range callsNamed(f)[fname] {
		if line != 0 {
			break
		}
		fn := model.Callee(n)
		switch {
		case fn == nil:
			continue
		case method && fn.Sym() == model.SymAttribute && f.Text(fn.ChildByFieldName("attribute")) == fname &&
			f.Text(fn.ChildByFieldName("object")) == "self" && model.Ancestor(n, model.SymClassDefinition) == cls:
			// self.name(...) in the def's own class: another object's method of the same name may differ
		case !method && fn.Sym() == model.SymIdentifier && f.Text(fn) == fname:
		default:
			continue
		}
		if model.HasSplat(n) {
			continue
		}
		if kv := f.Kwarg(n, name); kv != nil {
			if model.IsNone(model.Unwrap(kv)) {
				line = model.LineOf(f, n)
			}
			continue
		}
		if p.index >= 0 && model.NumArgs(n) > p.index-offset {
			continue
		}
		line = model.LineOf(f, n)
	}
	if line == 0 {
		return "", false
	}
	return "`" + name + "` is a parameter of " + fname + " that defaults to None, and the call at line " + strconv.Itoa(line) + " leaves it unset", true
}

// callsNamed indexes the file's calls by the last name of their callee
// (`f(...)` and `self.f(...)` under "f"), once per file: paramUnset asks it
// for every timeout argument, which walked every call of the file each time
// (review34b MEDIUM-2).
func callsNamed(f *model.File) map[string][]*model.Node {
	return model.Fact(f, callsNamedKey, func(f *model.File) map[string][]*model.Node {
		out := map[string][]*model.Node{}
		f.NodesOf(callSyms, func(n *model.Node) bool {
			fn := model.Callee(n)
			switch {
			case fn == nil:
			case fn.Sym() == model.SymIdentifier:
				out[f.Text(fn)] = append(out[f.Text(fn)], n)
			case fn.Sym() == model.SymAttribute:
				a := f.Text(fn.ChildByFieldName("attribute"))
				out[a] = append(out[a], n)
			}
			return true
		})
		return out
	})
}

var callsNamedKey = model.NewFactKey[map[string][]*model.Node]("pynonebound.callsNamed")
