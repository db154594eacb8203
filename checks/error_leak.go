package checks

import (
	"bytes"
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// ruleErrorLeak is RC402 error-detail-leak.
//
// What it does: reports the raw text of a caught error (Python `str(e)`,
// `repr(e)`, `f"{e}"`, `traceback.format_exc()`, `e.args`; JS/TS
// `err.message`, `err.stack`, `String(err)`, `${err}`; Go `err.Error()`,
// `fmt.Sprintf("%v", err)`) that flows, directly or through one local
// variable, into what the client sees: the return value of an MCP tool, a
// TextContent, a raised McpError/ToolError, an HTTP response.
//
// Why is this bad? The LLM reads tool errors and reasons about them. An
// exception's text carries file paths, hosts, SQL, connection strings and
// stack frames: reconnaissance material handed to the model and to any
// prompt injection it processed (CWE-209, generation of an error message
// containing sensitive information).
//
// Example:
//
//	except Exception as e:
//	    return {"error": str(e)}
//
// Use instead:
//
//	except Exception:
//	    ref = uuid.uuid4().hex[:8]
//	    log.exception("lookup failed [ref=%s]", ref)
//	    raise ToolError(f"internal error [ref: {ref}]")
//
// Source: seed 002 checklist item 6 and pattern 5 ("Error message hygiene");
// CWE-209. Peers: semgrep's python.flask.security.audit.debug-enabled and
// the "stack trace exposure" queries of CodeQL (py/stack-trace-exposure,
// js/stack-trace-exposure, go/stack-trace-exposure).
var ruleErrorLeak = register(&Rule{
	ID: "RC402", Name: "error-detail-leak", Severity: SeverityMedium, CWE: 209, Checklist: ItemErrorHygiene,
	Summary: "Raw exception text or stack trace returned to the MCP client or HTTP caller",
	Description: "A caught error's text (str(e), traceback.format_exc(), err.message, err.stack, err.Error()) returned " +
		"in a tool result, a raised protocol error or an HTTP response hands file paths, hosts, queries and stack " +
		"frames to the model that calls the tool. Log the detail under a reference id and return a generic message.",
	Help:      errorLeakHelp,
	Languages: []Language{LangPython, LangJavaScript, LangTypeScript, LangGo},
	Check:     checkErrorLeak,
})

const errorLeakHelp = `## What it does
Reports the raw text of a caught error that reaches the client. The error is the
one bound by ` + "`except ... as e`" + `, ` + "`catch (err)`" + ` or tested by Go's ` + "`if err != nil`" + `
(or a local variable assigned from it, like ` + "`last_error = e`" + `); its text is:

- **Python**: ` + "`str(e)`" + `, ` + "`repr(e)`" + `, ` + "`f\"...{e}\"`" + `, ` + "`\"%s\" % e`" + `, ` + "`\"{}\".format(e)`" + `, ` + "`e.args`" + `,
  ` + "`traceback.format_exc()`" + ` / ` + "`format_exception(...)`" + `;
- **JavaScript / TypeScript**: ` + "`err.message`" + `, ` + "`err.stack`" + `, ` + "`String(err)`" + `, ` + "`err.toString()`" + `,
  ` + "`${err}`" + `, ` + "`\"...\" + err`" + `;
- **Go**: ` + "`err.Error()`" + `, ` + "`fmt.Sprintf`" + ` / ` + "`Sprint`" + ` / ` + "`Errorf`" + ` with ` + "`err`" + ` as an argument.

It is reported when that text, directly or through one local variable
(` + "`msg = f\"failed: {e}\"`" + `), is part of:

- the ` + "`return`" + ` of an MCP tool function (FastMCP ` + "`@mcp.tool`" + `, low-level
  ` + "`@server.call_tool`" + `) or of a web route (` + "`@app.get`" + `, ` + "`@router.post`" + `, ...), a
  ` + "`TextContent(...)`" + `, ` + "`raise McpError/ToolError(...)`" + `, ` + "`JSONResponse`" + `, ` + "`jsonify`" + `,
  ` + "`HTTPException(detail=...)`" + `;
- a JS/TS tool result object (` + "`{ content: [...], isError: true }`" + `), the ` + "`return`" + ` of a
  ` + "`server.tool`" + ` / ` + "`registerTool`" + ` callback, ` + "`throw new McpError(...)`" + `, ` + "`res.json`" + ` /
  ` + "`res.send`" + ` / ` + "`res.status(..).json`" + `, ` + "`Response.json`" + `;
- Go ` + "`mcp.NewToolResultError`" + ` / ` + "`NewToolResultText`" + ` / ` + "`NewToolResultErrorf`" + ` /
  ` + "`NewToolResultErrorFromErr`" + `, an ` + "`mcp.TextContent{Text: ...}`" + ` literal, ` + "`http.Error(w, ...)`" + `
  and ` + "`fmt.Fprint*(w, ...)`" + ` to an ` + "`http.ResponseWriter`" + `.

Not reported: logging the error; errors of a deliberately safe type, whose
message is written for the user: an ` + "`except`" + ` of a class defined in the file or
named like ` + "`ValidationError`" + `, ` + "`UserError`" + `, ` + "`ToolError`" + `, ` + "`McpError`" + `, ` + "`ValueError`" + `, a branch
` + "`if isinstance(e, SafeError)`" + ` / ` + "`if (err instanceof SafeError)`" + ` (also as a ` + "`?:`" + `), a Go
branch under ` + "`errors.As`" + ` / ` + "`errors.Is`" + `, and Go errors from argument parsing
(` + "`req.RequireString`" + `, ` + "`RequiredParam`" + `, ` + "`strconv.Atoi`" + `, ` + "`json.Unmarshal`" + `), whose text
describes the caller's own input. A helper function that formats an error it
receives as a parameter is not followed.

## Why is this bad?
Error messages returned by a tool handler are read by the LLM orchestrator, which
reasons about them and may put them into later tool calls. An exception's text
carries file-system paths, database hosts and table names, SQL fragments,
upstream URLs (sometimes with credentials) and stack frames: reconnaissance
material for the model and for any prompt injection it has processed. This is
CWE-209 (generation of an error message containing sensitive information). The
checklist item "Error messages returned to the LLM contain no file paths, table
names, stack traces, or internal URLs" (seed 002 checklist 6, pattern 5) asks to
log the detail internally and return a safe summary with a reference id.

## Example
` + "```python\n@mcp.tool()\nasync def station_history(station_id: str) -> dict:\n    try:\n        rows = await fetch_rows(station_id)\n    except Exception:\n        return {\"error\": traceback.format_exc()}\n```" + `

` + "```ts\n} catch (err) {\n  return { content: [{ type: \"text\", text: `query failed: ${(err as Error).stack}` }], isError: true };\n}\n```" + `

` + "```go\nif err != nil {\n\treturn mcp.NewToolResultError(\"query failed: \" + err.Error()), nil\n}\n```" + `

## Use instead
` + "```python\n    except Exception:\n        ref = uuid.uuid4().hex[:8]\n        log.exception(\"station history failed [ref=%s]\", ref)\n        raise ToolError(f\"internal error [ref: {ref}]; the lookup did not complete\") from None\n```" + `

` + "```ts\n} catch (err) {\n  const ref = crypto.randomUUID().slice(0, 8);\n  log.error({ ref, err }, \"query failed\");\n  return { content: [{ type: \"text\", text: `internal error [ref: ${ref}]` }], isError: true };\n}\n```" + `

` + "```go\nif err != nil {\n\tref := newRef()\n\tlog.Printf(\"ref=%s query failed: %v\", ref, err)\n\treturn mcp.NewToolResultError(\"internal error [ref: \" + ref + \"]\"), nil\n}\n```" + `

## References
- CWE-209: Generation of Error Message Containing Sensitive Information: https://cwe.mitre.org/data/definitions/209.html
- Checklist: "Error messages returned to the LLM contain no file paths, table names, stack traces, or internal URLs" (seed 002 checklist 6, pattern 5 "Error message hygiene")
- CodeQL py/stack-trace-exposure: https://codeql.github.com/codeql-query-help/python/py-stack-trace-exposure/
- CodeQL js/stack-trace-exposure: https://codeql.github.com/codeql-query-help/javascript/js-stack-trace-exposure/
- OWASP Improper Error Handling: https://owasp.org/www-community/Improper_Error_Handling
- MCP tool errors (isError results): https://modelcontextprotocol.io/specification/2025-06-18/server/tools#error-handling

CWE-209; seed item: seed 002 checklist 6 (error hygiene).
`

const leakFix = "log the error and return a generic message with a reference id"

var (
	// leakSafeType matches error classes whose message is written for the
	// caller (validation, authorization, protocol errors).
	leakSafeType = regexp.MustCompile(`^(Value|Validation|User|Tool|Mcp|MCP|Input|Arg|Argument|Param|Parameter|Invalid\w*|BadRequest|NotFound|PermissionDenied|Forbidden|Unauthori[sz]ed|Usage|Safe|Public|Expected|Domain|Business|Zod|Schema)(Error|Exception)$|^(ValidationError|ToolError|McpError|UserError|SafeError|ZodError|HTTPException|RequestValidationError|InvalidParams)$`)
	// goParseCall matches Go calls whose error describes the caller's input.
	goParseCall = regexp.MustCompile(`(?i)^(require\w*|optional\w*|\w*param\w*|\w*parse\w*|validate\w*|get(string|int|float|bool|argument|arguments)\w*|bind\w*|atoi|\w*unmarshal\w*|\w*decode\w*|unquote)$`)
	pyLeakSinks = map[string]string{
		"TextContent": "is returned to the MCP client in a TextContent", "McpError": "is sent to the MCP client in the McpError",
		"ToolError":    "is sent to the MCP client in the ToolError",
		"JSONResponse": httpWhere, "PlainTextResponse": httpWhere, "HTMLResponse": httpWhere, "ORJSONResponse": httpWhere,
		"UJSONResponse": httpWhere, "jsonify": httpWhere, "HTTPException": httpWhere, "json_response": httpWhere,
		"make_response": httpWhere,
	}
	pyRouteMethods = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true, "route": true, "api_route": true}
	pyRouteRecv    = map[string]bool{"app": true, "router": true, "api": true, "bp": true, "blueprint": true, "routes": true}
	goToolSinks    = map[string]bool{"NewToolResultError": true, "NewToolResultText": true, "NewToolResultErrorf": true,
		"NewToolResultErrorFromErr": true, "NewTextContent": true}
	jsResRecv = map[string]bool{"res": true, "response": true, "reply": true, "Response": true, "NextResponse": true}
	jsResSend = map[string]bool{"json": true, "send": true, "end": true, "write": true, "jsonp": true}
	// jsGenericErrors are classes whose instanceof does not make a message safe.
	jsGenericErrors = map[string]bool{"Error": true, "TypeError": true, "RangeError": true, "SyntaxError": true,
		"ReferenceError": true, "EvalError": true, "URIError": true, "AggregateError": true, "DOMException": true}
)

const (
	toolWhere = "is returned to the MCP client in the tool result"
	httpWhere = "is sent to the client in the HTTP response"
)

type leakCheck struct {
	p      *Pass
	f      *File
	seen   map[int]bool    // lines already reported
	custom map[string]bool // error classes defined in the file
}

func checkErrorLeak(p *Pass) {
	f := p.File
	switch {
	case f.Lang == LangPython && !bytes.Contains(f.Src, []byte("except")),
		f.Lang.IsJS() && !bytes.Contains(f.Src, []byte("catch")),
		f.Lang == LangGo && !bytes.Contains(f.Src, []byte("!= nil")):
		return
	}
	c := &leakCheck{p: p, f: f, seen: map[int]bool{}, custom: map[string]bool{}}
	Walk(f.Root, func(n *sitter.Node) bool {
		switch n.Type() {
		case "class_definition", "class_declaration", "class":
			if name := n.ChildByFieldName("name"); name != nil {
				if t := f.Text(n); strings.Contains(t, "Error") || strings.Contains(t, "Exception") {
					c.custom[f.Text(name)] = true
				}
			}
		}
		return true
	})
	Walk(f.Root, func(n *sitter.Node) bool {
		switch {
		case f.Lang == LangPython:
			c.python(n)
		case f.Lang.IsJS():
			c.js(n)
		case f.Lang == LangGo:
			c.golang(n)
		}
		return true
	})
}

// scan looks for error text in expression e (not entering nested functions)
// and reports each piece with where it goes. hop allows following one local
// variable to its value.
func (c *leakCheck) scan(e *sitter.Node, where string, hop bool) {
	if e == nil {
		return
	}
	if d, at := c.leak(e); d != "" {
		c.report(at, d, where)
		return
	}
	if scopeTypes[e.Type()] || e.Type() == "comment" {
		return
	}
	if hop && e.Type() == "identifier" && !c.isErrName(e) && !c.isCallee(e) {
		if v := c.f.Lookup(c.f.Text(e), e); v != nil && EnclosingFunc(v) != nil && sameFunc(v, e) {
			if d := c.firstLeak(v); d != "" {
				c.report(e, c.f.Text(e)+" (holding "+d+")", where)
			}
		}
		return
	}
	for i := 0; i < int(e.NamedChildCount()); i++ {
		ch := e.NamedChild(i)
		if c.f.Lang == LangPython && e.Type() == "keyword_argument" && ch.Type() == "identifier" && sameSpan(ch, e.ChildByFieldName("name")) {
			continue
		}
		if e.Type() == "pair" && sameSpan(ch, e.ChildByFieldName("key")) && ch.Type() != "computed_property_name" {
			continue
		}
		c.scan(ch, where, hop)
	}
}

// firstLeak returns the description of the first error text in v, or "".
func (c *leakCheck) firstLeak(v *sitter.Node) string {
	if d, _ := c.leak(v); d != "" {
		return d
	}
	if scopeTypes[v.Type()] {
		return ""
	}
	for i := 0; i < int(v.NamedChildCount()); i++ {
		if d := c.firstLeak(v.NamedChild(i)); d != "" {
			return d
		}
	}
	return ""
}

func sameFunc(a, b *sitter.Node) bool {
	fa, fb := EnclosingFunc(a), EnclosingFunc(b)
	return fa != nil && fb != nil && sameSpan(fa, fb)
}

// isCallee reports whether identifier n is the function of a call.
func (c *leakCheck) isCallee(n *sitter.Node) bool {
	p := n.Parent()
	return p != nil && (p.Type() == "call" || p.Type() == "call_expression") && sameSpan(Callee(p), n)
}

func (c *leakCheck) report(at *sitter.Node, desc, where string) {
	line, _ := c.f.Position(int(at.StartByte()))
	if c.seen[line] { // one finding per line: `e instanceof Error ? e.message : String(e)` is one leak
		return
	}
	c.seen[line] = true
	c.p.Report(at, desc+" "+where+", so internal paths, hosts, queries or stack frames reach the caller; "+leakFix, leakFix)
}

func short(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 48 {
		s = s[:45] + "..."
	}
	return s
}

// leak reports whether n itself is error text: it returns a description
// naming what leaks and the node to report, or "".
func (c *leakCheck) leak(n *sitter.Node) (string, *sitter.Node) {
	switch {
	case c.f.Lang == LangPython:
		return c.pyLeak(n), n
	case c.f.Lang.IsJS():
		return c.jsLeak(n), n
	case c.f.Lang == LangGo:
		return c.goLeak(n)
	}
	return "", nil
}

// isErrName reports whether identifier n names a caught error at its
// position (or a local variable assigned one, `last_error = e`), outside a
// branch that singles out a safe error type.
func (c *leakCheck) isErrName(n *sitter.Node) bool {
	n = Unwrap(n)
	if n == nil || n.Type() != "identifier" {
		return false
	}
	if c.caughtAt(n) {
		return true
	}
	v := c.f.Lookup(c.f.Text(n), n)
	if v == nil || !sameFunc(v, n) {
		return false
	}
	v = Unwrap(v)
	return v.Type() == "identifier" && c.caughtAt(v)
}

// caughtAt reports whether identifier n is the error bound by an enclosing
// handler whose error type is not a safe one.
func (c *leakCheck) caughtAt(n *sitter.Node) bool {
	name := c.f.Text(n)
	prev := n
	for p := n.Parent(); p != nil; prev, p = p, p.Parent() {
		switch p.Type() {
		case "except_clause":
			ap := p.NamedChild(0)
			if ap == nil || ap.Type() != "as_pattern" || sameSpan(ap, prev) {
				continue
			}
			alias := ap.ChildByFieldName("alias")
			if alias == nil || strings.TrimSpace(c.f.Text(alias)) != name {
				continue
			}
			return !c.pySafeTypes(ap.NamedChild(0))
		case "catch_clause":
			if prm := p.ChildByFieldName("parameter"); prm != nil && c.f.Text(prm) == name && !sameSpan(prm, prev) {
				return true
			}
		case "if_statement":
			cond := p.ChildByFieldName("condition")
			if cons := p.ChildByFieldName("consequence"); cons == nil || !sameSpan(cons, prev) {
				continue
			}
			if c.safeBranch(cond, name) {
				return false
			}
			if c.f.Lang == LangGo && cond != nil && cond.Type() == "binary_expression" &&
				c.f.Text(cond.ChildByFieldName("left")) == name && IsNone(cond.ChildByFieldName("right")) &&
				c.f.Text(cond.Child(1)) == "!=" {
				return !c.goFromInput(p, name)
			}
		case "conditional_expression", "ternary_expression":
			cond := p.ChildByFieldName("condition")
			cons := p.ChildByFieldName("consequence")
			if p.Type() == "conditional_expression" && p.NamedChildCount() == 3 { // Python: a if cond else b
				cons, cond = p.NamedChild(0), p.NamedChild(1)
			}
			if cons != nil && sameSpan(cons, prev) && c.safeBranch(cond, name) {
				return false
			}
		case "function_definition", "function_declaration", "method_declaration", "func_literal", "lambda":
			if c.f.Lang == LangGo || p.Type() == "lambda" {
				return false
			}
		}
	}
	return false
}

// safeBranch reports whether a condition singles out a safe error type for
// name: isinstance(e, Safe), err instanceof Safe, errors.As/errors.Is.
func (c *leakCheck) safeBranch(cond *sitter.Node, name string) bool {
	cond = Unwrap(cond)
	if cond == nil {
		return false
	}
	switch cond.Type() {
	case "call":
		if c.f.Text(Callee(cond)) == "isinstance" && c.f.Text(Arg(cond, 0)) == name {
			return c.pySafeTypes(Arg(cond, 1))
		}
	case "binary_expression":
		if c.f.Text(cond.Child(1)) == "instanceof" && c.f.Text(Unwrap(cond.ChildByFieldName("left"))) == name {
			cls := c.f.Text(cond.ChildByFieldName("right"))
			cls = cls[strings.LastIndex(cls, ".")+1:]
			return !jsGenericErrors[cls] && (c.custom[cls] || leakSafeType.MatchString(cls))
		}
		if op := c.f.Text(cond.Child(1)); op == "&&" || op == "and" {
			return c.safeBranch(cond.ChildByFieldName("left"), name) || c.safeBranch(cond.ChildByFieldName("right"), name)
		}
	case "boolean_operator":
		if c.f.Text(cond.Child(1)) == "and" {
			return c.safeBranch(cond.ChildByFieldName("left"), name) || c.safeBranch(cond.ChildByFieldName("right"), name)
		}
	case "call_expression":
		if c.f.Lang == LangGo {
			q := c.f.QualifiedName(Callee(cond))
			return q == "errors.As" || q == "errors.Is"
		}
	}
	return false
}

// pySafeTypes reports whether every class in an except/isinstance type
// expression is a safe one.
func (c *leakCheck) pySafeTypes(t *sitter.Node) bool {
	t = Unwrap(t)
	if t == nil {
		return false
	}
	if t.Type() == "tuple" {
		if t.NamedChildCount() == 0 {
			return false
		}
		for i := 0; i < int(t.NamedChildCount()); i++ {
			if !c.pySafeTypes(t.NamedChild(i)) {
				return false
			}
		}
		return true
	}
	s := c.f.Text(t)
	s = s[strings.LastIndex(s, ".")+1:]
	return c.custom[s] || leakSafeType.MatchString(s)
}

// goFromInput reports whether err in `if err != nil` comes from parsing the
// caller's arguments (its text describes the caller's own input).
func (c *leakCheck) goFromInput(ifStmt *sitter.Node, name string) bool {
	assign := ifStmt.ChildByFieldName("initializer")
	if assign == nil {
		assign = ifStmt.PrevNamedSibling()
		for assign != nil && assign.Type() == "comment" {
			assign = assign.PrevNamedSibling()
		}
	}
	if assign == nil || (assign.Type() != "short_var_declaration" && assign.Type() != "assignment_statement") {
		return false
	}
	left, right := assign.ChildByFieldName("left"), assign.ChildByFieldName("right")
	if left == nil || right == nil || right.NamedChildCount() != 1 || !strings.Contains(c.f.Text(left), name) {
		return false
	}
	call := right.NamedChild(0)
	if call.Type() != "call_expression" {
		return false
	}
	fn := Callee(call)
	if fn.Type() == "generic_type" || fn.Type() == "index_expression" { // RequiredParam[string](...)
		fn = fn.NamedChild(0)
	}
	s := c.f.Text(fn)
	return goParseCall.MatchString(s[strings.LastIndex(s, ".")+1:])
}

// ---- Python ----

func (c *leakCheck) pyLeak(n *sitter.Node) string {
	f := c.f
	switch n.Type() {
	case "call":
		fn := Callee(n)
		name := f.Text(fn)
		switch {
		case (name == "str" || name == "repr") && NumArgs(n) == 1 && c.isErrName(Arg(n, 0)):
			kind := "the exception text "
			if name == "repr" {
				kind = "the exception repr "
			}
			return kind + short(f.Text(n))
		case strings.HasPrefix(importedName(f, fn), "traceback.format_") || (fn.Type() == "identifier" && strings.HasPrefix(f.QualifiedName(fn), "traceback.format_")):
			if Ancestor(n, "except_clause") != nil || (NumArgs(n) > 0 && c.isErrName(Arg(n, 0))) {
				return "the stack trace " + short(f.Text(n))
			}
		case fn.Type() == "attribute" && f.Text(fn.ChildByFieldName("attribute")) == "format":
			if obj := fn.ChildByFieldName("object"); obj != nil && obj.Type() == "string" {
				for i := 0; i < NumArgs(n); i++ {
					if c.isErrName(Arg(n, i)) {
						return "the exception text of " + f.Text(Arg(n, i)) + " (in " + short(f.Text(n)) + ")"
					}
				}
			}
		}
	case "interpolation":
		if e := n.ChildByFieldName("expression"); e != nil && c.isErrName(e) {
			return "the exception text " + f.Text(n)
		}
	case "attribute":
		if f.Text(n.ChildByFieldName("attribute")) == "args" && c.isErrName(n.ChildByFieldName("object")) {
			return "the exception arguments " + f.Text(n)
		}
	case "binary_operator":
		if f.Text(n.Child(1)) == "%" && n.ChildByFieldName("left").Type() == "string" {
			r := Unwrap(n.ChildByFieldName("right"))
			if c.isErrName(r) {
				return "the exception text of " + f.Text(r) + " (formatted with %)"
			}
			if r.Type() == "tuple" {
				for i := 0; i < int(r.NamedChildCount()); i++ {
					if c.isErrName(r.NamedChild(i)) {
						return "the exception text of " + f.Text(r.NamedChild(i)) + " (formatted with %)"
					}
				}
			}
		}
	}
	return ""
}

func (c *leakCheck) python(n *sitter.Node) {
	f := c.f
	switch n.Type() {
	case "call":
		fn := Callee(n)
		s := f.Text(fn)
		last := s[strings.LastIndex(s, ".")+1:]
		where, ok := pyLeakSinks[last]
		if !ok && (last == "Response" || last == "abort") && importedName(f, fn) != "" {
			where, ok = httpWhere, true
		}
		if ok {
			c.scan(Args(n), where, true)
		}
	case "return_statement":
		if n.NamedChildCount() == 0 {
			return
		}
		if where := c.pyHandlerKind(EnclosingFunc(n)); where != "" {
			c.scan(n.NamedChild(0), where, true)
		}
	}
}

// pyHandlerKind says where a function's return value goes: to the MCP client
// for a tool, to the HTTP client for a route; "" otherwise.
func (c *leakCheck) pyHandlerKind(fn *sitter.Node) string {
	if fn == nil || fn.Type() != "function_definition" {
		return ""
	}
	dd := fn.Parent()
	if dd == nil || dd.Type() != "decorated_definition" {
		return ""
	}
	for i := 0; i < int(dd.NamedChildCount()); i++ {
		d := dd.NamedChild(i)
		if d.Type() != "decorator" || d.NamedChildCount() == 0 {
			continue
		}
		e := d.NamedChild(0)
		if e.Type() == "call" {
			e = Callee(e)
		}
		parts, ok := c.f.nameParts(e)
		if !ok || len(parts) < 2 {
			continue
		}
		last := parts[len(parts)-1]
		switch {
		case last == "tool" || last == "call_tool":
			return toolWhere
		case pyRouteMethods[last] && pyRouteRecv[parts[len(parts)-2]]:
			return httpWhere
		}
	}
	return ""
}

// ---- JavaScript / TypeScript ----

func (c *leakCheck) jsLeak(n *sitter.Node) string {
	f := c.f
	switch n.Type() {
	case "member_expression":
		prop := f.Text(n.ChildByFieldName("property"))
		if (prop == "message" || prop == "stack") && c.isErrName(n.ChildByFieldName("object")) {
			if prop == "stack" {
				return "the stack trace " + short(f.Text(n))
			}
			return "the error message " + short(f.Text(n))
		}
	case "call_expression":
		fn := Callee(n)
		if f.Text(fn) == "String" && c.isErrName(Arg(n, 0)) {
			return "the error text " + short(f.Text(n))
		}
		if fn.Type() == "member_expression" && f.Text(fn.ChildByFieldName("property")) == "toString" && c.isErrName(fn.ChildByFieldName("object")) {
			return "the error text " + short(f.Text(n))
		}
		if q := importedName(f, fn); (q == "util.inspect" || q == "node:util.inspect") && c.isErrName(Arg(n, 0)) {
			return "the error dump " + short(f.Text(n))
		}
	case "template_substitution":
		if n.NamedChildCount() == 1 && c.isErrName(n.NamedChild(0)) {
			return "the error text " + f.Text(n)
		}
	case "binary_expression":
		if f.Text(n.Child(1)) == "+" {
			for _, side := range []string{"left", "right"} {
				if s := n.ChildByFieldName(side); c.isErrName(s) {
					return "the error text of " + f.Text(s) + " (concatenated)"
				}
			}
		}
	}
	return ""
}

func (c *leakCheck) js(n *sitter.Node) {
	f := c.f
	switch n.Type() {
	case "new_expression":
		s := f.Text(Callee(n))
		switch s[strings.LastIndex(s, ".")+1:] {
		case "McpError":
			c.scan(Args(n), "is sent to the MCP client in the McpError", true)
		case "Response", "NextResponse":
			c.scan(Args(n), httpWhere, true)
		}
	case "call_expression":
		fn := Callee(n)
		if fn == nil || fn.Type() != "member_expression" || !jsResSend[f.Text(fn.ChildByFieldName("property"))] {
			return
		}
		root := fn.ChildByFieldName("object")
		for root != nil && (root.Type() == "call_expression" || root.Type() == "member_expression") {
			if root.Type() == "call_expression" {
				root = Callee(root)
			} else {
				root = root.ChildByFieldName("object")
			}
		}
		if root != nil && root.Type() == "identifier" && jsResRecv[f.Text(root)] {
			c.scan(Args(n), httpWhere, true)
		}
	case "object":
		if v, _ := f.ObjectProp(n, "isError"); v != nil && v.Type() != "false" && jsHasContent(f, n) {
			c.scan(n, toolWhere, true)
			return
		}
		if v, _ := f.ObjectProp(n, "content"); v != nil && v.Type() == "array" && strings.Contains(f.Text(v), "text") {
			if p := n.Parent(); p != nil && p.Type() == "return_statement" {
				c.scan(v, toolWhere, true)
			}
		}
	case "return_statement":
		if n.NamedChildCount() > 0 && c.jsToolCallback(EnclosingFunc(n)) {
			c.scan(n.NamedChild(0), toolWhere, true)
		}
	}
}

// jsHasContent reports whether an object literal looks like a tool or
// resource result: it has content or contents, or spreads a helper's result.
func jsHasContent(f *File, obj *sitter.Node) bool {
	v, spread := f.ObjectProp(obj, "content")
	if v == nil {
		v, _ = f.ObjectProp(obj, "contents")
	}
	return v != nil || spread
}

// jsToolCallback reports whether fn is the handler passed to server.tool,
// server.registerTool or setRequestHandler(CallToolRequestSchema, ...).
func (c *leakCheck) jsToolCallback(fn *sitter.Node) bool {
	if fn == nil {
		return false
	}
	args := fn.Parent()
	if args == nil || args.Type() != "arguments" {
		return false
	}
	call := args.Parent()
	if call == nil || call.Type() != "call_expression" {
		return false
	}
	callee := Callee(call)
	if callee == nil || callee.Type() != "member_expression" {
		return false
	}
	switch c.f.Text(callee.ChildByFieldName("property")) {
	case "tool", "registerTool":
		return true
	case "setRequestHandler":
		return strings.Contains(c.f.Text(Arg(call, 0)), "CallTool")
	}
	return false
}

// ---- Go ----

func (c *leakCheck) goLeak(n *sitter.Node) (string, *sitter.Node) {
	f := c.f
	if n.Type() != "call_expression" {
		return "", nil
	}
	fn := Callee(n)
	if fn.Type() == "selector_expression" && f.Text(fn.ChildByFieldName("field")) == "Error" && NumArgs(n) == 0 &&
		c.isErrName(fn.ChildByFieldName("operand")) {
		return "the error text " + short(f.Text(n)), n
	}
	switch q := f.QualifiedName(fn); q {
	case "fmt.Sprintf", "fmt.Errorf", "fmt.Sprint", "fmt.Sprintln":
		for i := 0; i < NumArgs(n); i++ {
			if a := Arg(n, i); c.isErrName(a) {
				return "the error text of " + f.Text(a) + " (formatted by " + q + ")", a
			}
		}
	}
	return "", nil
}

func (c *leakCheck) golang(n *sitter.Node) {
	f := c.f
	switch n.Type() {
	case "call_expression":
		fn := Callee(n)
		q := f.QualifiedName(fn)
		last := q[strings.LastIndex(q, ".")+1:]
		switch {
		case goToolSinks[last] && (strings.Contains(q, "mcp") || fn.Type() == "selector_expression"):
			for i := 1; (last == "NewToolResultErrorFromErr" || last == "NewToolResultErrorf") && i < NumArgs(n); i++ {
				if a := Arg(n, i); c.isErrName(a) {
					c.report(a, "the error text of "+f.Text(a)+" (formatted by "+last+")", toolWhere)
				}
			}
			c.scan(Args(n), toolWhere, true)
		case q == "net/http.Error":
			c.scan(Arg(n, 1), httpWhere, true)
		case q == "fmt.Fprintf" || q == "fmt.Fprint" || q == "fmt.Fprintln":
			if c.goIsResponseWriter(Arg(n, 0)) {
				for i := 1; i < NumArgs(n); i++ {
					if a := Arg(n, i); c.isErrName(a) {
						c.report(a, "the error text of "+f.Text(a)+" (written by "+q+")", httpWhere)
					} else {
						c.scan(a, httpWhere, true)
					}
				}
			}
		}
	case "composite_literal":
		if t := f.QualifiedName(n.ChildByFieldName("type")); strings.HasSuffix(t, "mcp.TextContent") {
			c.scan(f.GoKeyed(n, "Text"), toolWhere, true)
		}
	}
}

// goIsResponseWriter reports whether w is a parameter of type http.ResponseWriter.
func (c *leakCheck) goIsResponseWriter(w *sitter.Node) bool {
	if w == nil || w.Type() != "identifier" {
		return false
	}
	name := c.f.Text(w)
	for fn := EnclosingFunc(w); fn != nil; fn = EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		if params == nil {
			continue
		}
		for i := 0; i < int(params.NamedChildCount()); i++ {
			p := params.NamedChild(i)
			if p.Type() == "parameter_declaration" && strings.HasSuffix(c.f.Text(p.ChildByFieldName("type")), "ResponseWriter") &&
				strings.Contains(" "+c.f.Text(p)+",", " "+name) {
				return true
			}
		}
	}
	return false
}
