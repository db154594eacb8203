// Package gofixed recognises, for RC402 in Go, a call on a package-level
// variable of the file whose errors are fixed texts about the server's own
// files or templates, never an upstream's detail: a method of an embed.FS
// (`//go:embed schemas/*.md` `var schemas embed.FS`; schemas.ReadFile
// fails with an *fs.PathError naming the embedded path it was asked for)
// and Execute or ExecuteTemplate of a text/template or html/template value
// the file parses itself without a function map (`var tmpl =
// template.Must(template.New("x").Parse(PromptTemplate))`), writing into a
// buffer of the function (`tmpl.Execute(&buf, data)`): its errors name the
// template and the field it could not evaluate. The types come from the
// library rows (libmodels/data/go.yml, errors: local, with their source);
// gounseen then leaves such a call out of its unseen calls. A variable of
// another file, a template with Funcs (whose functions may fail with
// anything) and an Execute into a writer that is not a local buffer (an
// http.ResponseWriter's write error) stay unseen.
package gofixed

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/sdkrecv"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// localTypes are the Go types, and their constructors (aliases), whose
// methods fail only with fixed texts about the server's own values (library
// rows with api: type and errors: local).
var localTypes = libmodels.Builtin().NameSet(func(r *libmodels.Row) bool {
	return r.Lang == libmodels.Go && r.API == libmodels.Type && r.Errors == libmodels.OriginLocal && r.BodyField == nil
})

// specSyms are the Go variable specs.
var specSyms = model.NewSymBitset(model.SymVarSpec)

// Call reports whether Go call is a method call on root, an identifier
// naming a package-level variable of f, whose errors are fixed texts (see
// the package comment).
func Call(f *model.File, call, root *model.Node) bool {
	if f.Lang != model.LangGo || call == nil || root == nil || root.Sym() != model.SymIdentifier {
		return false
	}
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymSelectorExpression || model.Unwrap(fn.ChildByFieldName("operand")) != root {
		return false // only a method of the variable itself (schemas.ReadFile), not of what it leads to
	}
	typ, init := packageVar(f, f.Text(root))
	switch {
	case typ == "embed.FS":
		return localTypes[typ]
	case strings.HasSuffix(typ, "template.Template") || init != nil && templateBuilt(f, init):
		method := f.Text(fn.ChildByFieldName("field"))
		if (method != "Execute" && method != "ExecuteTemplate") || init == nil || strings.Contains(f.Text(init), ".Funcs(") {
			return false
		}
		w := model.Arg(call, 0) // not Unwrap: it takes the & off
		return w != nil && w.Sym() == model.SymUnaryExpression && strings.HasPrefix(f.Text(w), "&") && localTypes[templateType(f, init)]
	}
	return false
}

// packageVar returns the qualified declared type ("embed.FS",
// "text/template.Template", pointers taken off) and the initial value of
// the package-level variable name of f; "" and nil when f declares no such
// variable at its top level (a local, a parameter, a variable of another
// file).
func packageVar(f *model.File, name string) (typ string, init *model.Node) {
	found := false
	f.NodesOf(specSyms, func(s *model.Node) bool {
		if found || !topLevel(s) {
			return !found
		}
		names, values := 0, s.ChildByFieldName("value")
		for i := 0; i < int(s.NamedChildCount()); i++ {
			c := s.NamedChild(i)
			if c.Sym() != model.SymIdentifier {
				continue
			}
			if f.Text(c) == name {
				found = true
				if t := s.ChildByFieldName("type"); t != nil {
					typ = sdkrecv.GoQualifiedType(f, t)
				}
				if values != nil && names < int(values.NamedChildCount()) {
					init = values.NamedChild(names)
				}
				return false
			}
			names++
		}
		return true
	})
	return typ, init
}

// topLevel reports whether var spec s is declared outside any function.
func topLevel(s *model.Node) bool {
	for p := s.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymSourceFile:
			return true
		case model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral:
			return false
		}
	}
	return false
}

// templateBuilt reports whether Go expression v builds a template of a
// template package (templateType is not "").
func templateBuilt(f *model.File, v *model.Node) bool { return templateType(f, v) != "" }

// templateType returns the type a template package's constructor chain v
// builds (`template.Must(template.New("x").Parse(s))` →
// "text/template.Template"): the innermost call of the chain is
// template.New of an imported text/template or html/template, unwrapped of
// template.Must; "" for any other value.
func templateType(f *model.File, v *model.Node) string {
	for n := model.Unwrap(v); n != nil && n.Sym() == model.SymCallExpression; {
		callee := model.Callee(n)
		q := model.ImportedName(f, callee)
		switch q {
		case "text/template.Must", "html/template.Must":
			n = model.Unwrap(model.Arg(n, 0))
			continue
		case "text/template.New", "html/template.New":
			return strings.TrimSuffix(q, ".New") + ".Template"
		}
		if callee == nil || callee.Sym() != model.SymSelectorExpression {
			return ""
		}
		n = model.Unwrap(callee.ChildByFieldName("operand")) // template.New("x").Parse(s): down the chain
	}
	return ""
}
