package wrapcls

import (
	"github.com/resilience-check/resilience-check/checks/facts/ctormsg"
	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/facts/retval"
	"github.com/resilience-check/resilience-check/checks/facts/rewrap"
	"github.com/resilience-check/resilience-check/checks/facts/upbody"
	"github.com/resilience-check/resilience-check/checks/model"
)

// bodySyms are the statements BodyClass reads after the call.
var bodySyms = model.NewSymBitset(model.SymRaiseStatement, model.SymThrowStatement)

// BodyClass returns the short name of the class that the function of call n
// raises with the body of the response n returns read into the error's
// message, on the branch where that response's status says the request
// failed:
//
//	r = httpx.get(url)
//	if r.status_code >= 400:
//	    raise ApiError(f"HTTP {r.status_code}: {r.text}")
//
// The upstream's error answer then leaves the function as the project's
// own class, and a tool's `except ApiError as e: return str(e)` sends it on
// (blind-set miss, kintone-mcp-server-python3: "a catch clause typed by a
// project exception class is trusted as curated, though the helper raising
// it builds the message from response.text"). The body counts when it is
// in the message (retval.Message: a template, f-string or concatenation
// around it; or a parameter the class's constructor formats into its
// message, ctormsg), read directly or through a name bound to it in the
// function; a body passed on whole as the message is the API's own error
// for its clients (retval.Message) and gives no class. "" when n's value is
// bound to no name, or no such raise follows it (Python and JS/TS only).
// Source: CWE-209; package upbody reads the failing response's body.
func BodyClass(f *model.File, n *model.Node) string {
	if f.Lang != model.LangPython && !f.Lang.IsJS() {
		return ""
	}
	r := respVar(f, n)
	fn := model.EnclosingFunc(n)
	if r == "" || fn == nil {
		return ""
	}
	out := ""
	f.NodesIn(fn, bodySyms, func(st *model.Node) bool {
		if out != "" {
			return false
		}
		if st.StartByte() < n.EndByte() || model.EnclosingFunc(st) != fn || !upbody.OnFailure(f, r, st) {
			return true
		}
		callee, args := rewrap.Raised(st)
		if callee == nil || args == nil {
			return true
		}
		call := args.Parent()
		msg := retval.Message(f, call)
		model.Walk(args, func(x *model.Node) bool {
			if out != "" || x.IsScope() {
				return false
			}
			if !readsBody(f, x, r, fn) {
				return true
			}
			if msg != nil && model.Contains(msg, x) || ctormsg.InMessage(f, call, x) {
				out = errnames.Last(f.Text(callee))
			}
			return false
		})
		return out == ""
	})
	return out
}

// respVar returns the name call n's value is bound to: `r = httpx.get(...)`,
// `const res = await fetch(...)`, `async with s.get(...) as r:`; "" for
// none.
func respVar(f *model.File, n *model.Node) string {
	c := n
	p := c.Parent()
	for p != nil && (p.Sym() == model.SymAwait || p.Sym() == model.SymAwaitExpression || p.Sym() == model.SymParenthesizedExpression) {
		c, p = p, p.Parent()
	}
	if p == nil {
		return ""
	}
	var id *model.Node
	switch p.Sym() {
	case model.SymAssignment:
		if p.ChildByFieldName("right") == c {
			id = p.ChildByFieldName("left")
		}
	case model.SymVariableDeclarator:
		if p.ChildByFieldName("value") == c {
			id = p.ChildByFieldName("name")
		}
	case model.SymAsPattern: // with s.get(url) as r:
		if p.NamedChildCount() == 2 && p.NamedChild(0) == c {
			id = p.ChildByFieldName("alias")
			if id == nil {
				id = p.NamedChild(1)
			}
			if id != nil && id.NamedChildCount() == 1 { // as_pattern_target
				id = id.NamedChild(0)
			}
		}
	}
	if id == nil || id.Sym() != model.SymIdentifier {
		return ""
	}
	return f.Text(id)
}

// readsBody reports whether expression x reads the body of response r:
// `r.text`, `await r.text()`, or a name that fn binds to one of them.
func readsBody(f *model.File, x *model.Node, r string, fn *model.Node) bool {
	if upbody.Response(f, x) == r {
		return true
	}
	if x.Sym() != model.SymIdentifier {
		return false
	}
	v := f.Lookup(f.Text(x), x)
	return v != nil && !model.Contains(v, x) && model.EnclosingFunc(v) == fn && upbody.Response(f, v) == r
}
