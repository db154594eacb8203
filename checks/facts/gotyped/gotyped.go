// Package gotyped finds Go MCP tool handlers by their type, wherever and
// however the server registers them: a function, a method or a function
// literal whose signature is the SDK's tool handler type,
// mark3labs/mcp-go's `server.ToolHandlerFunc` (`func(ctx context.Context,
// request mcp.CallToolRequest) (*mcp.CallToolResult, error)`:
// https://pkg.go.dev/github.com/mark3labs/mcp-go/server#ToolHandlerFunc)
// or the official go-sdk's `mcp.ToolHandler` and `mcp.ToolHandlerFor[In,
// Out]` (`func(ctx, req *mcp.CallToolRequest[, args In]) (*mcp.CallToolResult[,
// Out], error)`:
// https://pkg.go.dev/github.com/modelcontextprotocol/go-sdk/mcp#ToolHandlerFor).
//
// Servers register such handlers through shapes of their own that RC601
// reads no registration of: a map of the package (`Registry =
// map[string]Entry{"create_webhook": {Tool: NewCreateWebhookMCPTool(), Handler:
// CreateWebhookHandler}}` ranged over by a loop of another package), a
// generic `Register[I, O](s, impl)` calling `mcp.AddTool(s, i.Definition(),
// i.Handler())` on a type's methods, a method value handed to a toolset
// (`NewServerTool(tp.CreateTask(), tp.HandleCreateTask)`), a factory
// (`func NewCreatePlaylistHandler(client) func(context.Context,
// mcp.CallToolRequest) (*mcp.CallToolResult, error)`). Only the SDK runs a
// function of that type on a client's call, so the type alone says it is a
// tool's handler (no production code calls a handler directly; a test
// double or a _test.go file is left out), as CodeQL's models of a
// framework's handler signature make its functions remote-flow sources.
// RC601 judges each one no other shape found, named by its function
// (Name), its parameters the handler's text (what it reads of its
// arguments) and, for a typed go-sdk handler, the In struct when it reads.
// Peer: checks/facts/handlers (flow.go), which follows registrations.
package gotyped

import (
	"bytes"
	"regexp"
	"strings"
	"unicode"

	"github.com/resilience-check/resilience-check/checks/facts/gostructsrc"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/idemkey"
	"github.com/resilience-check/resilience-check/checks/facts/toolname"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/gocha"
)

// Hint is the text every file declaring a typed handler holds.
const Hint = "CallToolRequest"

// With returns have followed by Extra(f, have).
func With(f *model.File, have []handlers.Tool) []handlers.Tool {
	if extra := Extra(f, have); len(extra) > 0 {
		return append(append([]handlers.Tool(nil), have...), extra...)
	}
	return have
}

// Extra returns the typed handlers of Go file f (Handler) that no tool of
// have runs (the same function, one around it or one in it), as tools of
// shape handlers.Flow (RC601 skips those a registration of the file judged),
// in document order. A typed go-sdk handler whose In struct does not read,
// or reads with an idempotency key, is left out.
func Extra(f *model.File, have []handlers.Tool) []handlers.Tool {
	if f.Lang != model.LangGo || !f.Contains(Hint) || gocha.Double("", f.Path) {
		return nil
	}
	var out []handlers.Tool
	f.NodesOf(funcSyms, func(n *model.Node) bool {
		in, ok := Handler(f, n)
		if !ok || inline(n) || wrapper(f, n) || covered(n, have) || registeredFactory(f, n) {
			return true
		}
		t := handlers.Tool{Shape: handlers.Flow, Name: Name(f, n), Handler: n, Report: n, Schema: []*model.Node{n}}
		if !writes(t.Name) {
			return true // a name guessed from the function: judged only when it says the tool creates or runs
		}
		if nm := n.ChildByFieldName("name"); nm != nil {
			t.Report = nm
		}
		if in != nil {
			s, ok := input(f, in)
			if !ok {
				return true // parameters not known
			}
			if s != nil {
				t.Schema = append(t.Schema, s)
			}
		}
		out = append(out, t)
		return true
	})
	return out
}

var funcSyms = model.NewSymBitset(model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral)

// Handler reports whether Go function fn (a declaration, a method or a
// literal) has an MCP SDK's tool handler signature: a parameter typed with
// the SDK's CallToolRequest (or a pointer to it) and *CallToolResult as its
// first result, the SDK an import of mark3labs/mcp-go or of the official
// go-sdk. in is the type node of a typed go-sdk handler's third parameter
// (the In of ToolHandlerFor[In, Out]), else nil.
func Handler(f *model.File, fn *model.Node) (in *model.Node, ok bool) {
	params, res := fn.ChildByFieldName("parameters"), fn.ChildByFieldName("result")
	if params == nil || res == nil || !strings.Contains(f.Text(params), Hint) {
		return nil, false
	}
	if res.Sym() == model.SymParameterList {
		if res.NamedChildCount() == 0 {
			return nil, false
		}
		res = res.NamedChild(0).ChildByFieldName("type")
	}
	if !sdkType(f, res, "CallToolResult") {
		return nil, false
	}
	var decls []*model.Node
	for i := 0; i < int(params.NamedChildCount()); i++ {
		if d := params.NamedChild(i); d.Sym() == model.SymParameterDeclaration {
			decls = append(decls, d)
		}
	}
	// exactly the SDK's parameters: (ctx context.Context, req CallToolRequest),
	// and the go-sdk's typed handlers' input third; a function taking more
	// (`TestableGmailSend(ctx, request, deps)`) is a helper of a handler
	if len(decls) < 2 || len(decls) > 3 || f.Text(decls[0].ChildByFieldName("type")) != "context.Context" ||
		!sdkType(f, decls[1].ChildByFieldName("type"), "CallToolRequest") || idents(decls[0]) > 1 || idents(decls[1]) > 1 {
		return nil, false
	}
	if len(decls) == 3 {
		if !goSDK(f, decls[1].ChildByFieldName("type")) || idents(decls[2]) > 1 {
			return nil, false
		}
		in = decls[2].ChildByFieldName("type")
	}
	return in, true
}

// idents returns how many names parameter declaration d declares.
func idents(d *model.Node) int {
	n := 0
	for i := 0; i < int(d.NamedChildCount()); i++ {
		if d.NamedChild(i).Sym() == model.SymIdentifier {
			n++
		}
	}
	return n
}

// sdkType reports whether type node t (through a pointer) is the MCP SDK's
// type named name.
func sdkType(f *model.File, t *model.Node, name string) bool {
	for t != nil && t.Sym() == model.SymPointerType {
		t = t.NamedChild(0)
	}
	if t == nil || t.Sym() != model.SymQualifiedType {
		return false
	}
	q := model.ImportedName(f, t)
	return strings.HasSuffix(q, "/mcp."+name) && (strings.HasPrefix(q, "github.com/mark3labs/mcp-go/") ||
		strings.HasPrefix(q, "github.com/modelcontextprotocol/go-sdk/"))
}

// goSDK reports whether type node t (through a pointer) is a type of the
// official go-sdk, whose typed handlers take the tool's input third.
func goSDK(f *model.File, t *model.Node) bool {
	for t != nil && t.Sym() == model.SymPointerType {
		t = t.NamedChild(0)
	}
	return t != nil && strings.HasPrefix(model.ImportedName(f, t), "github.com/modelcontextprotocol/go-sdk/")
}

// inline reports whether literal fn is an argument of a call: a
// registration RC601 reads where it is written (`s.AddTool(tool, func(...)
// {...})`, a wrapper of the package), judged there or left unknown there.
func inline(fn *model.Node) bool {
	p := fn.Parent()
	return fn.Sym() == model.SymFuncLiteral && p != nil && p.Sym() == model.SymArgumentList
}

// writes reports whether a handler's name (Name) says each call creates,
// sends or runs something (toolname.CreateToolName, or a run verb first:
// run_advanced_code_analysis). The name is read from the function, not
// from the tool's definition, so a handler whose name says neither
// (NewDidYouMeanHandler, whose POST asks for suggestions) is not judged.
func writes(name string) bool {
	w := words(name)
	return toolname.CreateToolName(name) || len(w) > 0 && runWords[w[0]]
}

// runWords are first words of a handler's name that start a new run.
var runWords = map[string]bool{"run": true, "execute": true, "trigger": true, "start": true, "launch": true, "dispatch": true}

// wrapper reports whether literal fn is the handler a middleware returns
// around another: its enclosing function takes a handler parameter
// (`func(next server.ToolHandlerFunc) server.ToolHandlerFunc`), or fn
// calls a handler it is given.
func wrapper(f *model.File, fn *model.Node) bool {
	if fn.Sym() != model.SymFuncLiteral {
		return false
	}
	outer := model.EnclosingFunc(fn)
	if outer == nil {
		return false
	}
	if p := outer.ChildByFieldName("parameters"); p != nil && strings.Contains(f.Text(p), "Handler") {
		return true
	}
	return false
}

// registeredFactory reports whether literal fn is returned by a function
// that a registration of its package calls for the handler
// (`s.AddTool(tool, createCreateScriptProjectHandler(factory))`): RC601
// judges that tool at the registration, the summaries following the
// factory's call. Unknown (true) when the package's files are not read.
func registeredFactory(f *model.File, fn *model.Node) bool {
	if fn.Sym() != model.SymFuncLiteral {
		return false
	}
	outer := model.EnclosingFunc(fn)
	if outer == nil || outer.ChildByFieldName("name") == nil {
		return false
	}
	call := []byte(f.Text(outer.ChildByFieldName("name")) + "(")
	pkg := handlers.GoPackageSources(f)
	if pkg == nil {
		return true // the package's other files are not known (a diff scan): a registration there may judge it
	}
	srcs := [][]byte{f.Src}
	for p, src := range pkg {
		if p != f.Path {
			srcs = append(srcs, src)
		}
	}
	for _, src := range srcs { // byte searches, no copy of the package's sources per literal
		for i := bytes.Index(src, call); i >= 0; {
			before := bytes.TrimRight(src[max(0, i-800):i], " \t\n")
			if bytes.HasSuffix(before, []byte(",")) && regRE.Match(before) {
				return true
			}
			j := bytes.Index(src[i+len(call):], call)
			if j < 0 {
				break
			}
			i += len(call) + j
		}
	}
	return false
}

// regRE finds a registration call of an MCP SDK (AddTool, the go-sdk's
// first NewServerTool) or of a toolset (AddTools, RegisterTool).
var regRE = regexp.MustCompile(`\b(AddTool|AddTools|NewServerTool|RegisterTool|AddWriteTools|AddReadTools)\(`)

// covered reports whether a tool of have runs fn: the same function, one
// around it or one inside it.
func covered(fn *model.Node, have []handlers.Tool) bool {
	for _, t := range have {
		h := t.Handler
		if h == nil {
			continue
		}
		if h.StartByte() <= fn.StartByte() && fn.EndByte() <= h.EndByte() || fn.StartByte() <= h.StartByte() && h.EndByte() <= fn.EndByte() {
			return true
		}
	}
	return false
}

// input returns the node declaring In (a type of the file), or nil when
// In is a struct of another package of the module that reads without a
// key (checks/facts/gostructsrc); ok is false when In does not read or
// holds a key.
func input(f *model.File, in *model.Node) (*model.Node, bool) {
	for in != nil && in.Sym() == model.SymPointerType {
		in = in.NamedChild(0)
	}
	if in == nil {
		return nil, false
	}
	tn := f.Text(in)
	if tn == "any" || tn == "map[string]any" || tn == "map[string]interface{}" {
		return nil, true
	}
	if in.Sym() == model.SymQualifiedType {
		txt, ok := gostructsrc.Text(f, tn)
		return nil, ok && !idemkey.InGoStruct(txt) // the key names RC601 reads, comments left out
	}
	if in.Sym() != model.SymTypeIdentifier {
		return nil, false
	}
	var spec *model.Node
	f.NodesOf(specSyms, func(n *model.Node) bool {
		if nm := n.ChildByFieldName("name"); spec == nil && nm != nil && f.Text(nm) == tn {
			spec = n
		}
		return spec == nil
	})
	return spec, spec != nil
}

var specSyms = model.NewSymBitset(model.SymTypeSpec)

// Name returns the tool name handler fn's own name says, in snake case,
// the handler words dropped: `CreateWebhookHandler`, `handleCreateIssue`,
// `(h *Handlers) HandleCreateEvent` give create_webhook, create_issue,
// create_event; a literal takes the name of the function returning it
// (`NewCreatePlaylistHandler`: create_playlist; its own first verb
// dropped when more follow: `createCreateEventHandler`: create_event), a `Handler()` method the
// name of its receiver's type (`CreateIssueImpl`: create_issue). "" when
// nothing is left.
func Name(f *model.File, fn *model.Node) string {
	n := fn
	if n.Sym() == model.SymFuncLiteral {
		if n = model.EnclosingFunc(n); n == nil {
			return ""
		}
	}
	name := ""
	if nm := n.ChildByFieldName("name"); nm != nil {
		name = f.Text(nm)
	}
	w := words(name)
	if len(w) > 1 && fn != n && factoryWords[w[0]] && toolVerbs[w[1]] {
		w = w[1:] // the factory's own verb: createCreateEventHandler, registerCreateContact
	}
	if len(w) > 0 {
		return strings.Join(w, "_")
	}
	if r := n.ChildByFieldName("receiver"); r != nil && n.Sym() == model.SymMethodDeclaration {
		rt := strings.Trim(f.Text(r), "()")
		if i := strings.LastIndexAny(rt, " *"); i >= 0 {
			rt = rt[i+1:]
		}
		return strings.Join(words(rt), "_")
	}
	return ""
}

// handlerWords are the words of a handler's name that name no action.
var handlerWords = map[string]bool{"handle": true, "handler": true, "handlers": true, "func": true, "fn": true, "new": true,
	"tool": true, "impl": true, "mcp": true}

// factoryWords are the first words of a function that returns or
// registers a handler literal and name no action of the tool.
var factoryWords = map[string]bool{"new": true, "create": true, "make": true, "build": true, "register": true, "get": true, "add": true}

// toolVerbs are the first words of tool names that a factory's name may
// follow its own verb with.
var toolVerbs = map[string]bool{"create": true, "add": true, "send": true, "update": true, "delete": true, "remove": true, "get": true,
	"list": true, "post": true, "insert": true, "upload": true, "run": true, "trigger": true, "execute": true, "set": true,
	"transfer": true, "batch": true, "draft": true, "reply": true, "search": true, "start": true, "stop": true, "cancel": true,
	"move": true, "copy": true, "share": true, "publish": true, "submit": true, "comment": true, "edit": true, "modify": true}

// words splits name at its case changes and underscores, lower-cased,
// without handlerWords.
func words(name string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			w := strings.ToLower(string(cur))
			if !handlerWords[w] {
				out = append(out, w)
			}
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		switch {
		case r == '_':
			flush()
			continue
		case unicode.IsUpper(r) && i > 0 && (unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])):
			flush()
		}
		cur = append(cur, r)
	}
	flush()
	return out
}
