package retryguard

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// firstLoopBody returns the body of the first for/while loop of f.
func firstLoopBody(f *model.File) *model.Node {
	var body *model.Node
	model.Walk(f.Root, func(n *model.Node) bool {
		if body == nil && (n.Sym() == model.SymForStatement || n.Sym() == model.SymWhileStatement) {
			body = n.ChildByFieldName("body")
		}
		return body == nil
	})
	return body
}

func isSleep(f *model.File) func(*model.Node) bool {
	return func(n *model.Node) bool { return strings.HasSuffix(f.Text(model.Callee(n)), "sleep") }
}

// TestInverted: the guard is found when it leaves on a not-retryable answer
// and a later statement waits; not for a job state, a guard that does not
// leave, or a loop with no wait after it.
func TestInverted(t *testing.T) {
	cases := map[string]bool{
		"for a in range(3):\n    r = get()\n    if r.status_code != 429:\n        return r\n    time.sleep(1)\n":                     true,
		"for a in range(3):\n    r = get()\n    if r.status not in RETRY_STATUSES or a == 2:\n        return r\n    time.sleep(1)\n": true,
		"for a in range(3):\n    r = get()\n    if not is_retryable(r):\n        break\n    time.sleep(1)\n":                         true,
		"for a in range(3):\n    r = get()\n    if r.state != 'running':\n        return r\n    time.sleep(1)\n":                     false,
		"for a in range(3):\n    r = get()\n    if r.status_code != 429:\n        log(r)\n    time.sleep(1)\n":                       false,
		"for a in range(3):\n    r = get()\n    if r.status_code != 429:\n        return r\n    log(r)\n":                            false,
	}
	for src, want := range cases {
		f := modeltest.Parse(t, "a.py", model.LangPython, []byte(src))
		guard, rest := Inverted(f, firstLoopBody(f), isSleep(f))
		if got := guard != nil; got != want || got && len(rest) == 0 {
			t.Errorf("Inverted(%q) = %v (rest %d), want %v", src, got, len(rest), want)
		}
	}
}

// TestOptionFreeText: option names and the plain names given as their values
// are blanked; the callee and other values stay.
func TestOptionFreeText(t *testing.T) {
	src := "page.goto(url, { waitUntil: waitUntilOptions, timeout: 5 * pollMs });\n"
	f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(src))
	var call *model.Node
	model.Walk(f.Root, func(n *model.Node) bool {
		if call == nil && n.Sym() == model.SymCallExpression {
			call = n
		}
		return call == nil
	})
	got := OptionFreeText(f, call)
	if strings.Contains(got, "waitUntil") || !strings.Contains(got, "page.goto(url") || !strings.Contains(got, "pollMs") {
		t.Errorf("OptionFreeText = %q", got)
	}
}
