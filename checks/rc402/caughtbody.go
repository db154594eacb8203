package rc402

import "github.com/resilience-check/resilience-check/checks/model"

// jsCaughtBody returns the source when member expression n reads the
// response body an HTTP client error carries — `err.response.data`
// (axios: https://axios-http.com/docs/handling_errors, "error.response.data"
// is the body of a non-2xx answer), `err.response.body` (got's HTTPError,
// https://github.com/sindresorhus/got/blob/main/documentation/8-errors.md;
// superagent's error.response.body) — or one of its error-text fields
// (`err.response.data.message`, `err.response?.data?.detail`) of a caught
// error: the upstream's error answer, raw text like an exception's message
// (the "upstream's error answer" of docs/rules/RC402.md). A caught error
// that has a response body is an HTTP client's error whatever the file shows
// of its try block, so an origin the file does not show is taken as a
// network error; nil otherwise. A bound body's field serialized whole (`data = err.response.data`,
// JSON.stringify(data.detail): an error list, echoed fields) is the body's structure too;
// one read as it is stays the API's own error text (docs/rules/RC402.md).
func (c *leakCheck) jsCaughtBody(n *model.Node) *leakSource {
	body := n
	if obj, a := model.Unwrap(n.ChildByFieldName("object")), n.Parent(); obj != nil && obj.Sym() == model.SymIdentifier && a != nil && a.Sym() == model.SymArguments && c.f.Text(model.Callee(a.Parent())) == "JSON.stringify" { // data = err.response.data; JSON.stringify(data.detail)
		if v := model.Unwrap(c.f.Lookup(c.f.Text(obj), obj)); v != nil && v.Sym() == model.SymMemberExpression && !model.Contains(v, n) && c.jsCaughtBody(v) != nil {
			return c.via(obj, c.jsCaughtBody(v))
		}
	}
	if p := c.f.Text(body.ChildByFieldName("property")); p != "data" && p != "body" {
		return nil
	}
	resp := model.Unwrap(body.ChildByFieldName("object"))
	if resp == nil || resp.Sym() != model.SymMemberExpression || c.f.Text(resp.ChildByFieldName("property")) != "response" {
		return nil
	}
	errID := model.Unwrap(resp.ChildByFieldName("object"))
	if errID == nil || errID.Sym() != model.SymIdentifier || !c.jsErrAlias(errID) {
		return nil
	}
	return c.bodySource(n, errID)
}

// pyCaughtBody returns the source when n reads the response body a caught
// requests or httpx error carries: `e.response.text`, `e.response.content`
// (an attribute) or `e.response.json()` (a call) with e an except clause's
// error (requests: RequestException.response,
// https://requests.readthedocs.io/en/latest/api/#requests.RequestException;
// httpx: HTTPStatusError.response, https://www.python-httpx.org/exceptions/);
// nil otherwise.
func (c *leakCheck) pyCaughtBody(n *model.Node) *leakSource {
	var resp *model.Node
	switch n.Sym() {
	case model.SymAttribute:
		if a := c.f.Text(n.ChildByFieldName("attribute")); a != "text" && a != "content" {
			return nil
		}
		resp = n.ChildByFieldName("object")
	case model.SymCall:
		fn := model.Callee(n)
		if fn == nil || fn.Sym() != model.SymAttribute || c.f.Text(fn.ChildByFieldName("attribute")) != "json" || model.NumArgs(n) != 0 {
			return nil
		}
		resp = fn.ChildByFieldName("object")
	default:
		return nil
	}
	resp = model.Unwrap(resp)
	if resp == nil || resp.Sym() != model.SymAttribute || c.f.Text(resp.ChildByFieldName("attribute")) != "response" {
		return nil
	}
	errID := model.Unwrap(resp.ChildByFieldName("object"))
	if errID == nil || errID.Sym() != model.SymIdentifier || !c.pyErrVar(errID) {
		return nil
	}
	return c.bodySource(n, errID)
}

// bodySource is the source for body expression n of the error errID: the
// origin of errID's try block when it is one that can carry detail (a
// third-party SDK's error keeps its name), a network error otherwise.
func (c *leakCheck) bodySource(n, errID *model.Node) *leakSource {
	origin := c.originOf(errID)
	if !origin.Internal() {
		origin = OriginNetwork
	}
	return &leakSource{at: n, what: "the upstream's error response body `" + short(c.f.Text(n)) + "`", origin: origin, errAt: errID, body: true}
}
