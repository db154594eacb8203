package rc402

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// pendingLeak records a sink whose raw error text has an origin the file
// does not show, with the code whose calls the error comes from, for the
// function summaries to judge (issue 18: a handler's error raised by a
// helper in another module that calls a database driver or an upstream).
func (c *leakCheck) pendingLeak(src *leakSource, kind leakSink) {
	if src.errAt == nil {
		return
	}
	region := errRegion(c.f, src.errAt)
	if region == nil {
		return
	}
	reader := "the model"
	if kind == leakHTTP {
		reader = "the caller"
	}
	what := src.what
	if len(what) > 60 {
		what = what[:57] + "..."
	}
	fix := leakAdvices.For(c.f.Lang).fix // the language's logging (perlang.go)
	if kind == leakHandlerErr {
		fix = "log.Printf(\"ref=%s: %v\", ref, err); return mcp.NewToolResultError(\"internal error [ref: \" + ref + \"]\"), nil"
	}
	x := xfacts.Of(c.f)
	at := xfacts.SpanOf(c.f, src.at)
	for _, l := range x.Leaks {
		if l.At == at {
			return
		}
	}
	x.Leaks = append(x.Leaks, xfacts.Leak{At: at, Region: xfacts.SpanOf(c.f, region), What: what, Sink: kind.String(),
		Reader: reader, HandlerErr: kind == leakHandlerErr, Fix: fix, LineText: c.f.Line(at.Line)})
}

// errRegion returns the code whose calls raise the error that source
// expression n reads, as ErrorOriginOf finds it: the try block of an
// except / catch clause, the promise chain before a .catch callback, the
// Go call whose error was last assigned (through fmt.Errorf("%w") and
// errors.Wrap); nil when there is none.
func errRegion(f *model.File, n *model.Node) *model.Node {
	for hops := 0; hops < 6; hops++ {
		n = model.Unwrap(n)
		if n == nil {
			return nil
		}
		switch n.Sym() {
		case model.SymCall, model.SymCallExpression:
			fn := model.Callee(n)
			if fn != nil && (fn.Sym() == model.SymAttribute || fn.Sym() == model.SymMemberExpression || fn.Sym() == model.SymSelectorExpression) {
				n = memberObject(fn)
			} else {
				n = model.Arg(n, 0)
			}
		case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
			n = memberObject(n)
		case model.SymIdentifier, model.SymShorthandPropertyIdentifier:
			return idRegion(f, n, 0)
		default:
			return nil
		}
	}
	return nil
}

func memberObject(n *model.Node) *model.Node {
	if o := n.ChildByFieldName("object"); o != nil {
		return o
	}
	return n.ChildByFieldName("operand")
}

// idRegion is errRegion for the error identifier id.
func idRegion(f *model.File, id *model.Node, hops int) *model.Node {
	if id == nil || hops > 4 {
		return nil
	}
	name := f.Text(id)
	if v := model.Unwrap(f.Lookup(name, id)); v != nil { // an alias: last = err
		if v.Sym() == model.SymAsExpression || v.Sym() == model.SymTypeAssertion {
			v = model.Unwrap(v.NamedChild(0))
		}
		if v != nil && v.Sym() == model.SymIdentifier && f.Text(v) != name && (v.Parent() == nil || v.Parent().Sym() != model.SymAsPattern) {
			return idRegion(f, v, hops+1)
		}
	}
	for p := id.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymExceptClause:
			if strings.Contains(f.Text(p)[:strings.IndexByte(f.Text(p)+":", ':')], " as "+name) {
				if pyCatchesOnlyValueErrors(f, p) {
					return nil
				}
				if try := p.Parent(); try != nil && try.Sym() == model.SymTryStatement {
					return try.ChildByFieldName("body")
				}
				return nil
			}
		case model.SymCatchClause:
			if param := p.ChildByFieldName("parameter"); param != nil && f.Text(param) == name {
				if try := p.Parent(); try != nil && try.Sym() == model.SymTryStatement {
					return try.ChildByFieldName("body")
				}
				return nil
			}
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			if !jsParamNamed(f, p, name) {
				continue
			}
			args := p.Parent()
			if args == nil || args.Sym() != model.SymArguments || args.Parent() == nil || args.Parent().Sym() != model.SymCallExpression {
				return nil
			}
			callee := model.Callee(args.Parent())
			if callee == nil || callee.Sym() != model.SymMemberExpression {
				return nil
			}
			if m := f.Text(callee.ChildByFieldName("property")); m != "catch" && m != "then" {
				return nil
			}
			return callee.ChildByFieldName("object")
		case model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral:
			if f.Lang != model.LangGo {
				return nil
			}
			last := goLastAssigned(f, p, id, name)
			if last == nil || last.Sym() != model.SymCallExpression {
				return nil
			}
			switch q := model.ImportedName(f, model.Callee(last)); q {
			case "errors.New":
				return nil
			case "fmt.Errorf":
				if !strings.Contains(f.Text(model.Arg(last, 0)), "%w") {
					return nil
				}
				for i := 1; i < model.NumArgs(last); i++ {
					if a := model.Unwrap(model.Arg(last, i)); a != nil && a.Sym() == model.SymIdentifier {
						return idRegion(f, a, hops+1)
					}
				}
				return nil
			case "github.com/pkg/errors.Wrap", "github.com/pkg/errors.Wrapf", "github.com/pkg/errors.WithMessage":
				if a := model.Unwrap(model.Arg(last, 0)); a != nil && a.Sym() == model.SymIdentifier {
					return idRegion(f, a, hops+1)
				}
				return nil
			}
			return last
		case model.SymFunctionDefinition, model.SymMethodDefinition, model.SymClassDefinition:
			return nil
		}
	}
	return nil
}

// CrossFileMessage is the message of an RC402 finding whose origins were
// found in the function summaries of what the leak's region calls: origins
// in increasing order, chain as "get_user() -> cursor.execute()
// (app/db.py:12)".
func CrossFileMessage(l xfacts.Leak, lang model.Language, origins []ErrorOrigin, chain string) string {
	label := origins[0].String()
	exp := exposure(&leakSource{origin: origins[0]})
	if len(origins) > 1 {
		names := make([]string, len(origins))
		for i, o := range origins {
			names[i] = originNoun[o]
		}
		label = "a " + strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1] + " error"
		exp = exposure(&leakSource{rawObject: true})
	}
	what := l.What + " (" + label + ", raised in " + chain + ")"
	if l.HandlerErr {
		return "this MCP tool handler returns the raw error " + what + ", whose text the SDK sends to the client " +
			"(mcp-go: the JSON-RPC error message; go-sdk: the tool result), exposing paths, hosts or upstream detail to the model; " +
			"log it and return a tool result with a safe message"
	}
	text := "raw error text"
	if lang == model.LangPython {
		text = "raw exception text"
	}
	if lang == model.LangGo {
		exp = "file paths, hosts or upstream detail"
	}
	return what + " puts the " + text + " into " + l.Sink + ", so " + exp + " reach " + l.Reader +
		"; log it and return a fixed message with a reference id"
}

// init supplies the summaries (package checks/summary) with RC402's error
// classes and its cross-file message, through xfacts' hooks.
func init() {
	xfacts.CallOrigin = func(f *model.File, n *model.Node) xfacts.Origin {
		if o := CallOrigin(f, n); o.Internal() && o != OriginStack {
			return xfacts.Origin(o)
		}
		return 0
	}
	xfacts.LeakMessage = func(l xfacts.Leak, lang model.Language, origins []xfacts.Origin, chain string) string {
		os := make([]ErrorOrigin, len(origins))
		for i, o := range origins {
			os[i] = ErrorOrigin(o)
		}
		return CrossFileMessage(l, lang, os, chain)
	}
}
