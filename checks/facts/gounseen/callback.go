package gounseen

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errorigin"
	"github.com/resilience-check/resilience-check/checks/facts/gofntype"
	"github.com/resilience-check/resilience-check/checks/model"
)

// IsParamCall reports whether n is the callee of a Go call that names a
// parameter of function type of the function (declaration, method or func
// literal) around the call: `v, err := fn()` in `func callJSON(ctx
// context.Context, action string, fn func() (interface{}, error))`. Such a
// helper returns what the callable its callers hand it returns; the
// function summaries judge the callers (summary/cbargs' Go callables,
// cbcall.HandedHidden): it is the Go counterpart of unseen.IsParamCall.
func IsParamCall(f *model.File, n *model.Node) bool {
	if f.Lang != model.LangGo || n == nil || n.Sym() != model.SymIdentifier {
		return false
	}
	call := n.Parent()
	return call != nil && call.Sym() == model.SymCallExpression && model.Callee(call) == n && funcParam(f, n)
}

// funcParam reports whether identifier id names a parameter declared with
// a function type (`fn func() (string, error)`) of the nearest function
// around it that declares a parameter of that name: the helper's own, or a
// handler factory's whose returned func literal calls it (`func
// applyHandler(fn func(context.Context) error) server.ToolHandlerFunc {
// return func(...) { if err := fn(ctx); ... } }`). A parameter of another
// type, or a name no function around it declares, is not.
func funcParam(f *model.File, id *model.Node) bool {
	name := f.Text(id)
	for fn := model.EnclosingFunc(id); fn != nil; fn = model.EnclosingFunc(fn) {
		switch fn.Sym() {
		case model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral:
		default:
			return false
		}
		params := fn.ChildByFieldName("parameters")
		for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
			d := params.NamedChild(i)
			if d.Sym() != model.SymParameterDeclaration && d.Sym() != model.SymVariadicParameterDeclaration {
				continue
			}
			for j := 0; j < int(d.NamedChildCount()); j++ {
				if c := d.NamedChild(j); c.FieldName() == "name" && f.Text(c) == name {
					return gofntype.Func(f, d.ChildByFieldName("type")) // func(...), server.ToolHandlerFunc, a func type of the file
				}
			}
		}
	}
	return false
}

// Handed returns the calls of Go func literal lit (a callable a call hands
// its callee: `callExec(ctx, "reload", func() (string, error) { return
// client.Reload() })`) whose errors may leave it and the file does not
// show as safe, in source order, at most maxHanded, with known[i] true when
// call i's origin is one errorigin names and can carry internal detail (a
// network, file, database, process or SDK error: the text leaks whatever
// the summaries say) and false when it is unknown (a method of a value the
// literal holds, a function of the module: the summaries resolve it or it
// stays unknown). Calls of nested func literals, of Go's builtins, pure,
// parse, validate, log and argument-accessor calls (quiet) and calls of
// the standard library or third-party packages whose origin errorigin does
// not name (OriginLocal, strconv) are left out.
func Handed(f *model.File, lit *model.Node) (calls []*model.Node, known []bool) {
	if f.Lang != model.LangGo || lit == nil {
		return nil, nil
	}
	if lit.Sym() != model.SymFuncLiteral {
		if lit = Named(f, lit); lit == nil {
			return nil, nil // a function handed by name: its declaration in the file (named.go)
		}
	}
	body := lit.ChildByFieldName("body")
	model.Walk(body, func(n *model.Node) bool {
		if len(calls) >= maxHanded {
			return false
		}
		if n.Sym() == model.SymFuncLiteral {
			return false
		}
		if n.Sym() != model.SymCallExpression {
			return true
		}
		fn := model.Callee(n)
		if fn == nil || errorigin.PureCall(f, n) {
			return true
		}
		o := errorigin.CallOrigin(f, n)
		if o.Internal() && o != errorigin.OriginWrapped {
			calls, known = append(calls, fn), append(known, true)
			return true
		}
		if o != errorigin.OriginUnknown {
			return true
		}
		name := f.Text(fn)
		if quiet(name[strings.LastIndexByte(name, '.')+1:]) {
			return true
		}
		root := rootIdent(fn)
		if root == nil || goBuiltins[f.Text(root)] {
			return true
		}
		if t := paramType(f, root); strings.Contains(t, "Request") || t == "context.Context" {
			return true // the tool request's accessors (req.GetString), the context's Value
		}
		if q, ok := f.Imports()[f.Text(root)]; ok && root != fn && !ownPackage(f, q) {
			return true // the standard library or a third-party package whose origin errorigin does not name
		}
		calls, known = append(calls, fn), append(known, false)
		return true
	})
	return calls, known
}

// paramType returns the type text of the parameter identifier root names
// in the nearest function around it that declares one of that name, or "".
func paramType(f *model.File, root *model.Node) string {
	name := f.Text(root)
	for fn := model.EnclosingFunc(root); fn != nil; fn = model.EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
			d := params.NamedChild(i)
			for j := 0; j < int(d.NamedChildCount()); j++ {
				if c := d.NamedChild(j); c.FieldName() == "name" && f.Text(c) == name {
					if t := d.ChildByFieldName("type"); t != nil {
						return f.Text(t)
					}
					return ""
				}
			}
		}
	}
	return ""
}

// maxHanded bounds the calls Handed returns for one func literal.
const maxHanded = 4
