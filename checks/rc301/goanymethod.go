package rc301

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// goMethodParam names a Go parameter that carries an HTTP method.
var goMethodParam = regexp.MustCompile(`^(?i)(method|verb|httpMethod|reqMethod)$`)

// goSendName names the Go calls that send (or build and send) a request:
// http.NewRequest(WithContext), a helper `c.doRequest`, `c.send`,
// `c.execute`, `c.call`.
var goSendName = regexp.MustCompile(`(?i)(request|^do$|^do[A-Z]|send|exec|call|fetch)`)

// goAnyMethodSend returns, for a call of a Go retry loop's attempt in
// function fn, the line of the file's first call of fn that hands it a
// POST or PATCH, or 0: the loop's request takes its method from a
// parameter of fn (`c.doRequest(ctx, method, path, body)`,
// `http.NewRequestWithContext(ctx, method, url, body)`), so the loop
// re-sends whatever method fn's callers choose, and a caller of the file
// chooses one that creates (`func (c *Client) Post(...) { return
// c.Do(ctx, http.MethodPost, path, body) }`). The Go twin of
// anyMethodSend (Python) and jsAnyMethodSend; a loop whose condition looks
// at the method (`if method != http.MethodGet`) or mentions idempotency is
// left alone, and so is a send whose fn no caller of the file hands a POST
// (the file may call it only with GET). Peer rule: RC301's urllib3
// allowed_methods=None case (RFC 9110 §9.2.2: only idempotent methods are
// safe to retry automatically). Source: blind-set miss,
// codeownersnet/atlas internal/client/client.go (Do: retry loop around
// c.doRequest(ctx, method, path, body); Post passes http.MethodPost).
func goAnyMethodSend(f *model.File, call, loop, fn *model.Node) int {
	if f.Lang != model.LangGo || fn == nil || loop == nil {
		return 0
	}
	callee := model.Callee(call)
	if callee == nil {
		return 0
	}
	name := f.Text(callee)
	if i := strings.LastIndex(name, "."); i >= 0 {
		name = name[i+1:]
	}
	if !goSendName.MatchString(name) {
		return 0
	}
	params := goParams(f, fn)
	idx := -1
	args := model.Args(call)
	for i := 0; args != nil && i < int(args.NamedChildCount()) && idx < 0; i++ {
		a := args.NamedChild(i)
		if a.Sym() != model.SymIdentifier || !goMethodParam.MatchString(f.Text(a)) {
			continue
		}
		for j, p := range params {
			if p == f.Text(a) {
				idx = j
			}
		}
	}
	if idx < 0 {
		return 0
	}
	lt := f.Text(loop)
	if strings.Contains(strings.ToLower(lt), "idempot") || goMethodCond.MatchString(lt) {
		return 0
	}
	nameNode := fn.ChildByFieldName("name")
	if nameNode == nil {
		return 0
	}
	fname := f.Text(nameNode)
	at := 0
	f.NodesOf(callSyms, func(n *model.Node) bool {
		if at != 0 {
			return false
		}
		c := model.Callee(n)
		if c == nil || model.EnclosingFunc(n) == fn {
			return true
		}
		t := f.Text(c)
		if t != fname && !strings.HasSuffix(t, "."+fname) {
			return true
		}
		if a := model.Arg(n, idx); a != nil && retry.VerbOf(f, a) != "" && !readCaller(f, n, idx) {
			at = model.LineOf(f, n)
		}
		return true
	})
	return at
}

// goMethodCond matches a Go condition on the request's method (`method ==
// http.MethodGet`, `req.Method != "POST"`, `isIdempotentMethod(method)`).
var goMethodCond = regexp.MustCompile(`(?i)\bmethod\s*(==|!=)|(safe|idempotent)Method\(`)

// goParams returns the names of Go function fn's parameters, in order
// (`ctx context.Context, method, path string` gives ctx, method, path).
func goParams(f *model.File, fn *model.Node) []string {
	params := fn.ChildByFieldName("parameters")
	var out []string
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		d := params.NamedChild(i)
		n := 0
		for j := 0; j < int(d.ChildCount()); j++ {
			if d.FieldNameForChild(j) == "name" {
				out = append(out, f.Text(d.Child(j)))
				n++
			}
		}
		if n == 0 {
			out = append(out, "") // an unnamed parameter
		}
	}
	return out
}
