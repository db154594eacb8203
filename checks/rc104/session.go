package rc104

import (
	"fmt"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// mountedRetry is a urllib3 Retry mounted on a requests session
// (`session.mount("https://", HTTPAdapter(max_retries=Retry(total=3)))`).
type mountedRetry struct {
	attempts int    // 1 + the retries: how many times one call may be sent
	methods  string // the allowed_methods text, upper case; "" for urllib3's default set, "*" for any
	backoff  bool   // a backoff_factor sleeps between the attempts
	what     string // "Retry(total=3)"
}

// urllib3Default are the methods urllib3's Retry re-sends after a read
// error or a retried status by default (Retry.DEFAULT_ALLOWED_METHODS): not
// POST or PATCH. https://urllib3.readthedocs.io/en/stable/reference/urllib3.util.html
var urllib3Default = map[string]bool{"GET": true, "HEAD": true, "PUT": true, "DELETE": true, "OPTIONS": true, "TRACE": true}

// sessionRetries finds the urllib3 retries mounted on the requests
// sessions of a Python file: by the session's text ("session",
// "self.session") and by the name of a function of the file that mounts
// them on a session it returns (`def get_retry_session(): ... return
// session`).
func sessionRetries(f *model.File) (byRecv, byFunc map[string]mountedRetry) {
	if f.Lang != model.LangPython || !f.Contains(".mount(") || !f.Contains("max_retries") {
		return nil, nil
	}
	byRecv, byFunc = map[string]mountedRetry{}, map[string]mountedRetry{}
	f.NodesOf(callSyms, func(call *model.Node) bool {
		callee := model.Callee(call)
		if callee == nil || callee.Sym() != model.SymAttribute || f.Text(callee.ChildByFieldName("attribute")) != "mount" {
			return true
		}
		adapter := model.Unwrap(model.Arg(call, 1))
		if adapter != nil && adapter.Sym() == model.SymIdentifier {
			adapter = model.Unwrap(f.Lookup(f.Text(adapter), adapter))
		}
		if adapter == nil || adapter.Sym() != model.SymCall || !strings.HasSuffix(f.Text(model.Callee(adapter)), "HTTPAdapter") {
			return true
		}
		m, ok := retryOf(f, f.Kwarg(adapter, "max_retries"))
		if !ok {
			return true
		}
		recv := f.Text(callee.ChildByFieldName("object"))
		byRecv[recv] = m
		if fn := model.EnclosingFunc(call); fn != nil && strings.Contains(f.Text(fn), "return "+recv) {
			byFunc[funcName(f, fn)] = m
		}
		return true
	})
	return byRecv, byFunc
}

// retryOf reads max_retries: a whole number N (N retries of the default
// methods) or a urllib3 Retry(total=N, ...), inline or through a variable;
// total defaults to 10 as in urllib3. ok is false when it cannot be read or
// retries nothing.
func retryOf(f *model.File, v *model.Node) (mountedRetry, bool) {
	v = model.Unwrap(v)
	if v != nil && v.Sym() == model.SymIdentifier {
		v = model.Unwrap(f.Lookup(f.Text(v), v))
	}
	if v == nil {
		return mountedRetry{}, false
	}
	if n, ok := tval.Product(f, v); ok {
		return mountedRetry{attempts: int(n) + 1, what: "max_retries=" + f.Text(v)}, n >= 1
	}
	if v.Sym() != model.SymCall || (!retry.Urllib3Retry(f, v) && f.Text(model.Callee(v)) != "Retry") {
		return mountedRetry{}, false
	}
	total := 10.0
	if t := f.Kwarg(v, "total"); t != nil {
		n, ok := tval.Product(f, t)
		if !ok {
			return mountedRetry{}, false
		}
		total = n
	} else if a := model.Arg(v, 0); a != nil {
		n, ok := tval.Product(f, a)
		if !ok {
			return mountedRetry{}, false
		}
		total = n
	}
	if total < 1 || total > 100 {
		return mountedRetry{}, false
	}
	m := mountedRetry{attempts: int(total) + 1, what: shortText(f.Text(v))}
	for _, k := range []string{"allowed_methods", "method_whitelist"} {
		if am := f.Kwarg(v, k); am != nil {
			switch t := f.Text(am); t {
			case "None", "False":
				m.methods = "*"
			default:
				m.methods = strings.ToUpper(t)
			}
		}
	}
	if b := f.Kwarg(v, "backoff_factor"); b != nil {
		if n, ok := tval.Product(f, b); ok && n > 0 {
			m.backoff = true
		}
	}
	return m, true
}

// shortText cuts a quote for a message to one line of at most 60 bytes.
func shortText(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 60 {
		s = s[:57] + "..."
	}
	return s
}

// sessionVerbs are the requests session methods that send one request.
var sessionVerbs = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true, "head": true, "options": true, "request": true}

// sessionWaits judges a request's timeout on a session with urllib3
// retries mounted: a call with timeout=T that the Retry may re-send up to
// N times waits up to (N + 1) × T plus the backoff, and that sum is judged
// against the handler's budget (`session.post(url, timeout=30)` on a
// session mounted with Retry(total=3) is two minutes). The call's method
// must be one the Retry re-sends (urllib3's default set leaves POST and
// PATCH out, whose read timeouts are then not retried); the session is
// matched by its text in the file, or as the variable a function of the
// file that mounts the retries returned (`session = get_retry_session()`).
// A timeout over the budget by itself is judged alone.
func sessionWaits(f *model.File, seen []seenTimeout, overAlone func(at *model.Node, d time.Duration, kind budget) bool,
	judge func(at *model.Node, d time.Duration, kind budget, what string)) {
	byRecv, byFunc := sessionRetries(f)
	if len(byRecv) == 0 {
		return
	}
	for _, t := range seen {
		if t.library || t.kind != handlerBudget {
			continue
		}
		kw := t.at.Parent()
		if kw == nil || kw.Sym() != model.SymKeywordArgument || f.Text(kw.ChildByFieldName("name")) != "timeout" {
			continue
		}
		call := kw.Parent()
		if call != nil {
			call = call.Parent()
		}
		if call == nil || call.Sym() != model.SymCall {
			continue
		}
		callee := model.Callee(call)
		if callee == nil || callee.Sym() != model.SymAttribute {
			continue
		}
		verb := f.Text(callee.ChildByFieldName("attribute"))
		if !sessionVerbs[verb] {
			continue
		}
		method := strings.ToUpper(verb)
		if verb == "request" {
			a := model.Arg(call, 0)
			if a == nil {
				continue
			}
			method = strings.ToUpper(strings.Trim(f.Text(a), `"'`))
		}
		obj := callee.ChildByFieldName("object")
		m, ok := byRecv[f.Text(obj)]
		if o := model.Unwrap(obj); o != nil && o.Sym() == model.SymIdentifier {
			if v := model.Unwrap(f.Lookup(f.Text(o), o)); v != nil && v.Sym() == model.SymCall && model.Callee(v) != nil {
				if bm, found := byFunc[f.Text(model.Callee(v))]; found {
					m, ok = bm, true
				}
			}
		}
		if !ok {
			continue
		}
		switch {
		case m.methods == "*":
		case m.methods == "":
			if !urllib3Default[method] {
				continue
			}
		case !strings.Contains(m.methods, method):
			continue
		}
		if overAlone(t.at, t.d, t.kind) {
			continue
		}
		what := fmt.Sprintf("%s on a session whose %s sends it up to %d times: %d × %s", t.what, m.what, m.attempts, m.attempts, show(t.d))
		if m.backoff {
			what += " + the backoff"
		}
		judge(call, time.Duration(m.attempts)*t.d, handlerBudget, what) // at the call: the timeout alone is recorded at its value
	}
}
