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
	var found *model.Node
	model.Walk(t.handler, func(n *model.Node) bool {
		if found != nil {
			return false
		}
		if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
			return true
		}
		args := n.ChildByFieldName("arguments")
		for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
			a := args.NamedChild(i)
			if v := a.ChildByFieldName("value"); v != nil { // method=method
				a = v
			}
			if a.Sym() == model.SymIdentifier && strings.EqualFold(strings.TrimPrefix(strings.ToLower(f.Text(a)), "http_"), "method") {
				found = n
				return false
			}
		}
		return true
	})
	return found
}
