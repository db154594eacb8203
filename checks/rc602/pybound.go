package rc602

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// pyBoundCall returns the call an argument of asyncio.gather stands for
// when it is a name bound in the gather's own function to a coroutine call
// made there (`task_email = odoo_client.search_read(...)`, `task_user =
// odoo_client.search_read(...)`, then `await asyncio.gather(task_email,
// task_user)`, keboola/odoo-mcp-server), also through
// asyncio.create_task / asyncio.ensure_future (`t = asyncio.create_task(
// self.fetch_espn())`); nil for anything else: a parameter, a name bound
// outside the function or more than once in it (a loop, a walrus or a with
// binding it counts), a value that is no call.
// The coroutine is created where it is bound and runs inside the gather,
// so the gather fails as a whole when it fails, as with the call written
// inline (allSettledPy).
//
// Sources: asyncio.gather runs awaitables and propagates the first
// exception unless return_exceptions=True
// (https://docs.python.org/3/library/asyncio-task.html#asyncio.gather);
// CWE-754; peer step: the JavaScript `const a = fetchA(); await
// Promise.all([a, b])` reading of the same rule.
func pyBoundCall(f *model.File, gather, arg *model.Node) *model.Node {
	arg = model.Unwrap(arg)
	if arg == nil || arg.Sym() != model.SymIdentifier {
		return nil
	}
	fn := model.EnclosingFunc(gather)
	if fn == nil {
		return nil
	}
	name := f.Text(arg)
	var bound *model.Node
	n := 0
	model.Walk(fn, func(c *model.Node) bool {
		if c != fn && (c.Sym() == model.SymFunctionDefinition || c.Sym() == model.SymLambda || c.Sym() == model.SymClassDefinition) {
			return false
		}
		switch c.Sym() {
		case model.SymAssignment, model.SymAugmentedAssignment:
			if l := c.ChildByFieldName("left"); l != nil && f.Text(l) == name {
				n++
				bound = c
			}
		case model.SymForStatement, model.SymForInClause, model.SymNamedExpression, model.SymAsPattern:
			if model.Contains(c, arg) {
				break
			}
			model.Walk(c, func(d *model.Node) bool {
				if d.Sym() == model.SymIdentifier && f.Text(d) == name && d != arg {
					n += 2 // bound by a loop, a walrus or a with
				}
				return n < 2
			})
		}
		return true
	})
	if n != 1 || bound.Sym() != model.SymAssignment || bound.StartByte() > gather.StartByte() {
		return nil
	}
	v := model.Unwrap(bound.ChildByFieldName("right"))
	if v == nil || v.Sym() != model.SymCall {
		return nil
	}
	switch f.QualifiedName(model.Callee(v)) {
	case "asyncio.create_task", "asyncio.ensure_future":
		if model.NumArgs(v) < 1 {
			return nil
		}
		v = model.Unwrap(model.Arg(v, 0))
		if v == nil || v.Sym() != model.SymCall {
			return nil
		}
	}
	return v
}

// resourceKw names the keyword arguments of a Python call that say which
// resource the call asks for: the same method on another model, table or
// endpoint asks another source (`search_read(model="hr.employee")`,
// `search_read(model="res.users")`: two Odoo models).
var resourceKw = map[string]bool{"model": true, "table": true, "collection": true, "index": true, "endpoint": true, "path": true, "url": true, "resource": true}

// pySourceKey is sourceKey for an element of asyncio.gather, with the
// string literal of a resource keyword (resourceKw) appended: two calls of
// one method on different models are two sources (Odoo's JSON-RPC
// search_read, https://www.odoo.com/documentation/17.0/developer/reference/external_api.html).
func pySourceKey(f *model.File, c *model.Node) string {
	key := sourceKey(f, c)
	args := model.Args(c)
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Sym() != model.SymKeywordArgument || !resourceKw[f.Text(a.ChildByFieldName("name"))] {
			continue
		}
		if v := a.ChildByFieldName("value"); v != nil && v.Sym() == model.SymString {
			key += "|" + f.Text(a.ChildByFieldName("name")) + "=" + f.Text(v)
		}
	}
	return key
}
