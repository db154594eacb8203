// Package pynonebound says whether a Python timeout argument only looks
// like a bound: `timeout=timeout` whose parameter defaults to None and a
// caller in the file omits it, or `timeout=self.timeout` whose attribute is
// set once, in __init__, from a parameter that defaults to None and that
// nothing in the repository ever sets.
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
// unset (CWE-400, CWE-1088). Blind set: TheSpaceDevs/launch-library-mcp
// api_client.py (JsonApi.__init__(timeout=None), no client sets it),
// mrexodia/ida-pro-mcp idalib_supervisor.py (_worker_rpc(..., timeout=None),
// tools/list and tools/call forwarded without one). Peer: RC101's own
// `timeout=None` judgement (rc101 pyUnbounded), which sees only a literal.
//
// Precision: an attribute counts only when the repository's non-test
// Python files (the scan's World: PySearch, Read) assign it nowhere else,
// pass the parameter's keyword nowhere with another value, and never name
// it as a string (a settings dict, setattr); unknown (no World) is no.
package pynonebound

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

var (
	callSyms   = model.NewSymBitset(model.SymCall)
	assignSyms = model.NewSymBitset(model.SymAssignment, model.SymAugmentedAssignment)
)

// maxFileBytes caps a repository file read for the attribute judgement.
const maxFileBytes = 1 << 20

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
		// attrUnset's repository search missed positional, cls(...),
		// super().__init__(...) and **settings values (review34b HIGH-1)
		// and read every Python file per attribute (HIGH-3): off until it
		// resolves the constructions themselves.
		return "", false
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

// attrUnset: v is self.A, the class's __init__ sets `self.A = P` from a
// parameter P that defaults to None, and nothing in the repository sets A
// or passes P otherwise (repoSilent).
func attrUnset(f *model.File, v *model.Node) (string, bool) {
	obj, attr := v.ChildByFieldName("object"), v.ChildByFieldName("attribute")
	if obj == nil || attr == nil || f.Text(obj) != "self" {
		return "", false
	}
	a := f.Text(attr)
	cls := model.Ancestor(v, model.SymClassDefinition)
	if cls == nil {
		return "", false
	}
	var init, rhs *model.Node
	count := 0
	f.NodesOf(assignSyms, func(n *model.Node) bool {
		l := n.ChildByFieldName("left")
		if l == nil || l.Sym() != model.SymAttribute || f.Text(l.ChildByFieldName("attribute")) != a {
			return true
		}
		count++
		if d := model.EnclosingFunc(n); n.Sym() == model.SymAssignment && f.Text(l.ChildByFieldName("object")) == "self" &&
			d != nil && d.Sym() == model.SymFunctionDefinition && f.Text(d.ChildByFieldName("name")) == "__init__" &&
			model.Ancestor(d, model.SymClassDefinition) == cls {
			init, rhs = d, model.Unwrap(n.ChildByFieldName("right"))
		}
		return true
	})
	if count != 1 || init == nil || rhs == nil || rhs.Sym() != model.SymIdentifier {
		return "", false
	}
	pname := f.Text(rhs)
	if p := paramOf(f, init, pname); !p.found || !p.noneDflt || assigned(f, init.ChildByFieldName("body"), pname) {
		return "", false
	}
	if !repoSilent(f, a, pname) {
		return "", false
	}
	return "`self." + a + "` is set only in __init__ from `" + pname + "`, which defaults to None and which nothing in the repository passes", true
}

// repoSilent reports whether the repository's non-test Python files (read
// through the scan's World, memoised per scan) assign attribute a exactly
// once (the __init__ line), pass keyword p only as None, p itself or
// self.a, and never write either name as a string; false when the files
// cannot be searched or read.
func repoSilent(f *model.File, a, p string) bool {
	w := thirdparty.Of(f)
	if w == nil || w.PySearch == nil || w.Read == nil {
		return false
	}
	v := w.Memo("pynonebound.repoSilent:"+a+":"+p, func() any {
		assignRe := regexp.MustCompile(`\.` + regexp.QuoteMeta(a) + `\s*(=[^=]|[-+*/]=)`)
		kwRe := regexp.MustCompile(`\b` + regexp.QuoteMeta(p) + `\s*=\s*([^=\s,)][^,)\n]*)`)
		strRe := regexp.MustCompile(`["'](` + regexp.QuoteMeta(a) + `|` + regexp.QuoteMeta(p) + `)["']`)
		assigns, read := 0, 0
		for _, path := range w.PySearch([]string{a, p}) {
			if !strings.HasSuffix(path, ".py") || testPath(path) {
				continue
			}
			src, err := w.Read(path)
			if err != nil || len(src) > maxFileBytes {
				return false
			}
			read++
			if strRe.Match(src) {
				return false
			}
			assigns += len(assignRe.FindAll(src, -1))
			for _, m := range kwRe.FindAllSubmatch(src, -1) {
				switch val := strings.TrimSpace(string(m[1])); val {
				case "None", p, "self." + a:
				default:
					return false
				}
			}
		}
		return read > 0 && assigns == 1
	})
	return v.(bool)
}

// testPath reports whether a repository path is a test file or lies under
// a tests folder.
func testPath(p string) bool {
	base := p[strings.LastIndex(p, "/")+1:]
	if strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") || base == "conftest.py" {
		return true
	}
	for _, d := range strings.Split(p, "/") {
		if d == "test" || d == "tests" {
			return true
		}
	}
	return false
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
