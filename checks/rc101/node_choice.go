package rc101

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsNodeChoice returns the node:http(s) name ("https.request") of a call
// on a local that holds a choice between the two modules by the URL's
// scheme (`const protocol = url.protocol === 'https:' ? https : http;
// protocol.request(...)`, tan-yong-sheng/mistral-ocr-mcp's Mistral
// uploads, batch 32), or "". Both modules' request and get take the same
// options and have no default timeout (https://nodejs.org/api/http.html#httprequestoptions-callback:
// "timeout ... the socket timeout in milliseconds", unset by default), so
// the call is judged as either one is (jsNodeRequest); a choice involving
// anything else stays unknown.
func jsNodeChoice(f *model.File, fn *model.Node) string {
	if fn == nil || fn.Sym() != model.SymMemberExpression {
		return ""
	}
	obj := fn.ChildByFieldName("object")
	if obj == nil || obj.Sym() != model.SymIdentifier {
		return ""
	}
	v := model.Unwrap(f.Resolve(obj))
	if v == nil || v.Sym() != model.SymTernaryExpression {
		return ""
	}
	method := f.Text(fn.ChildByFieldName("property"))
	name := ""
	for _, side := range []string{"consequence", "alternative"} {
		s := model.Unwrap(v.ChildByFieldName(side))
		if s == nil || s.Sym() != model.SymIdentifier {
			return ""
		}
		q := model.ImportedName(f, s) + "." + method
		if !model.JsNodeHTTP[q] {
			return ""
		}
		if name == "" {
			name = q
		}
	}
	return name
}
