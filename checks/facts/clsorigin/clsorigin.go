// Package clsorigin gives RC402's cross-file pass the origin of an error
// caught by the project's own exception class when the try block's calls
// tell none. A clause that names only project classes (`except
// PipedriveAPIError as e`, xfacts.Leak.Wraps) is judged by the errors its
// try block's calls let out as one of those classes (package
// summary/wrapcls); when those calls do not resolve (a client reached
// through the lifespan context, `ctx.request_context.lifespan_context.
// client.deals.create_deal(...)`, a receiver typed nowhere), the clause
// had no origin and the leak went unreported, although the class itself
// says where its errors come from: a helper of the project raises it again
// with an upstream error's text inside (`except httpx.RequestError as e:
// raise PipedriveAPIError(f"Request failed: {e}") from e`). Pick finds, over
// every function of the project, the errors of a known origin that leave
// as one of the clause's classes, and returns the strongest (the raising
// helper's), so the clause is reported with that helper's chain. A class
// the project raises only with its own text (or the status code) carries
// no origin (errtaint.ReadsText in wrapcls), so its clauses stay silent.
//
// Blind-set batch 32, Wirasm/pipedrive-mcp (44 rows: PipedriveAPIError from
// base_client.py), eddmann/strava-mcp (StravaAPIError from client.py).
// Sources: CWE-209 (https://cwe.mitre.org/data/definitions/209.html);
// CodeQL py/stack-trace-exposure follows an exception's message into a new
// exception's arguments (local flow through constructors); Python docs,
// "User-defined Exceptions"
// (https://docs.python.org/3/tutorial/errors.html#user-defined-exceptions).
package clsorigin

import (
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/facts/errorigin"
	"github.com/resilience-check/resilience-check/checks/facts/errtaint"
	"github.com/resilience-check/resilience-check/checks/facts/rewrap"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
	"github.com/resilience-check/resilience-check/checks/summary/wrapcls"
)

// Pick returns, among the errors errs[file][fn] of the functions of files
// that have a known origin and leave their function as one of the classes
// wraps (effect.ErrorEffect.Wraps), the one of the highest origin, of the
// shortest chain among those (the function that raises the class itself
// rather than a caller it passes through), with a call standing for that
// function (Func -1, its Hop at the function's definition, named
// "fn()") and the origin as the leak's only one; nil, nil, nil when there
// is none or wraps is empty.
func Pick(wraps []string, errs [][][]effect.ErrorEffect, files []*sumfile.File) (*effect.ErrorEffect, *sumfile.Call, []xfacts.Origin) {
	if len(wraps) == 0 {
		return nil, nil, nil
	}
	var best *effect.ErrorEffect
	bf, bn := -1, -1
	for fi := range errs {
		for fn := range errs[fi] {
			for j := range errs[fi][fn] {
				e := &errs[fi][fn][j]
				if e.Origin == 0 || !shares(wraps, e.Wraps) || len(e.Chain) == 0 {
					continue
				}
				if best == nil || e.Origin > best.Origin || e.Origin == best.Origin && len(e.Chain) < len(best.Chain) {
					best, bf, bn = e, fi, fn
				}
			}
		}
	}
	if best == nil || bf >= len(files) || bn >= len(files[bf].Funcs) {
		return nil, nil, nil
	}
	g := &files[bf].Funcs[bn]
	return best, &sumfile.Call{Func: -1, Hop: effect.Hop{Path: files[bf].Path, Line: g.Line, Col: g.Col, EndLine: g.Line, EndCol: g.Col, Name: g.Name + "()"}},
		[]xfacts.Origin{best.Origin}
}

// shares reports whether the two class lists name a class in common.
func shares(a, b []string) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

// Caught returns o when it is known (not 0); otherwise, for Python call n
// inside a try whose except clause raises the project's own class again
// with the caught error's text (`except httpx.RequestError as e: raise
// PipedriveAPIError(f"Request failed: {e}") from e`, the try wrapcls.Class
// reads), the origin the library classes those clauses name give
// (errorigin.ErrorOriginOf of the clause's error name: httpx's are a
// network client's): the helper's call then raises an error of that
// origin, carried as the class, although the call's receiver is typed
// nowhere the file shows (`self.http_client.request(...)` with the client
// handed to the constructor). A clause of `except Exception` names no
// library and gives nothing; only an internal origin (errorigin's
// Internal, as xfacts.CallOrigin) counts. Only a call that can be the one
// the clause is about gets it: its value is used (not a statement of its
// own, as `logger.info(...)` is), it is no pure or logging call
// (errorigin.PureCall) and no call of an imported module's function (whose
// origin the library rows tell), and no call of the try block has an
// origin of its own (then that call is the error's, as before).
func Caught(f *model.File, n *model.Node, o xfacts.Origin) xfacts.Origin {
	if o != 0 || f.Lang != model.LangPython || !candidate(f, n) || wrapcls.Class(f, n) == "" {
		return o
	}
	for p, in := n.Parent(), n; p != nil && !p.IsScope(); p, in = p.Parent(), p {
		if p.Sym() != model.SymTryStatement || in != p.ChildByFieldName("body") {
			continue
		}
		if known(f, in) {
			return 0
		}
		best, raised := errorigin.OriginUnknown, false
		for i := 0; i < int(p.NamedChildCount()); i++ {
			if h := p.NamedChild(i); h.Sym() == model.SymExceptClause && rewraps(f, h) {
				if id := caughtName(f, h); id != nil {
					best = max(best, errorigin.ErrorOriginOf(f, id))
				}
				raised = true
			}
		}
		if raised {
			if best.Internal() && best != errorigin.OriginStack && best != errorigin.OriginWrapped {
				return xfacts.Origin(best)
			}
			return 0
		}
	}
	return 0
}

// rewraps reports whether except clause h raises a new error (its own
// statements, not a nested function's) with the caught error's text in
// its arguments (errtaint.Clause, errtaint.ReadsText), and calls no
// helper that cleans a message (errnames.SanitizerCallee:
// `ErrorSanitizer.sanitize_message(str(e))` before the raise, blind-set
// ivnvxd/mcp-server-odoo, whose clean row says so).
func rewraps(f *model.File, h *model.Node) bool {
	names := errtaint.Clause(f, h)
	if len(names) == 0 {
		return false
	}
	found, cleaned := false, false
	model.Walk(h, func(m *model.Node) bool {
		if cleaned || m.IsScope() {
			return false
		}
		if c := model.Callee(m); (m.Sym() == model.SymCall || m.Sym() == model.SymCallExpression) && c != nil && errnames.SanitizerCallee(f.Text(c)) {
			cleaned = true
			return false
		}
		if m.Sym() == model.SymRaiseStatement {
			if callee, args := rewrap.Raised(m); callee != nil && args != nil && errtaint.ReadsText(f, args, names) {
				found = true
			}
		}
		return true
	})
	return found && !cleaned
}

// caughtName returns the identifier except clause h binds its error to
// (the alias of `except X as e`), or nil.
func caughtName(f *model.File, h *model.Node) *model.Node {
	head := f.Text(h)
	head = head[:strings.IndexByte(head+":", ':')]
	i := strings.LastIndex(head, " as ")
	if i < 0 {
		return nil
	}
	name := strings.TrimSpace(head[i+4:])
	var out *model.Node
	model.Walk(h, func(m *model.Node) bool {
		if out != nil || m.Sym() == model.SymBlock {
			return false
		}
		if m.Sym() == model.SymIdentifier && f.Text(m) == name {
			out = m
		}
		return true
	})
	return out
}

// candidate reports whether call n can be the failing request a
// rewrapping clause is about (Caught): its value is used, it is no pure
// or logging call, and its callee is no imported module's function.
func candidate(f *model.File, n *model.Node) bool {
	if !valueUsed(n) || errorigin.PureCall(f, n) {
		return false
	}
	callee := model.Callee(n)
	for callee != nil && callee.Sym() == model.SymAttribute {
		callee = callee.ChildByFieldName("object")
	}
	return callee != nil && callee.Sym() == model.SymIdentifier && model.ImportedName(f, callee) == ""
}

// known reports whether a call of try block body (outside nested
// functions) has an origin of its own (xfacts.CallOrigin).
func known(f *model.File, body *model.Node) bool {
	if xfacts.CallOrigin == nil {
		return true
	}
	found := false
	model.Walk(body, func(m *model.Node) bool {
		if found || m.IsScope() {
			return false
		}
		if m.Sym() == model.SymCall && xfacts.CallOrigin(f, m) != 0 {
			found = true
		}
		return !found
	})
	return found
}

// Opaque reports whether try block region (Python or JS/TS) makes a call
// the summaries cannot follow to a function of the project: a method call
// whose value is used, that is no pure or logging call
// (errorigin.PureCall), on a receiver rooted at a plain name that is no
// import, no function or class of the file, not self/this, and not bound
// to a constructor call (`client = Client()`: an instance the summaries
// type). `pd_mcp_ctx.pipedrive_client.deals.create_deal(**payload)` after
// `pd_mcp_ctx = ctx.request_context.lifespan_context`, and
// `client.export_route_gpx(id)` after `client: StravaClient =
// ctx.get_state("client")`, are such calls; `client.get_user(id)` on a
// module's `client = Client()`, a call of a function of the file, and a
// receiver a function of the file or one it imports by name returns
// (mcp-atlassian's `fetcher = await get_confluence_fetcher(ctx)`, whose
// `except MCPAtlassianAuthenticationError` around `fetcher.get_page_views()`
// would otherwise take the class's raise in an authentication check the
// method never reaches) are not.
func Opaque(f *model.File, region *model.Node) bool {
	if region == nil || f.Lang != model.LangPython && !f.Lang.IsJS() {
		return false
	}
	found := false
	model.Walk(region, func(m *model.Node) bool {
		if found || m.IsScope() {
			return false
		}
		if m.Sym() == model.SymCall || m.Sym() == model.SymCallExpression {
			found = opaqueCall(f, m)
		}
		return !found
	})
	return found
}

// opaqueCall is Opaque for one call n.
func opaqueCall(f *model.File, n *model.Node) bool {
	callee := model.Callee(n)
	if callee == nil || callee.Sym() != model.SymAttribute && callee.Sym() != model.SymMemberExpression || !valueUsed(n) || errorigin.PureCall(f, n) {
		return false
	}
	return opaqueRoot(f, callee, 0)
}

// opaqueRoot is opaqueCall's judgement of the receiver of callee (an
// attribute or member expression), followed through a binding to a method
// call of another receiver (`result = fetcher.get_page_views(...)`;
// `result.to_simplified_dict()` is as opaque as fetcher) at most 3 deep.
func opaqueRoot(f *model.File, callee *model.Node, depth int) bool {
	root := callee
	for root != nil && (root.Sym() == model.SymAttribute || root.Sym() == model.SymMemberExpression) {
		root = root.ChildByFieldName("object")
	}
	if root == nil || root.Sym() != model.SymIdentifier {
		return false
	}
	switch name := f.Text(root); {
	case name == "self" || name == "this" || name == "cls" || model.ImportedName(f, root) != "" || f.LocalFunc(root) != nil:
		return false
	}
	v := model.Unwrap(f.Lookup(f.Text(root), root))
	if v == nil {
		return depth > 0 // a parameter or a name bound nowhere the file shows: as the call's own receiver, not judged; as the receiver a value came from (`ctx.get_state("client")`), of unknown type
	}
	if v.Sym() == model.SymCall || v.Sym() == model.SymNewExpression || v.Sym() == model.SymCallExpression {
		c := model.Callee(v)
		if v.Sym() == model.SymNewExpression {
			c = v.ChildByFieldName("constructor")
		}
		if c != nil && c.Sym() == model.SymIdentifier && (model.ImportedName(f, c) != "" || f.LocalFunc(c) != nil) {
			// a function of the file or one it imports by name builds it
			// (`fetcher = await get_confluence_fetcher(ctx)`, annotated `->
			// ConfluenceFetcher`): not a client of unknown type, whose
			// errors any raise of the class could stand for
			return false
		}
		if c != nil && (c.Sym() == model.SymAttribute || c.Sym() == model.SymMemberExpression) && depth < 3 {
			return opaqueRoot(f, c, depth+1)
		}
		if c != nil {
			last := errnames.Last(f.Text(c))
			return last != "" && !(last[0] >= 'A' && last[0] <= 'Z')
		}
	}
	return true
}

// valueUsed reports whether call n's value is used: it is not, through
// await and parentheses, a statement of its own.
func valueUsed(n *model.Node) bool {
	p := n.Parent()
	for p != nil && (p.Sym() == model.SymAwait || p.Sym() == model.SymAwaitExpression || p.Sym() == model.SymParenthesizedExpression) {
		p = p.Parent()
	}
	return p != nil && p.Sym() != model.SymExpressionStatement
}
