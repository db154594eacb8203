// Package gotable recognises the tools of a Go MCP server that implements
// the protocol itself, without an MCP SDK (no AddTool call to anchor on),
// by the two ways such servers map a tool's name to its code:
//
//   - a name switch in the tool call dispatcher: a function or method named
//     for running a tool call (`handleToolCall`, `executeTool`,
//     `executeRealTool`, `handleMockToolCall`) that switches on the
//     requested name (`switch params.Name`, `switch toolName`) with string
//     cases; each case is one tool, named by its literal, and its body is
//     the tool's code (scopweb/mcp-server-go-emails main.go: `case
//     "send_email":` ... smtp.SendMail; Keeper-Security's executeTool);
//   - a name-keyed tool table: a store into a map field whose name says
//     tool (`s.tools["create_issue"] = s.handleCreateIssue`,
//     bmeyer99/github-mcp-server-go), the key naming the tool and the value
//     a method value, a function of the file or a function literal; or a
//     tool object the same function gave its handler before storing it
//     (`tool.SetHandler(r.handleX)` ... `r.tools["x"] = tool`,
//     telemetryflow-go-mcp).
//
// A tool's name always comes from a string literal (or a constant of the
// file bound to one) in the dispatch; a value that does not resolve to a
// function of the file adds no tool (the handler stays unknown, never
// guessed). A switch in a function of another name (a config lookup
// `IsToolEnabled(toolName)`, a validator, a classifier) adds none: only
// the dispatcher's name says the cases run the tools.
//
// Source: blind-set misses of batch 19 classified "tool not recognised"
// (bench/realcode/blind19-misses.tsv: scopweb/mcp-server-go-emails,
// bmeyer99/github-mcp-server-go); over the 409 blind servers the dispatcher
// switch occurs in 5 servers and the tool table stores in 3. Peer practice:
// CodeQL's Go request-handler models follow a handler value stored into a
// map that a dispatcher indexes with the request's key (field flow through
// map stores); the JSON-RPC 2.0 method "tools/call" carries the tool's name
// in params.name (MCP specification, "Tools").
package gotable

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Entry is one tool of the file: Name from a literal of the dispatch;
// Report is that literal, or the name of a declared function a tool table
// stores; Handler is the case clause of a name switch (Case set) or the
// function a tool table stores.
type Entry struct {
	Name    string
	Report  *model.Node
	Handler *model.Node
	Case    bool
}

// dispatcherName matches the name of a Go function that runs the tool call
// a request names: a running verb, then words ending in Tool or Tools,
// then Call or Request, if any.
var dispatcherName = regexp.MustCompile(`^(?:[Hh]andle|[Ee]xecute|[Ee]xec|[Rr]un|[Cc]all|[Dd]ispatch|[Rr]oute|[Ii]nvoke|[Pp]rocess)(?:[A-Z][a-z0-9]*)*?Tools?(?:Call|Request)?$`)

// nameFields are the last names of a switch value that hold the requested
// tool's name (`params.Name`, `toolName`).
var nameFields = map[string]bool{"name": true, "Name": true, "toolName": true, "ToolName": true, "tool_name": true, "tool": true}

// Entries returns the file's tools in the package's two shapes, in
// document order per shape; nil for a file of another language.
func Entries(f *model.File) []Entry {
	if f.Lang != model.LangGo {
		return nil
	}
	return model.Fact(f, key, func(f *model.File) []Entry { return append(switches(f), stores(f)...) })
}

var key = model.NewFactKey[[]Entry]("gotable.Entries")

// switches returns the cases of the name switches of the file's
// dispatchers, one entry per string literal of a case.
func switches(f *model.File) []Entry {
	if !f.Contains("Tool") {
		return nil
	}
	var out []Entry
	seen := map[*model.Node][]Entry{}
	var order []*model.Node
	f.NodesOf(model.NewSymBitset(model.SymExpressionCase), func(c *model.Node) bool {
		sw := c.Parent()
		if sw == nil || !nameValue(f, sw.ChildByFieldName("value")) || !dispatcher(f, model.EnclosingFunc(sw)) {
			return true
		}
		vals := c.ChildByFieldName("value")
		for i := 0; vals != nil && i < int(vals.NamedChildCount()); i++ {
			lit := vals.NamedChild(i)
			if name := literal(f, lit); name != "" {
				if seen[sw] == nil {
					order = append(order, sw)
				}
				seen[sw] = append(seen[sw], Entry{Name: name, Report: lit, Handler: c, Case: true})
			}
		}
		return true
	})
	for _, sw := range order {
		if len(seen[sw]) >= 2 { // a dispatch table, not a special case
			out = append(out, seen[sw]...)
		}
	}
	return out
}

// nameValue reports whether a switch value is a name that holds the
// requested tool's name: an identifier or a selector whose last name is
// one of nameFields.
func nameValue(f *model.File, v *model.Node) bool {
	v = model.Unwrap(v)
	if v == nil {
		return false
	}
	switch v.Sym() {
	case model.SymIdentifier:
		return nameFields[f.Text(v)]
	case model.SymSelectorExpression:
		return nameFields[f.Text(v.ChildByFieldName("field"))]
	}
	return false
}

// dispatcher reports whether fn is a function or method declaration named
// like a tool call dispatcher (dispatcherName).
func dispatcher(f *model.File, fn *model.Node) bool {
	if fn == nil || fn.Sym() != model.SymFunctionDeclaration && fn.Sym() != model.SymMethodDeclaration {
		return false
	}
	return dispatcherName.MatchString(f.Text(fn.ChildByFieldName("name")))
}

// literal returns the text of a Go string literal, or of an identifier the
// file binds to one (a const), else "".
func literal(f *model.File, n *model.Node) string {
	n = model.Unwrap(n)
	if n != nil && n.Sym() == model.SymIdentifier {
		n = model.Unwrap(f.Resolve(n))
	}
	if n == nil || n.Sym() != model.SymInterpretedStringLiteral && n.Sym() != model.SymRawStringLiteral {
		return ""
	}
	return strings.Trim(f.Text(n), "`\"")
}

// stores returns the file's name-keyed stores into a tool table whose
// value resolves to a function of the file.
func stores(f *model.File) []Entry {
	if !f.Contains("ools[") {
		return nil
	}
	var out []Entry
	f.NodesOf(model.NewSymBitset(model.SymAssignmentStatement), func(a *model.Node) bool {
		l, r := a.ChildByFieldName("left"), a.ChildByFieldName("right")
		if l == nil || r == nil || l.NamedChildCount() != 1 || r.NamedChildCount() != 1 || !strings.HasPrefix(f.Text(a), f.Text(l)+" =") && !strings.HasPrefix(f.Text(a), f.Text(l)+"=") {
			return true
		}
		ix := model.Unwrap(l.NamedChild(0))
		if ix.Sym() != model.SymIndexExpression {
			return true
		}
		op := model.Unwrap(ix.ChildByFieldName("operand"))
		if op == nil || op.Sym() != model.SymSelectorExpression || !strings.Contains(strings.ToLower(f.Text(op.ChildByFieldName("field"))), "tool") {
			return true
		}
		k := ix.ChildByFieldName("index")
		name := literal(f, k)
		if name == "" {
			return true
		}
		if fn := handlerOf(f, r.NamedChild(0), a); fn != nil {
			e := Entry{Name: name, Report: k, Handler: fn}
			if d := fn.ChildByFieldName("name"); d != nil {
				e.Report = d // a declared handler: its name, as a registered function's tool is reported
			}
			out = append(out, e)
		}
		return true
	})
	return out
}

// handlerOf resolves the value a tool table stores to a function of the
// file: a function literal; a method value `s.handleX` or a name `handleX`
// to the file's only method or function of that name; a local tool object
// to the handler the storing function gave it (`tool.SetHandler(v)`,
// `tool.Handler = v`). Anything else is nil.
func handlerOf(f *model.File, v *model.Node, at *model.Node) *model.Node {
	v = model.Unwrap(v)
	if v == nil {
		return nil
	}
	switch v.Sym() {
	case model.SymFuncLiteral:
		return v
	case model.SymSelectorExpression:
		return declared(f, f.Text(v.ChildByFieldName("field")), true)
	case model.SymIdentifier:
		if fn := declared(f, f.Text(v), false); fn != nil {
			return fn
		}
		if h := givenHandler(f, f.Text(v), model.EnclosingFunc(at)); h != nil && h != v {
			return handlerOf(f, h, nil)
		}
	}
	return nil
}

// declared returns the file's only method (method set) or top-level
// function of the given name, nil when there is none or more than one.
func declared(f *model.File, name string, method bool) *model.Node {
	sym := model.SymFunctionDeclaration
	if method {
		sym = model.SymMethodDeclaration
	}
	var out *model.Node
	n := 0
	f.NodesOf(model.NewSymBitset(sym), func(d *model.Node) bool {
		if f.Text(d.ChildByFieldName("name")) == name {
			out, n = d, n+1
		}
		return true
	})
	if n != 1 {
		return nil
	}
	return out
}

// givenHandler returns the value function fn gives the local object obj as
// its handler (`obj.SetHandler(v)` or `obj.Handler = v`), nil when none.
func givenHandler(f *model.File, obj string, fn *model.Node) *model.Node {
	if fn == nil {
		return nil
	}
	var out *model.Node
	f.NodesIn(fn, model.NewSymBitset(model.SymCallExpression, model.SymAssignmentStatement), func(n *model.Node) bool {
		if out != nil || model.EnclosingFunc(n) != fn {
			return out == nil
		}
		if n.Sym() == model.SymCallExpression {
			if c := model.Unwrap(model.Callee(n)); c != nil && f.Text(c) == obj+".SetHandler" && model.NumArgs(n) == 1 {
				out = model.Arg(n, 0)
			}
			return out == nil
		}
		l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if l != nil && r != nil && l.NamedChildCount() == 1 && r.NamedChildCount() == 1 && f.Text(l) == obj+".Handler" {
			out = r.NamedChild(0)
		}
		return out == nil
	})
	return out
}
