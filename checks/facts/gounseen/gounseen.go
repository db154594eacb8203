// Package gounseen finds, for RC402 (error-detail-leak) in Go, the call
// whose error a tool handler sends on when the file cannot see into it: the
// call an `err` was last assigned from (through fmt.Errorf("%w") and
// errors.Wrap, rc402's errRegion) when it is a function of another package
// of the module (`handlers.Query(ctx, ...)`), a method of a value the
// handler holds (`a.engine.DiscoverAll(ctx)`, `tm.deps.Manager.Query(...)`,
// `util.GitlabClient().Pipelines.ListProjectPipelines(...)`), a function
// value (`listFunc(ctx, client, ns, opts)`) or a function of the package in
// another file. It is the Go counterpart of package unseen: an error of such
// a call put into a tool result, or returned by a handler (mcp-go sends its
// text as the JSON-RPC error, the go-sdk as the tool result), is reported at
// low severity (checks/rc402, unknown_tool.go), never taken as safe; when
// the function summaries resolve every such call to a function they read,
// the low finding is dropped (checks/unseen.go).
package gounseen

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errorigin"
	"github.com/resilience-check/resilience-check/checks/facts/gofixed"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Calls returns the callee of Go call region (the call an error was last
// assigned from) when its errors are not in sight, as a one-element slice,
// or nil: a call whose origin the file shows (errorigin.CallOrigin), the
// standard library's, a pure or third-party package's, a parse, validate,
// encode or log call, an argument accessor (`request.RequireString`,
// `req.BindArguments`), a client getter (`deps.GetClient(ctx)`) and a call
// on a parameter of a function around it (param) are not.
func Calls(f *model.File, region *model.Node) []*model.Node {
	if f.Lang != model.LangGo || region == nil || region.Sym() != model.SymCallExpression {
		return nil
	}
	if errorigin.CallOrigin(f, region) != errorigin.OriginUnknown || errorigin.PureCall(f, region) {
		return nil
	}
	fn := model.Callee(region)
	if fn == nil {
		return nil
	}
	name := f.Text(fn)
	last := name[strings.LastIndexByte(name, '.')+1:]
	if quiet(last) || strings.HasSuffix(strings.ToLower(last), "client") {
		return nil // a client getter (deps.GetClient(ctx)): its error is the server's configuration or auth text
	}
	root := rootIdent(fn)
	if root == nil {
		return nil
	}
	r := f.Text(root)
	if goBuiltins[r] || gofixed.Call(f, region, root) {
		return nil // a builtin, or a method of the file's embed.FS or own template (fixed texts, package gofixed)
	}
	if q, ok := f.Imports()[r]; ok && root != fn {
		if !ownPackage(f, q) {
			return nil // the standard library, a pure or third-party package: their rows and CallOrigin judge them
		}
		return []*model.Node{fn}
	}
	if fn.Sym() == model.SymIdentifier && funcParam(f, fn) {
		return []*model.Node{fn} // `v, err := fn()`: the callable the helper's callers hand it (IsParamCall)
	}
	if param(f, root) {
		return nil // a parameter's value (an executor, a resolver, the request): what callers pass, not followed
	}
	return []*model.Node{fn}
}

// rootIdent returns the leftmost identifier of callee fn (`a` of
// `a.engine.DiscoverAll`, `util` of `util.GitlabClient().Pipelines.List`),
// nil when the chain starts elsewhere (a literal, an index expression).
func rootIdent(fn *model.Node) *model.Node {
	for n := model.Unwrap(fn); n != nil; n = model.Unwrap(n) {
		switch n.Sym() {
		case model.SymIdentifier:
			return n
		case model.SymSelectorExpression:
			n = n.ChildByFieldName("operand")
		case model.SymCallExpression:
			n = model.Callee(n)
		default:
			return nil
		}
	}
	return nil
}

// ownPackage reports whether Go import path q is a package of the
// repository's own module (go.mod's module path, thirdparty.World).
func ownPackage(f *model.File, q string) bool {
	mod := thirdparty.Of(f).GoModule
	return mod != "" && (q == mod || strings.HasPrefix(q, mod+"/"))
}

// param reports whether identifier root names a parameter of a function
// around it (the handler's or the factory's that returns it, not a method's
// receiver): the request (`req.RequireString`), an executor or a client
// resolver the callers pass (`executor.Execute(ctx, args)`, `resolver(ctx)`,
// `deps.GetClient(ctx)`). Its origin is what the callers pass, as for the
// helper's parameter errorigin reads; a call on it is left to them.
func param(f *model.File, root *model.Node) bool {
	name := f.Text(root)
	for p := root.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral:
			params := p.ChildByFieldName("parameters")
			if params == nil {
				continue
			}
			for i := 0; i < int(params.NamedChildCount()); i++ {
				d := params.NamedChild(i)
				for j := 0; j < int(d.NamedChildCount()); j++ {
					if c := d.NamedChild(j); c.Sym() == model.SymIdentifier && f.Text(c) == name {
						return true
					}
				}
			}
		}
	}
	return false
}

// quiet reports a callee name that reads or checks the caller's arguments,
// parses, validates, encodes or logs: it fails, if ever, with the server's
// own text about a value it holds (thirdparty.PureCall's prefixes too).
func quiet(name string) bool {
	if thirdparty.PureCall(name) {
		return true
	}
	l := strings.ToLower(name)
	for _, w := range quietWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// quietWords are parts of the names of argument accessors and checks
// (mcp-go's RequireString, BindArguments, a server's GetToolReqParam,
// RequiredParam, OptionalParam, security.ValidateURL) and of parsers and
// loggers and printers of the server's own values (PrintOutput).
var quietWords = []string{"require", "param", "argument", "bind", "validat", "parse", "check", "log", "marshal", "convert", "print"}

// goBuiltins are Go's predeclared functions and conversions.
var goBuiltins = map[string]bool{"len": true, "cap": true, "append": true, "make": true, "new": true, "copy": true, "panic": true,
	"recover": true, "string": true, "int": true, "error": true, "close": true, "delete": true, "min": true, "max": true}
