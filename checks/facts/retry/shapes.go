package retry

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"regexp"
	"strconv"
	"strings"
)

// delayListWord marks a collection named as a list of retry delays
// (`retry_delays`, `self._retry_backoff_s`, `BACKOFF_SCHEDULE`).
var delayListWord = regexp.MustCompile(`(?i)(delay|backoff|wait|interval|sleep|schedule)`)

// pyDelayList reads a Python `for delay in <delays>:` loop whose body waits
// the loop variable (`time.sleep(delay)`, `await asyncio.sleep(delay)`): a retry
// loop that counts its attempts by walking a list of delays. <delays> is a list
// or tuple of number literals, a name bound to one in the file, or a name
// that says delays (`self._retry_backoff_s`) whose values are not known. It
// sets the loop's Counter (the delay variable), DelayList, Delays (the literal
// values, nil when unknown) and MaxPasses (the list's length when known), and
// returns false when the loop is not such a loop. The loop is bounded by the
// list (RC303 clean); its growth is the list's (ClassifyDelay).
func pyDelayList(f *model.File, l *RetryLoop, n *model.Node) bool {
	left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if left == nil || right == nil || left.Sym() != model.SymIdentifier || l.Body == nil {
		return false
	}
	v := name(f, left)
	waits := false
	model.Walk(l.Body, func(c *model.Node) bool {
		if waits || c.IsScope() {
			return false
		}
		if c.Sym() == model.SymCall {
			if s, ok := sleepCall(f, c); ok && s.Delay != nil && f.Text(model.Unwrap(s.Delay)) == v {
				waits = true
			}
		}
		return !waits
	})
	if !waits {
		return false
	}
	vals, ok := numberList(f, right)
	if !ok && (right.Sym() == model.SymIdentifier || model.IsSelfMember(f.Text(right))) {
		if bound := f.Lookup(f.Text(right), right); bound != nil {
			vals, ok = numberList(f, model.Unwrap(bound))
		}
		if !ok && !delayListWord.MatchString(f.Text(right)) {
			return false
		}
	} else if !ok {
		return false
	}
	l.Counter, l.DelayList, l.Delays = v, true, vals
	if ok {
		l.MaxPasses = len(vals)
	}
	return true
}

func name(f *model.File, n *model.Node) string { return f.Text(n) }

// numberList returns the values of a list or tuple of number literals.
func numberList(f *model.File, n *model.Node) ([]float64, bool) {
	if n == nil || (n.Sym() != model.SymList && n.Sym() != model.SymTuple) || n.NamedChildCount() == 0 {
		return nil, false
	}
	var out []float64
	for i := 0; i < int(n.NamedChildCount()); i++ {
		c := n.NamedChild(i)
		if c.Sym() != model.SymInteger && c.Sym() != model.SymFloat {
			return nil, false
		}
		x, err := strconv.ParseFloat(strings.ReplaceAll(f.Text(c), "_", ""), 64)
		if err != nil {
			return nil, false
		}
		out = append(out, x)
	}
	return out, true
}

// listDelay judges the wait of a delay-list loop (pyDelayList) that sleeps
// the loop variable: fixed when every value is the same, growing when they
// differ, unknown when the values are not known.
func listDelay(l *RetryLoop) DelayKind {
	if l.Delays == nil {
		return DelayUnknown
	}
	for _, x := range l.Delays[1:] {
		if x != l.Delays[0] {
			return DelayGrows
		}
	}
	return DelayFixed
}

// statusRetryWord marks a condition on a response status (`r.status_code == 429`,
// `resp.status in (502, 503, 504)`, `!res.ok`).
var statusRetryWord = regexp.MustCompile(`(?i)(status|\b[45]\d\d\b|\.ok\b)`)

// statusRetryBranches returns the branches of a try block (not in nested
// loops or functions) that retry on a response status: an if or elif on a
// status whose body waits and goes round the loop again (`if r.status_code
// == 429: await asyncio.sleep(backoff); continue`). They are the failure
// paths of an attempt whose except clauses all raise (tryAttempt).
func statusRetryBranches(f *model.File, region *model.Node) []*model.Node {
	var out []*model.Node
	model.Walk(region, func(n *model.Node) bool {
		if n != region && (isLoopNode(f, n) || n.IsScope()) {
			return false
		}
		switch n.Sym() {
		case model.SymIfStatement, model.SymElifClause:
		default:
			return true
		}
		cond, cons := n.ChildByFieldName("condition"), n.ChildByFieldName("consequence")
		if cond == nil || cons == nil {
			return true
		}
		plain := statusRetryWord.MatchString(f.Text(cond))
		if !plain && !containsIdentifier(cond) || !continuesLoop(f, cons) {
			return true
		}
		if !plain && !statusRetryWord.MatchString(condLocals(f, cond)) {
			return true
		}
		waits := false
		model.Walk(cons, func(c *model.Node) bool {
			if (c.Sym() == model.SymCall || c.Sym() == model.SymCallExpression) && IsWait(f, c) {
				waits = true
			}
			return !waits
		})
		if waits {
			out = append(out, cons)
		}
		return true
	})
	return out
}

// optionName reports whether identifier n names an option passed to a call:
// the name of a Python keyword argument (`follow_redirects=True`) or the key
// of an object pair (`{ redirect: "follow" }`). Such a name configures the
// client; it does not make the loop follow redirects itself (classifyLoop).
func optionName(n *model.Node) bool {
	p := n.Parent()
	if p == nil {
		return false
	}
	switch p.Sym() {
	case model.SymKeywordArgument:
		return p.ChildByFieldName("name") == n
	case model.SymPair:
		return p.ChildByFieldName("key") == n
	}
	return false
}

// methodWord marks a condition that looks at the request's method
// (`method.upper() in _SAFE_METHODS`, `method == "GET"`).
var methodWord = regexp.MustCompile(`(?i)\bmethod(\.(upper|lower)\(\))?\s*(==|!=|\bin\b|\bnot\s+in\b)`)

// MethodGuarded reports whether every failure path of attempt a sits under a
// condition on the request's method, directly or through a name bound in the
// file (`retryable = status in GATEWAY and method.upper() in _SAFE_METHODS`;
// `if retryable and attempt < MAX: sleep; continue`): the loop then retries
// only the methods the guard lets through, and RC301's method-generic
// request is not retried for every method. Source: RFC 9110 §9.2.2 (a
// client may retry idempotent methods).
func MethodGuarded(f *model.File, l *RetryLoop, a retryAttempt) bool {
	if len(a.Handlers) == 0 {
		return false
	}
	// guardedFrom reports whether an if or elif between n and the loop's body
	// tests the request's method, directly or through a name bound in the file.
	guardedFrom := func(n *model.Node) bool {
		for p := n; p != nil && p != l.Body; p = p.Parent() {
			if p.Sym() != model.SymIfStatement && p.Sym() != model.SymElifClause {
				continue
			}
			cond := p.ChildByFieldName("condition")
			if cond == nil {
				continue
			}
			if methodWord.MatchString(f.Text(cond)) {
				return true
			}
			guarded := false
			model.Walk(cond, func(n *model.Node) bool {
				if n.Sym() == model.SymIdentifier {
					if v := f.Lookup(f.Text(n), n); v != nil && (methodWord.MatchString(f.Text(v)) || v.Parent() != nil && methodWord.MatchString(f.Text(v.Parent()))) {
						guarded = true // the name, or the assignment that binds it (`retryable = ... and method.upper() in SAFE`)
					}
				}
				return !guarded
			})
			if guarded {
				return true
			}
		}
		return false
	}
	for _, h := range a.Handlers {
		// the handler's own continue statements, when it has any: each must
		// sit under a method test (the test may be inside the handler: `if
		// status >= 400: retryable = ... method in SAFE; if retryable: continue`)
		var conts []*model.Node
		model.Walk(h, func(n *model.Node) bool {
			if n != h && (isLoopNode(f, n) || n.IsScope()) {
				return false
			}
			if n.Sym() == model.SymContinueStatement {
				conts = append(conts, n)
			}
			return true
		})
		if len(conts) == 0 {
			conts = []*model.Node{h.Parent()}
		}
		for _, c := range conts {
			if !guardedFrom(c) {
				return false
			}
		}
	}
	return true
}

// condLocals returns the text of the values bound to the plain names of a
// condition (one level, through f.Lookup), so that a status test kept in a
// local (`is_retryable = response.status_code in RETRYABLE`; `if is_retryable
// and attempt < MAX:`) reads as the test it holds.
//
// Source: the RC301/RC302 miss STATUS-VIA-LOCAL-BOOL of blind batch 22
// (mcp-server-polarion's _request, /tmp/rc302exp-causes.tsv).
func condLocals(f *model.File, cond *model.Node) string {
	var b strings.Builder
	model.Walk(cond, func(n *model.Node) bool {
		if n.Sym() == model.SymIdentifier {
			if v := f.Lookup(f.Text(n), n); v != nil && v.EndByte() <= cond.StartByte() {
				b.WriteString(f.Text(v))
				b.WriteByte('\n')
			}
			return false
		}
		return !n.IsScope()
	})
	return b.String()
}

// containsIdentifier reports whether a condition names a plain identifier
// (condLocals has something to look up).
func containsIdentifier(cond *model.Node) bool {
	found := false
	model.Walk(cond, func(n *model.Node) bool {
		if n.Sym() == model.SymIdentifier {
			found = true
		}
		return !found
	})
	return found
}
