package errorigin

import "github.com/resilience-check/resilience-check/checks/model"

// HandedOrigin is the origin of the errors callable a raises when the
// function it is handed to calls it: a retry, throttle or error-handling
// helper of another module (`await _fetch_with_retry(company.history,
// period)`, `withRetry(() => client.issues.get(id))`, Go `c.retry(ctx,
// func() (*http.Response, error) { return c.http.Do(req) })`). For a
// lambda, arrow function, function expression or function of the file
// handed by name, the origin of the calls of its body (for Go, of the
// errors its return statements give back); for a bound method handed
// uncalled (`company.history`, `this.client.search`), what its call would
// raise, read from the callee alone (the receiver the file built:
// `company = yf.Ticker(t)`). A body with a try statement of its own may
// keep its errors: OriginUnknown, as for any other argument. Whether the
// helper calls that parameter is the function summaries' to say
// (summary/handed). Peer practice: CodeQL's call graph follows a
// function-valued argument to the parameter call that runs it; Pyright
// infers a lambda's return from its body. CWE-209.
func HandedOrigin(f *model.File, a *model.Node) ErrorOrigin {
	a = model.Unwrap(a)
	if a == nil {
		return OriginUnknown
	}
	var body *model.Node
	switch a.Sym() {
	case model.SymLambda, model.SymArrowFunction, model.SymFunctionExpression:
		body = a.ChildByFieldName("body")
	case model.SymFuncLiteral:
		if hasTry(a) {
			return OriginUnknown
		}
		return goFuncErrOrigin(f, a, 1)
	case model.SymIdentifier:
		def := f.LocalFunc(a)
		if def == nil {
			return OriginUnknown
		}
		if f.Lang == model.LangGo {
			return goFuncErrOrigin(f, def, 1)
		}
		body = def.ChildByFieldName("body")
	case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
		return calleeOrigin(f, nil, a, 0)
	default:
		return OriginUnknown
	}
	if body == nil || hasTry(body) {
		return OriginUnknown
	}
	if c := model.Unwrap(body); c != nil && (c.Sym() == model.SymCall || c.Sym() == model.SymCallExpression) {
		return callOrigin(f, c, 1) // lambda: client.get(x), () => api.list(), async () => await api.list()
	}
	return bodyOrigin(f, body, 1)
}

// hasTry reports whether n holds a try statement: the callable may keep
// the errors of its calls.
func hasTry(n *model.Node) bool {
	found := false
	model.Walk(n, func(m *model.Node) bool {
		found = found || m.Sym() == model.SymTryStatement
		return !found
	})
	return found
}
