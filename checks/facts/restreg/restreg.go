// Package restreg finds the tool registrations a JS or TS server makes
// through a method of its own subclass of the MCP SDK's McpServer that
// takes the SDK's tool arguments as a rest parameter and hands them on to
// the SDK's registration:
//
//	export class CustomMcpServer extends McpServer {
//	    addToolWithWriteAccess(...args: any[]) {
//	        if (this.readonly) return null;
//	        return this.registerToolWithAccess("write", ...args);
//	    }
//	    private registerToolWithAccess(access: ToolAccess, ...args: unknown[]) {
//	        const { name, config, cb } = this.parseToolRegistration(access, args);
//	        return (McpServer.prototype as any).registerTool.call(this, name, config, cb);
//	    }
//	}
//
//	server.addToolWithWriteAccess("stories-create", "Create a story", {...}, async (a) => ...)
//
// Such a method is declared with the overloads of McpServer.tool and
// registers what a `server.tool(...)` call with the same arguments would
// (useshortcut/mcp-server-shortcut's src/mcp/CustomMcpServer.ts). RC601
// reads the call as that SDK registration (checks/rc601 jsTool).
//
// Sources: the MCP TypeScript SDK's McpServer.tool / registerTool
// (https://github.com/modelcontextprotocol/typescript-sdk/blob/main/src/server/mcp.ts);
// rest parameters and spread arguments
// (https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Functions/rest_parameters);
// Function.prototype.call
// (https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Function/call).
// Peer: the registration wrappers of checks/facts/handlers/regflow, which
// follow a named parameter, not a rest parameter.
package restreg

import (
	"bytes"
	"regexp"

	"github.com/resilience-check/resilience-check/checks/facts/anchored"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/model"
)

var classesKey = model.NewFactKey[map[string]map[string]bool]("restreg.classes")

// Method reports whether JS/TS member callee c (`server.addToolWithWriteAccess`)
// calls a registering rest method (the package comment) of the class its
// object is typed with (`server: CustomMcpServer`) or constructed from
// (`new CustomMcpServer(...)`), a class f declares or imports from a
// readable module of the repository.
func Method(f *model.File, c *model.Node) bool {
	if c == nil || !f.Lang.IsJS() || c.Sym() != model.SymMemberExpression {
		return false
	}
	cls := regflow.InstanceOf(f, c)
	if cls == "" {
		return false
	}
	cache := model.Fact(f, classesKey, func(*model.File) map[string]map[string]bool { return map[string]map[string]bool{} })
	ms, ok := cache[cls]
	if !ok {
		if _, src, exported, imported := handlers.ImportedFile(f, cls); imported && exported != "" && exported != "*" && exported != "default" {
			ms = Methods(src, exported)
		} else {
			ms = Methods(f.Src, cls)
		}
		cache[cls] = ms
	}
	return ms[f.Text(c.ChildByFieldName("property"))]
}

// restMethodRE matches a class method declared with a rest parameter first
// (`addToolWithWriteAccess(...args: any[]): T {`) or after other
// parameters (`registerToolWithAccess(access: ToolAccess, ...args:
// unknown[]) {`): its name, its rest parameter, and its body's opening brace.
var restMethodRE = regexp.MustCompile(`(?m)^[ \t]*(?:(?:public|private|protected|async|override)[ \t]+)*([A-Za-z_$][\w$]*)[ \t]*\(([^()]*?)\.\.\.([A-Za-z_$][\w$]*)[^()]*\)[^{;\n]*\{`)

// sdkRegRE matches the SDK's tool registration called on the instance:
// `McpServer.prototype.registerTool.call(this`, `super.tool(`,
// `super.registerTool(`.
var sdkRegRE = regexp.MustCompile(`\.(?:registerTool|tool)\.call\(\s*this\b|\bsuper\.(?:registerTool|tool)\(`)

// Methods returns the registering rest methods of class cls declared in
// src (`class cls extends McpServer` or `extends X.McpServer`): a method
// with a rest parameter whose body makes the SDK's registration on the
// instance (sdkRegRE) with that parameter in it, or spreads the parameter
// (`...args`) into a call of another registering rest method of the class
// (`this.registerToolWithAccess("write", ...args)`). Nil when src declares
// no such class.
func Methods(src []byte, cls string) map[string]bool {
	loc := classHead(src, cls)
	if loc == nil {
		return nil
	}
	body := string(src[loc[1]:Block(src, loc[1]-1, true)])
	type method struct{ rest, body string }
	ms := map[string][]method{}
	for _, m := range restMethodRE.FindAllStringSubmatchIndex(body, -1) {
		name, rest := body[m[2]:m[3]], body[m[6]:m[7]]
		switch name {
		case "if", "for", "while", "switch", "catch", "function", "constructor":
			continue
		}
		ms[name] = append(ms[name], method{rest, body[m[1]:Block([]byte(body), m[1]-1, true)]})
	}
	out := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for name, defs := range ms {
			if out[name] {
				continue
			}
			for _, d := range defs {
				if registers(d.body, d.rest, out) {
					out[name], changed = true, true
					break
				}
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// classHead returns the span of the first declaration head `class cls
// extends McpServer ... {` (or `extends X.McpServer`) in src, from the
// keyword to the body's opening brace, or nil. It tries the pattern only
// where cls follows the keyword (anchored.Find), so a large module that
// declares no such class costs a byte search, not a regular expression run
// over all of it at every class name asked.
func classHead(src []byte, cls string) []int {
	if cls == "" || !bytes.Contains(src, []byte("McpServer")) {
		return nil
	}
	head := regexp.MustCompile(`^class[ \t]+` + regexp.QuoteMeta(cls) + `\b[^{]*?\bextends[ \t]+(?:[\w$]+\.)?McpServer\b[^{]*\{`)
	return anchored.Find(src, cls, '{', head, anchored.AfterKeyword("class"))
}

// registers reports whether a rest method's body (rest parameter rest)
// makes the SDK's registration with rest in it, or spreads rest into a
// call of a method regs holds (`this.m(..., ...rest)`).
func registers(body, rest string, regs map[string]bool) bool {
	if sdkRegRE.MatchString(body) && regflow.WordIn(body, rest) {
		return true
	}
	for m := range regs {
		call := regexp.MustCompile(`\bthis\.` + regexp.QuoteMeta(m) + `\([^()]*\.\.\.` + regexp.QuoteMeta(rest) + `\b`)
		if call.MatchString(body) {
			return true
		}
	}
	return false
}

// Block returns the index just past the brace that closes the one at
// open in JavaScript or TypeScript text (strings and template literals
// skipped, and comments when comments is set), or len(src). ownfield reads
// without comments: an apostrophe in a comment then opens a string, and its
// answers (a blind-set row among them) were measured that way.
func Block(src []byte, open int, comments bool) int {
	depth := 0
	for i := open; i < len(src); i++ {
		switch b := src[i]; b {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i + 1
			}
		case '"', '\'', '`':
			for i++; i < len(src) && src[i] != b; i++ {
				if src[i] == '\\' {
					i++
				}
			}
		case '/':
			if !comments {
				continue
			}
			if i+1 < len(src) && src[i+1] == '/' {
				if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
					i += j
				} else {
					return len(src)
				}
			} else if i+1 < len(src) && src[i+1] == '*' {
				if j := bytes.Index(src[i+2:], []byte("*/")); j >= 0 {
					i += j + 3
				} else {
					return len(src)
				}
			}
		}
	}
	return len(src)
}
