package retry

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/rabind"
	"github.com/resilience-check/resilience-check/checks/model"
)

// retryAfterTerm matches what names the wait an upstream asks for: the
// Retry-After header (RFC 9110 section 10.2.3), a field or variable that
// holds it (retry_after, retryAfter, resetAfter) and the rate-limit reset
// headers (x-ratelimit-reset).
var retryAfterTerm = regexp.MustCompile(`(?i)(retry.?after|reset.?after|ratelimit.?reset)`)

// ServerWait is a wait whose length the upstream sets: a sleep for the
// Retry-After a response carries, with no cap on it.
type ServerWait struct {
	Call  *model.Node // the sleep
	Delay *model.Node // its delay argument
}

// ServerWaits returns the file's sleeps (LoopSleeps' waits, in or out of a
// loop: an axios interceptor waits once per answer) whose delay is the
// upstream's Retry-After read as it comes, through conversions (float(ra),
// parseInt(h) * 1000, time.Duration(s) * time.Second) and local names, and
// that nothing caps: no min()/Math.min/math.Min on the way and no
// comparison of the name that holds it in its function (`if ra > MAX_WAIT`).
// A Retry-After of an hour then holds the caller an hour (the header's
// value is the server's to choose: RFC 9110 section 10.2.3), which is what
// Google's and AWS's retry guidance caps. Nil for a file that names no
// Retry-After.
func ServerWaits(f *model.File) []ServerWait {
	if !f.ContainsFold("retry-after") && !f.ContainsFold("retry_after") && !f.ContainsFold("retryafter") && !f.ContainsFold("ratelimit-reset") {
		return nil
	}
	var out []ServerWait
	f.NodesOf(model.NewSymBitset(model.SymCall, model.SymCallExpression), func(call *model.Node) bool {
		s, ok := sleepCall(f, call)
		if !ok {
			return true
		}
		d := s.Delay
		if d == nil && model.NumArgs(call) == 1 && !model.HasSplat(call) {
			d = model.Arg(call, 0) // self._sleep_fn(exc.retry_after): a wait helper's one argument
		}
		if d != nil && uncappedServer(f, call, d, 0) {
			out = append(out, ServerWait{Call: call, Delay: d})
		}
		return true
	})
	return out
}

// conversions are the calls a header's text goes through on its way to a
// delay; min, max and anything else are not followed.
var conversions = map[string]bool{"float": true, "int": true, "Number": true, "parseInt": true, "parseFloat": true,
	"Number.parseInt": true, "Number.parseFloat": true, "time.Duration": true, "float64": true, "int64": true,
	"Math.ceil": true, "Math.floor": true, "Math.round": true, "math.ceil": true, "round": true}

// uncappedServer reports whether delay d of wait call is the upstream's
// Retry-After with no cap (ServerWaits).
func uncappedServer(f *model.File, call, d *model.Node, depth int) bool {
	d = model.Unwrap(d)
	if d == nil || depth > 7 { // a parser of the file adds its own steps (serverparser.go)
		return false
	}
	switch d.Sym() {
	case model.SymCall, model.SymCallExpression:
		fn := model.Callee(d)
		if fn == nil {
			return false
		}
		if conversions[f.Text(fn)] && model.NumArgs(d) >= 1 {
			return uncappedServer(f, call, model.Arg(d, 0), depth+1)
		}
		if floorCalls[f.Text(fn)] {
			return floorUncapped(f, call, d, depth) // max(1, ra): a floor (serverparser.go)
		}
		if def := f.LocalFunc(fn); def != nil && fn.Sym() == model.SymIdentifier {
			return parserUncapped(f, call, d, def, depth) // a parser of the file, read by its body
		}
		// resp.headers.get("retry-after"), headers.get('Retry-After'),
		// resp.Header.Get("Retry-After"): the header as sent. A project's
		// parser (parseRetryAfter(h)) may clamp what it returns, out of sight.
		obj, prop := headerGet(f, fn)
		return prop && headerRE.MatchString(obj) && model.NumArgs(d) >= 1 && retryAfterTerm.MatchString(f.Text(model.Arg(d, 0)))
	case model.SymBinaryOperator, model.SymBinaryExpression:
		op := f.Text(d.ChildByFieldName("operator"))
		if op != "*" && op != "/" && op != "+" && op != "||" && op != "??" && op != "or" {
			return false
		}
		l, r := d.ChildByFieldName("left"), d.ChildByFieldName("right")
		return uncappedServer(f, call, l, depth+1) || (op == "*" || op == "/" || op == "+") && uncappedServer(f, call, r, depth+1) // ra + jitter: at least ra
	case model.SymBooleanOperator: // ra or 1
		return uncappedServer(f, call, d.ChildByFieldName("left"), depth+1)
	case model.SymSubscript, model.SymSubscriptExpression, model.SymIndexExpression, model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
		return retryAfterTerm.MatchString(f.Text(d)) && !capped(f, call, f.Text(d))
	case model.SymIdentifier:
		name := f.Text(d)
		if capped(f, call, name) {
			return false
		}
		v := f.Lookup(name, d)
		if v == nil {
			return false
		}
		if uncappedServer(f, call, v, depth+1) {
			return true
		}
		for _, alt := range rabind.Alternatives(f, name, d, v) { // wait = int(ra) on one path, a backoff on another
			if uncappedServer(f, call, alt, depth+1) {
				return true
			}
		}
		return false
	}
	return false
}

// capped reports whether the function of call caps name: passes it to a
// min or clamp not bound to another name, or compares it (`if retry_after >
// MAX_RETRY_AFTER:`) (rabind.Capped).
func capped(f *model.File, call *model.Node, name string) bool {
	return rabind.Capped(f, model.EnclosingFunc(call), name) // a min bound to another name (a jitter's) caps that name
}

// headerRE matches the object a header is read from (resp.headers,
// response.Header, error.response.headers).
var headerRE = regexp.MustCompile(`(?i)header`)

// headerGet returns the object text of a getter call's callee and whether
// its method reads one header (get, Get, getheader, getHeader).
func headerGet(f *model.File, fn *model.Node) (string, bool) {
	obj, prop := adapt.MemberParts(fn)
	if obj == nil || prop == nil {
		return "", false
	}
	switch f.Text(prop) {
	case "get", "Get", "getheader", "getHeader", "get_header":
		return f.Text(obj), true
	}
	return "", false
}
