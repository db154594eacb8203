// Package pyraise holds RC402's fact on Python helpers that raise the error
// they are given: whether such a helper lets the error out unchanged (a bare
// re-raise), which the rule leaves alone as it does a handler's own bare
// `raise` (CodeQL py/stack-trace-exposure and Semgrep report the text a
// handler writes, not an exception it lets propagate to the framework).
package pyraise

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// RaisesUnchanged reports whether every raise statement of Python function
// def whose raised value mentions parameter name raises that parameter
// itself (`raise e`, `raise e from None`), or reads it only where guarded
// says the use is safe (the `if isinstance(e, OwnError):` branch of a
// helper whose other errors are re-raised untouched). The cause of
// `raise X(...) from e` is not part of the message and is not read. False
// when def has no raise of the parameter at all or no body.
func RaisesUnchanged(f *model.File, def *model.Node, name string, guarded func(use *model.Node) bool) bool {
	body := def.ChildByFieldName("body")
	if body == nil {
		return false
	}
	ok, bare := true, false
	model.Walk(body, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return false
		case model.SymRaiseStatement:
			v := model.Unwrap(n.NamedChild(0))
			if v == nil {
				return false
			}
			if v.Sym() == model.SymIdentifier && f.Text(v) == name {
				bare = true
				return false
			}
			model.Walk(v, func(m *model.Node) bool {
				if m.Sym() == model.SymIdentifier && f.Text(m) == name && !guarded(m) {
					ok = false
				}
				return ok
			})
			return false
		}
		return ok
	})
	return ok && bare
}

// ParamName returns the name of the i-th parameter of Python function def
// (plain, typed, with a default), or "" when it has none there or the
// parameter is a splat (*args, **kwargs).
func ParamName(f *model.File, def *model.Node, i int) string {
	params := def.ChildByFieldName("parameters")
	if params == nil || i >= int(params.NamedChildCount()) {
		return ""
	}
	p := params.NamedChild(i)
	switch p.Sym() {
	case model.SymIdentifier:
	case model.SymTypedParameter, model.SymTypedDefaultParameter, model.SymDefaultParameter:
		if id := p.ChildByFieldName("name"); id != nil {
			p = id
		} else if p.NamedChildCount() > 0 {
			p = p.NamedChild(0)
		}
	default:
		return ""
	}
	if p.Sym() != model.SymIdentifier {
		return ""
	}
	return f.Text(p)
}

// LocalImport returns the qualified name ("pkg.mod.Name") that name is
// bound to by a `from pkg.mod import Name` statement inside a function
// around at (an import deferred into the tool's body, `# noqa: PLC0415`),
// or "" when no such import binds it. Module-level imports are
// model.File.QualifiedName's.
func LocalImport(f *model.File, at *model.Node, name string) string {
	for fn := model.EnclosingFunc(at); fn != nil; fn = model.EnclosingFunc(fn) {
		out := ""
		model.Walk(fn.ChildByFieldName("body"), func(n *model.Node) bool {
			switch n.Sym() {
			case model.SymFunctionDefinition, model.SymClassDefinition, model.SymLambda:
				return false
			case model.SymImportFromStatement:
				if q := fromImportBinds(f.Text(n), name); q != "" {
					out = q
				}
				return false
			}
			return out == ""
		})
		if out != "" {
			return out
		}
	}
	return ""
}

// fromImportBinds returns mod.orig when the text of a `from mod import a,
// orig as name` statement binds name, else "". Relative modules are left
// out: their package is not named.
func fromImportBinds(stmt, name string) string {
	rest, ok := strings.CutPrefix(stmt, "from ")
	if !ok {
		return ""
	}
	mod, names, ok := strings.Cut(rest, " import ")
	mod = strings.TrimSpace(mod)
	if !ok || mod == "" || strings.HasPrefix(mod, ".") {
		return ""
	}
	names = strings.Trim(strings.TrimSpace(names), "()")
	for _, part := range strings.Split(names, ",") {
		fields := strings.Fields(part)
		switch {
		case len(fields) == 1 && fields[0] == name:
			return mod + "." + name
		case len(fields) == 3 && fields[1] == "as" && fields[2] == name:
			return mod + "." + fields[0]
		}
	}
	return ""
}
