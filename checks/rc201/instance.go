package rc201

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// pyInstanceMethod returns the sync method definition that Python call
// callee `obj.method` runs when obj is an instance of a class of the same
// file (`db = DuckDBDatabase(config)` ... `db.execute_query(q)`), or nil:
// its body blocks the async caller as a sync helper of the file does
// (batch 7, mcp-server-duckdb's handle_call_tool). Only module-level
// classes, their own methods (no base class is read) and instances bound by
// an assignment the file can resolve count.
func (c *BlockingCheck) pyInstanceMethod(callee *model.Node) *model.Node {
	f := c.F
	if callee == nil || callee.Sym() != model.SymAttribute || model.IsSelfMember(f.Text(callee)) {
		return nil
	}
	obj := model.Unwrap(callee.ChildByFieldName("object"))
	if obj == nil || obj.Sym() != model.SymIdentifier {
		return nil
	}
	v := model.Unwrap(f.Resolve(obj))
	if v == nil || v.Sym() != model.SymCall {
		return nil
	}
	ctor := model.Callee(v)
	if ctor == nil || ctor.Sym() != model.SymIdentifier {
		return nil
	}
	cls := c.moduleClass(f.Text(ctor))
	if cls == nil {
		return nil
	}
	method := f.Text(callee.ChildByFieldName("attribute"))
	body := cls.ChildByFieldName("body")
	for i := 0; body != nil && i < int(body.NamedChildCount()); i++ {
		d := body.NamedChild(i)
		if d.Sym() == model.SymDecoratedDefinition {
			continue // a property, a static or class method: not followed
		}
		if d.Sym() == model.SymFunctionDefinition && f.Text(d.ChildByFieldName("name")) == method {
			if c.isAsync(d) {
				return nil
			}
			return d
		}
	}
	return nil
}

// moduleClass returns the module-level class of the file named name, or nil.
func (c *BlockingCheck) moduleClass(name string) *model.Node {
	root := c.F.Root
	for i := 0; i < int(root.NamedChildCount()); i++ {
		n := root.NamedChild(i)
		if n.Sym() == model.SymDecoratedDefinition {
			n = n.ChildByFieldName("definition")
		}
		if n != nil && n.Sym() == model.SymClassDefinition && c.F.Text(n.ChildByFieldName("name")) == name {
			return n
		}
	}
	return nil
}
