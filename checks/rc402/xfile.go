package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/errorigin"
	"github.com/resilience-check/resilience-check/checks/summary/narrowexc"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/clsorigin"
	"github.com/resilience-check/resilience-check/checks/facts/cntpath"
	"github.com/resilience-check/resilience-check/checks/facts/errparam"
	"github.com/resilience-check/resilience-check/checks/facts/fnparam"
	"github.com/resilience-check/resilience-check/checks/facts/localerr"
	"github.com/resilience-check/resilience-check/checks/facts/sdkrecv"
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
	if c.f.Lang.IsJS() && src.at != nil && src.wraps == nil && c.jsGuarded(src.at, enclosingCatch(src.at)) {
		return // under `if (error instanceof ValidationError)`: the server's own text, as a direct leak (jsGuarded)
	}
	region := errRegion(c.f, src.errAt)
	param, paramOf := errparam.Of(c.f, errIdent(src.errAt))
	if region == nil && (param == "" || src.wraps != nil) {
		return
	}
	reader := "the model"
	switch kind {
	case leakHTTP:
		reader = "the caller"
	case leakLog:
		reader = "the client"
	}
	what := src.what
	if len(what) > 60 {
		what = what[:57] + "..."
	}
	fix := leakAdvices.For(c.f.Lang).fix // the language's logging (perlang.go)
	switch kind {
	case leakResourceErr:
		fix = resourceErrFix
	case leakHandlerErr:
		fix = "log.Printf(\"ref=%s: %v\", ref, err); return mcp.NewToolResultError(\"internal error [ref: \" + ref + \"]\"), nil"
	}
	at := xfacts.SpanOf(c.f, src.at)
	l := xfacts.Leak{At: at, What: what, Sink: kind.String(), ParamName: param, ParamOf: paramOf,
		Reader: reader, HandlerErr: kind == leakHandlerErr || kind == leakResourceErr, Fix: fix, LineText: c.f.Line(at.Line),
		Excludes: excludedClasses(c.f, src.errAt), Catches: narrowexc.Catches(c.f, errIdent(src.errAt)), Handler: handlerNoun(kind), Wraps: src.wraps}
	if region != nil {
		l.Region, l.ParamName, l.Opaque = xfacts.SpanOf(c.f, region), "", src.wraps != nil && clsorigin.Opaque(c.f, region)
	}
	xfacts.Of(c.f).AddLeak(l)
}

// enclosingCatch returns the catch clause around n, or the function n is
// in when there is none (a helper's error parameter), or nil at the top:
// the scope jsGuarded reads the instanceof guards of.
func enclosingCatch(n *model.Node) *model.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Sym() == model.SymCatchClause || p.IsScope() {
			return p
		}
	}
	return nil
}

// handlerNoun is xfacts.Leak.Handler for a sink kind.
func handlerNoun(kind leakSink) string {
	if kind == leakResourceErr {
		return "resource"
	}
	return ""
}

// resourceErrFix is the fix of a Go resource or prompt handler that
// returns a raw error.
const resourceErrFix = "log.Printf(\"ref=%s: %v\", ref, err); return nil, fmt.Errorf(\"internal error [ref: %s]\", ref)"

// resourceErrMessage is the message of a Go MCP resource or prompt handler
// that returns raw error what.
func resourceErrMessage(what string) string {
	return "this MCP resource or prompt handler returns the raw error " + what + ", whose text mcp-go sends to the client " +
		"as the JSON-RPC error message, exposing paths, hosts or upstream detail to the model; " +
		"log it and return an error with a fixed message and a reference id"
}

// goIsReadHandler: fn takes an mcp ReadResourceRequest and returns
// ([]ResourceContents, error), or a GetPromptRequest and returns
// (*GetPromptResult, error) — mcp-go's resource, template and prompt
// handler types.
func (c *leakCheck) goIsReadHandler(fn *model.Node) bool {
	if !c.hasCallToolRequest {
		return false
	}
	return c.memo(fn, 3, func() bool {
		params, result := fn.ChildByFieldName("parameters"), fn.ChildByFieldName("result")
		if params == nil || result == nil || result.Sym() != model.SymParameterList || result.NamedChildCount() != 2 {
			return false
		}
		first, last := c.f.Text(result.NamedChild(0)), result.NamedChild(1)
		if c.f.Text(last.ChildByFieldName("type")) != "error" {
			return false
		}
		p := c.f.Text(params)
		return strings.Contains(p, "ReadResourceRequest") && strings.HasSuffix(first, "ResourceContents") ||
			strings.Contains(p, "GetPromptRequest") && strings.HasSuffix(first, "GetPromptResult")
	})
}

// instanceofRE finds `e instanceof X` in a condition (group 1 the variable,
// 2 the class).
var instanceofRE = regexp.MustCompile(`([A-Za-z_$][\w$]*)\s+instanceof\s+([A-Za-z_$][\w$.]*)`)

// excludedClasses returns the error classes (last segment of the name) that
// the handler of the error read at n lets go before n: a JS catch clause's
// `if (e instanceof X) { ...; throw/return }` ahead of the use, a Python
// clause's `if isinstance(e, X): raise/return`, and the classes an earlier
// except clause of the same try catches. Errors of those classes never
// reach n (the summaries drop a call whose errors a try inside the region
// turns into one of them: summary.TryGuard).
func excludedClasses(f *model.File, n *model.Node) []string {
	id := errIdent(n)
	if id == nil {
		return nil
	}
	name := f.Text(id)
	var out []string
	add := func(t string) {
		t = strings.TrimSpace(t)
		if t = t[strings.LastIndex(t, ".")+1:]; t != "" {
			out = append(out, t)
		}
	}
	for p := id.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymCatchClause:
			if param := p.ChildByFieldName("parameter"); param == nil || f.Text(param) != name {
				return nil
			}
			body := p.ChildByFieldName("body")
			for i := 0; body != nil && i < int(body.NamedChildCount()); i++ {
				st := body.NamedChild(i)
				if st.StartByte() >= id.StartByte() {
					break
				}
				if st.Sym() != model.SymIfStatement || !localerr.AlwaysLeaves(st.ChildByFieldName("consequence")) {
					continue
				}
				cond := f.Text(st.ChildByFieldName("condition"))
				if strings.Contains(cond, "!") || strings.Contains(cond, "&&") {
					continue
				}
				for _, m := range instanceofRE.FindAllStringSubmatch(cond, -1) {
					if m[1] == name {
						add(m[2])
					}
				}
			}
			return out
		case model.SymExceptClause:
			try := p.Parent()
			if try == nil || try.Sym() != model.SymTryStatement {
				return nil
			}
			for i := 0; i < int(try.NamedChildCount()); i++ {
				c := try.NamedChild(i)
				if c.StartByte() >= p.StartByte() {
					break
				}
				if c.Sym() == model.SymExceptClause {
					for _, t := range errorigin.PyExceptTypeNames(f, c) {
						add(t)
					}
				}
			}
			body := leakChildOfType(p, model.SymBlock)
			for i := 0; body != nil && i < int(body.NamedChildCount()); i++ {
				st := body.NamedChild(i)
				if st.StartByte() >= id.StartByte() {
					break
				}
				if st.Sym() != model.SymIfStatement || !model.EndsInExit(f, st.ChildByFieldName("consequence")) {
					continue
				}
				cond := model.Unwrap(st.ChildByFieldName("condition"))
				if cond == nil || cond.Sym() != model.SymCall || f.Text(model.Callee(cond)) != "isinstance" || f.Text(model.Arg(cond, 0)) != name {
					continue
				}
				for _, t := range strings.FieldsFunc(f.Text(model.Arg(cond, 1)), func(r rune) bool { return r == '(' || r == ')' || r == ',' || r == ' ' }) {
					add(t)
				}
			}
			return out
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymArrowFunction, model.SymFunctionExpression:
			return nil
		}
	}
	return nil
}

// errIdent is errparam.Ident.
func errIdent(n *model.Node) *model.Node { return errparam.Ident(n) }

// errRegion returns the code whose calls raise the error that source
// expression n reads, as ErrorOriginOf finds it: the try block of an
// except / catch clause, the promise chain before a .catch callback, the
// Go call whose error was last assigned (through fmt.Errorf("%w") and
// errors.Wrap); nil when there is none.
func errRegion(f *model.File, n *model.Node) *model.Node {
	if id := errIdent(n); id != nil {
		return idRegion(f, id, 0)
	}
	return nil
}

// idRegion is errRegion for the error identifier id.
func idRegion(f *model.File, id *model.Node, hops int) *model.Node {
	if id == nil || hops > 4 {
		return nil
	}
	name := f.Text(id)
	if v := errorigin.ErrAlias(f, id); v != nil { // an alias: last = err
		return idRegion(f, v, hops+1)
	}
	for p := id.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymExceptClause:
			if strings.Contains(f.Text(p)[:strings.IndexByte(f.Text(p)+":", ':')], " as "+name) {
				if errorigin.PyCatchesOnlyValueErrors(f, p) {
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
			if !fnparam.JSNamed(f, p, name) {
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
			last := localerr.LastAssigned(f, p, id, name)
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
			names[i] = errorigin.Noun[o]
		}
		label = "a " + strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1] + " error"
		exp = exposure(&leakSource{rawObject: true})
	}
	what := l.What // the origin shown in the file: labelled already (valueleak.go)
	if chain != "" {
		what += " (" + label + ", raised in " + chain + ")"
	} else if l.ParamName != "" { // the origin the caller's file shows (xfacts.ErrPass)
		what += " (" + label + ")"
	}
	if l.HandlerErr && l.Handler == "resource" {
		return resourceErrMessage(what)
	}
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

// goErrCaptured reports whether the error Go call n returns is taken: the
// call is returned as is, or assigned to names one of which is an error
// variable (`resp, err := client.Do(req)`, `if err := c.Delete(); ...`).
func goErrCaptured(f *model.File, n *model.Node) bool {
	p := n.Parent()
	if p != nil && p.Sym() == model.SymExpressionList {
		p = p.Parent()
	}
	if p == nil {
		return false
	}
	switch p.Sym() {
	case model.SymReturnStatement:
		return true
	case model.SymShortVarDeclaration, model.SymAssignmentStatement:
		left := p.ChildByFieldName("left")
		for i := 0; left != nil && i < int(left.NamedChildCount()); i++ {
			name := f.Text(left.NamedChild(i))
			if name != "err" && !strings.HasPrefix(name, "err") && !strings.HasSuffix(name, "Err") {
				continue
			}
			// if v, err := cache.Value(k); err == nil { ... }: only tested
			if st := p.Parent(); st != nil && st.Sym() == model.SymIfStatement && sameNode(st.ChildByFieldName("initializer"), p) &&
				strings.ReplaceAll(f.Text(st.ChildByFieldName("condition")), " ", "") == name+"==nil" {
				return false
			}
			return true
		}
	}
	return false
}

// sameNode reports whether a and b are the same node (by their span and kind).
func sameNode(a, b *model.Node) bool {
	return a != nil && b != nil && a.StartByte() == b.StartByte() && a.EndByte() == b.EndByte() && a.Sym() == b.Sym()
}

// init supplies the summaries (package checks/summary) with RC402's error
// classes and its cross-file message, through xfacts' hooks.
func init() {
	xfacts.CallOrigin = func(f *model.File, n *model.Node) xfacts.Origin {
		o := CallOrigin(f, n)
		if o == OriginSDK && f.Lang == model.LangGo && !goErrCaptured(f, n) {
			return 0 // githubv4.String(x), errors.IsNotFound(err): no error of the SDK's is passed on
		}
		if o.Internal() && o != OriginStack && o != OriginWrapped {
			return xfacts.Origin(o)
		}
		return 0
	}
	xfacts.ErrPassed = goErrCaptured
	xfacts.TypeOrigin = func(f *model.File, t *model.Node) xfacts.Origin {
		if sdkrecv.TypeIsSDK(f, t) {
			return xfacts.Origin(OriginSDK)
		}
		return 0
	}
	xfacts.LeakWalk = func(f *model.File) { checkErrorLeak(&model.Pass{File: f, Rule: Rule}) }
	xfacts.LeakMessage = func(l xfacts.Leak, lang model.Language, origins []xfacts.Origin, chain string) string {
		os := make([]ErrorOrigin, len(origins))
		for i, o := range origins {
			os[i] = ErrorOrigin(o)
		}
		return CrossFileMessage(l, lang, os, chain)
	}
}

// filled returns the source of raw error text that the code puts into the
// container that identifier n holds (v, a dict, list, object or array
// literal) before n: `status["error"] = str(e)`, `out.append(str(e))`,
// `result.error = err.message`, `items.push(err.message)` in the function
// around n. A container the handler returns carries what was put in it,
// as CodeQL's container flow steps do.
func (c *leakCheck) filled(n, v *model.Node, hops int) *leakSource {
	f := c.f
	switch v.Sym() {
	case model.SymDictionary, model.SymList, model.SymObject, model.SymArray:
	case model.SymCompositeLiteral: // Go: resp := map[string]string{"error": msg}; resp["details"] = err.Error()
		if t := v.ChildByFieldName("type"); t == nil || !strings.HasPrefix(f.Text(t), "map[") {
			return nil
		}
	default:
		return nil
	}
	fn := model.EnclosingFunc(n)
	if fn == nil || !model.Contains(fn, v) {
		return nil
	}
	name := f.Text(n)
	var best *leakSource
	// a part filled by a method (out["errors"].append(x)) counts; a part's
	// assignment only on the container itself (out["error"] = x)
	in := func(obj *model.Node, call bool) bool {
		return call && cntpath.RootedAt(f, obj, name) || f.Text(obj) == name
	}
	for _, val := range cntpath.Fills(f, fn, n, in) {
		best = better(best, c.taint(val, true, hops+1))
	}
	return best
}
