// Package gorpcsink finds, for RC402 (error-detail-leak), the places where a
// Go MCP server written without an SDK (a JSON-RPC loop of its own, a
// handleToolCall-style dispatcher; see checks/facts/handlers/gotable) puts
// text into the response it marshals for the client:
//
//   - a text content item of a tool result, the wire form of the MCP
//     specification's TextContent ("Tools": CallToolResult.content): a keyed
//     composite literal whose `Type` is the string "text" and which has a
//     `Text` field (`ContentItem{Type: "text", Text: X}`), or a map literal
//     with the keys "type" (the string "text") and "text"
//     (`map[string]interface{}{"type": "text", "text": X}`);
//   - the message of a JSON-RPC error object (JSON-RPC 2.0 specification,
//     section 5.1 "Error object", https://www.jsonrpc.org/specification#error_object:
//     code and message): a keyed composite literal with the fields `Code`
//     and `Message` whose code is an integer literal of the range the
//     specification reserves for pre-defined errors, -32768 to -32000
//     (`MCPError{Code: -32603, Message: err.Error()}`), or which is the
//     `Error` field of a literal that also carries the protocol version
//     "2.0" (`Response{JSONRPC: "2.0", ID: id, Error: &RPCError{Code: code,
//     Message: msg}}`, the body of a sendError helper).
//
// Every field and key name is the code's own literal; a type name is never
// read, so a struct of any name the server declares counts, and a literal
// with other fields does not.
//
// Source: blind-set RC402 misses of SDK-less Go servers (gotools' report of
// round 1; bench/realcode/blind.tsv rows of scopweb's mcp-server-go-emails,
// mcp-go-mssql and mcp-go-mysql, incidentio-mcp-golang, axinova, Keeper).
// Over the 409 blind servers' Go code the text content literal occurs in 21
// repositories (236 sites), a JSON-RPC error literal with a reserved code in
// 6 (28 sites) and a response literal carrying "2.0" in 23. Peer practice:
// CodeQL's go/stack-trace-exposure and CWE-209 count any response body a
// server writes; here the body is the JSON-RPC message the server marshals.
package gorpcsink

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// ContentText returns the node of Go literal lit (a composite literal, or
// the type-elided element `{...}` of a slice literal) that becomes a tool
// result's text: the `Text` (or "text") value of a literal whose `Type` (or
// "type") is the string "text"; nil for any other node.
func ContentText(f *model.File, lit *model.Node) *model.Node {
	body := Body(lit)
	if body == nil {
		return nil
	}
	for _, k := range [][2]string{{"Type", "Text"}, {`"type"`, `"text"`}} {
		if t := f.GoKeyedIn(body, k[0]); t != nil && isString(f, t, "text") {
			if v := f.GoKeyedIn(body, k[1]); v != nil {
				return v
			}
		}
	}
	return nil
}

// Body returns the element list of Go literal lit: the body of a composite
// literal, or lit itself when it is a type-elided element (a literal value
// whose parent is a keyed or literal element, not a composite literal); nil
// for any other node, so that each literal is read once.
func Body(lit *model.Node) *model.Node {
	switch {
	case lit == nil:
		return nil
	case lit.Sym() == model.SymCompositeLiteral:
		return lit.ChildByFieldName("body")
	case lit.Sym() == model.SymLiteralValue && lit.Parent() != nil && lit.Parent().Sym() != model.SymCompositeLiteral:
		return lit
	}
	return nil
}

// ErrorMessage returns the `Message` value of Go composite literal lit when
// lit is a JSON-RPC error object (package doc) in a file that names an MCP
// method (a string starting "tools/": "tools/call", "tools/list"); nil
// otherwise. JSON-RPC is not only MCP's: an LSP client's answer to a
// language server's request (mcp-language-server's transport.go) goes to
// that server, not to the model, and its file names no MCP method.
func ErrorMessage(f *model.File, lit *model.Node) *model.Node {
	body := Body(lit)
	if body == nil || !f.Contains(`"tools/`) && !model.Fact(f, mcpMethodKey, namesMCPMethod) {
		return nil
	}
	code, msg := f.GoKeyedIn(body, "Code"), f.GoKeyedIn(body, "Message")
	if code == nil || msg == nil {
		return nil
	}
	if reservedCode(f.Text(code)) || reservedName.MatchString(f.Text(code)) || inVersionedError(f, lit) {
		return msg
	}
	return nil
}

// reservedCode reports whether s is an integer literal from -32768 to
// -32000 (JSON-RPC 2.0, 5.1: reserved for pre-defined errors and
// implementation-defined server errors).
func reservedCode(s string) bool {
	n, err := strconv.Atoi(strings.ReplaceAll(s, " ", ""))
	return err == nil && n >= -32768 && n <= -32000
}

// mcpMethodKey caches namesMCPMethod per file.
var mcpMethodKey = model.NewFactKey[bool]("gorpcsink.mcpMethod")

// namesMCPMethod reports whether Go file f dispatches on a constant named
// for MCP's tools/call or tools/list method (`case
// models.MCPMethodCallTool:`, the string declared in another package: batch
// 26, kyong0612/youtube-mcp), which names the MCP method as the string does.
func namesMCPMethod(f *model.File) bool {
	// a match starts at a "case " that follows no word character (the
	// pattern's \b before a word character): the pattern is tried, anchored,
	// after each such "case " only, not at every byte of the file
	src := f.Src
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte("case "))
		if j < 0 {
			return false
		}
		at := i + j
		if (at == 0 || !isWordByte(src[at-1])) && mcpMethodAfterCase.Match(src[at+len("case "):]) {
			return true
		}
		i = at + 1
	}
}

// isWordByte reports an ASCII word character, as regexp's \b reads one.
func isWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// mcpMethodAfterCase is mcpMethodRE's pattern after its `\bcase `,
// anchored at the start of the text.
var mcpMethodAfterCase = regexp.MustCompile(`^[\w.]*Method\w*(?:CallTool|ListTools|ToolsCall|ToolsList)\b`)

var mcpMethodRE = regexp.MustCompile(`\bcase [\w.]*Method\w*(?:CallTool|ListTools|ToolsCall|ToolsList)\b`)

// reservedName matches a constant named for one of JSON-RPC 2.0's
// pre-defined errors (5.1: Parse error, Invalid Request, Method not found,
// Invalid params, Internal error), the code's name in place of its number:
// `models.MCPErrorCodeInternalError`, `jsonrpc.CodeInvalidParams`,
// `ErrCodeInternal` (batch 26, kyong0612/youtube-mcp's
// MCPError{Code: models.MCPErrorCodeInternalError, Message: err.Error()}).
// HTTP's http.StatusInternalServerError is none (its name ends otherwise).
var reservedName = regexp.MustCompile(`(?i)^[\w.]*(?:parse|invalidrequest|methodnotfound|invalidparams|internal)(?:error)?(?:code)?$`)

// inVersionedError reports whether lit (possibly under &) is the value of
// the keyed field `Error` of a composite literal one of whose fields is the
// string "2.0", the JSON-RPC version every response carries.
func inVersionedError(f *model.File, lit *model.Node) bool {
	n := lit.Parent()
	if n != nil && n.Sym() == model.SymUnaryExpression {
		n = n.Parent()
	}
	if n != nil && n.Sym() == model.SymLiteralElement {
		n = n.Parent()
	}
	if n == nil || n.Sym() != model.SymKeyedElement || n.NamedChildCount() < 2 || strings.TrimSpace(f.Text(n.NamedChild(0))) != "Error" {
		return false
	}
	for _, key := range []string{"JSONRPC", "Jsonrpc", "JSONRpc", "JsonRPC", "JsonRpc", `"jsonrpc"`} {
		if v := f.GoKeyedIn(n.Parent(), key); v != nil && isString(f, v, "2.0") {
			return true
		}
	}
	return false
}

// isString reports whether n is a Go string literal holding want.
func isString(f *model.File, n *model.Node, want string) bool {
	if n.Sym() != model.SymInterpretedStringLiteral && n.Sym() != model.SymRawStringLiteral {
		return false
	}
	return strings.Trim(f.Text(n), "\"`") == want
}

// ReceiverCall reports whether Go selector fn (the callee of `s.name(...)`)
// calls a method on the receiver of the method it is written in: `s` is
// that method's receiver name, so `name` is a method of the same type,
// possibly declared in another file of the package (a sendError helper of
// server.go called from handlers.go).
func ReceiverCall(f *model.File, fn *model.Node) bool {
	op := fn.ChildByFieldName("operand")
	if op == nil || op.Sym() != model.SymIdentifier {
		return false
	}
	for m := model.EnclosingFunc(fn); m != nil; m = model.EnclosingFunc(m) {
		if m.Sym() != model.SymMethodDeclaration {
			continue
		}
		recv := m.ChildByFieldName("receiver")
		if recv == nil || recv.NamedChildCount() != 1 {
			return false
		}
		name := recv.NamedChild(0).ChildByFieldName("name")
		return name != nil && f.Text(name) == f.Text(op)
	}
	return false
}
