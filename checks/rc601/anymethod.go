package rc601

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// MethodForward is the mutation name of a tool that forwards an HTTP
// method its caller chooses: a generic API tool
// (`send_management_api_request(method, path, body)`), which the model
// calls with POST to create a project or a branch as readily as with GET.
const MethodForward = "request with the caller's HTTP method, POST included,"

// methodParamRE matches a tool parameter or schema property named method,
// http_method or verb: Python `method: str`, zod `method: z.enum(...)`,
// mcp-go `mcp.WithString("method", ...)`, JSON schema `"method": {`.
var methodParamRE = regexp.MustCompile(`(?i)(\b|_)(http_?)?(method|verb)["']?\s*[:,)=]`)

// apiToolWords are words of a generic API tool's name: it sends an HTTP
// request of the caller's making (send_management_api_request, call_api,
// http_request, execute_rest_call). call_auth_admin_method, whose method
// names an SDK function, has none.
var apiToolWords = map[string]bool{"request": true, "api": true, "http": true, "rest": true, "endpoint": true}

// methodForward returns the call in handler that hands the tool's method
// parameter on (`execute_tool(..., method=method)`, `request(method, url)`)
// when the tool's name says it sends API requests (apiToolWords) and a
// schema node declares a method parameter; nil otherwise. Such a tool
// performs whatever method the model passes, POST included.
func (c *idemCheck) methodForward(t idemTool) *model.Node {
	f := c.f
	api := false
	for _, w := range nameWordsLower(t.name) {
		api = api || apiToolWords[w]
	}
	if !api {
		return nil
	}
	declared := false
	for _, s := range t.schema {
		declared = declared || s != nil && methodParamRE.MatchString(f.Text(s))
	}
	if !declared {
		return nil
	}
	// the call that sends the method as a request option (fetch(url, { method }),
	// execute_tool(..., method=method)) is preferred to one that only reads it (getHeaders(method))
	var first, sent *model.Node
	model.Walk(t.handler, func(n *model.Node) bool {
		if sent != nil {
			return false
		}
		if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
			return true
		}
		args := n.ChildByFieldName("arguments")
		for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
			a := args.NamedChild(i)
			if v := a.ChildByFieldName("value"); v != nil && a.Sym() != model.SymObject { // method=method
				if strings.EqualFold(strings.TrimPrefix(strings.ToLower(f.Text(v)), "http_"), "method") {
					sent = n
					return false
				}
			}
			if a.Sym() == model.SymIdentifier && strings.EqualFold(strings.TrimPrefix(strings.ToLower(f.Text(a)), "http_"), "method") && first == nil {
				first = n
			}
			if a.Sym() == model.SymObject { // fetch(url, { method, headers })
				if v, _ := f.ObjectProp(a, "method"); v != nil && f.Text(model.Unwrap(v)) == "method" {
					sent = n
					return false
				}
			}
		}
		return true
	})
	if sent != nil {
		return sent
	}
	return first
}

// toolKey returns the key a tool definition object is stored under when
// its own fields name it nowhere: the Vercel AI SDK's `tools: {
// postgrestRequest: tool({ parameters, execute }) }`, or a plain `{
// create_ticket: { inputSchema, execute } }`; "" otherwise.
func toolKey(f *model.File, obj *model.Node) string {
	n := obj
	if p := n.Parent(); p != nil && p.Sym() == model.SymArguments {
		if call := p.Parent(); call != nil && call.Sym() == model.SymCallExpression && model.NumArgs(call) == 1 {
			n = call
		}
	}
	p := n.Parent()
	if p == nil || p.Sym() != model.SymPair || p.ChildByFieldName("value") != n {
		return ""
	}
	return strings.Trim(f.Text(p.ChildByFieldName("key")), "'\"`")
}
