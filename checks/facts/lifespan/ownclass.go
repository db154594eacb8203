package lifespan

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// OwnCall returns the constructor call of a class of the file that entry v
// of the lifespan context holds (`connector = ctx.request_context.
// lifespan_context.connector` where the lifespan builds `connector =
// MilvusConnector(...)` and yields `MilvusContext(connector)`), when every
// yield of the file's lifespan functions gives that entry as a call of the
// same class of the file; nil otherwise. Client answers for a library's
// client; OwnCall is for the server's own wrapper class, whose methods the
// function summaries resolve like those of any instance the file builds
// (zilliztech/mcp-server-milvus, jagan-shanmugam/open-streetmap-mcp: the
// connector's methods call pymilvus and aiohttp and re-raise their text).
// An entry is also read through a positional argument of a class of the
// file whose __init__ stores that parameter under the entry's name
// (`def __init__(self, connector): self.connector = connector`), as a
// dataclass's field is (fieldIndex).
func OwnCall(f *model.File, v *model.Node) *model.Node {
	key, ok := entry(f, model.Unwrap(v))
	if !ok {
		return nil
	}
	var first *model.Node
	agreed, n := true, 0
	lifespans(f, func(y *model.Node) {
		n++
		val := valueAt(f, y, key)
		if val == nil {
			val = initArg(f, f.Resolve(y), key)
		}
		c := model.Unwrap(f.Resolve(val))
		if c == nil || c.Sym() != model.SymCall || !ownClass(f, model.Callee(c)) {
			agreed = false
			return
		}
		if first != nil && f.Text(model.Callee(first)) != f.Text(model.Callee(c)) {
			agreed = false
		}
		if first == nil {
			first = c
		}
	})
	if !agreed || n == 0 {
		return nil
	}
	return first
}

// ownClass reports whether callee names a class the file defines.
func ownClass(f *model.File, callee *model.Node) bool {
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return false
	}
	return classDef(f, f.Text(callee)) != nil
}

// classDef returns the file's class definition called name, or nil.
func classDef(f *model.File, name string) *model.Node {
	var out *model.Node
	f.NodesOf(model.NewSymBitset(model.SymClassDefinition), func(c *model.Node) bool {
		if out == nil && f.Text(c.ChildByFieldName("name")) == name {
			out = c
		}
		return out == nil
	})
	return out
}

// initArg returns the positional argument of call y, a class of the file
// built in place, that its __init__ stores as self.<key> (`self.connector =
// connector`); nil when there is none.
func initArg(f *model.File, y *model.Node, key string) *model.Node {
	if y == nil || y.Sym() != model.SymCall {
		return nil
	}
	callee := model.Callee(y)
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return nil
	}
	cls := classDef(f, f.Text(callee))
	if cls == nil {
		return nil
	}
	var init *model.Node
	model.Walk(cls.ChildByFieldName("body"), func(n *model.Node) bool {
		if init != nil {
			return false
		}
		if n.Sym() == model.SymFunctionDefinition {
			if f.Text(n.ChildByFieldName("name")) == "__init__" {
				init = n
			}
			return false
		}
		return true
	})
	if init == nil {
		return nil
	}
	var params []string
	ps := init.ChildByFieldName("parameters")
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		if p.Sym() != model.SymIdentifier {
			if nm := p.ChildByFieldName("name"); nm != nil {
				p = nm
			} else if p.NamedChildCount() > 0 {
				p = p.NamedChild(0)
			}
		}
		params = append(params, f.Text(p))
	}
	if len(params) == 0 || params[0] != "self" {
		return nil
	}
	param := ""
	model.Walk(init.ChildByFieldName("body"), func(n *model.Node) bool {
		if n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymLambda {
			return false
		}
		if n.Sym() == model.SymAssignment && f.Text(n.ChildByFieldName("left")) == "self."+key {
			if r := n.ChildByFieldName("right"); r != nil && r.Sym() == model.SymIdentifier {
				param = f.Text(r)
			}
		}
		return true
	})
	for i, p := range params[1:] {
		if p == param && !strings.HasPrefix(p, "*") {
			return model.Arg(y, i)
		}
	}
	return nil
}
