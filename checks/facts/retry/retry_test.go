package retry

import (
	"slices"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestLoopKinds: the kind the retry analysis gives each loop.
func TestLoopKinds(t *testing.T) {
	src := `import time
import requests


def retry(u):
    for _ in range(3):
        try:
            return requests.get(u, timeout=5)
        except requests.ConnectionError:
            time.sleep(1)


def follow(s, url):
    for _ in range(10):
        try:
            r = s.get(url, allow_redirects=False, timeout=5)
            if r.status_code not in (301, 302):
                return r
            url = r.headers["Location"]
        except requests.ConnectionError:
            pass
        time.sleep(0.1)
`
	f := modeltest.Parse(t, "a.py", model.LangPython, []byte(src))
	var kinds []LoopKind
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() == model.SymForStatement {
			kinds = append(kinds, LoopKindOf(f, n))
		}
		return true
	})
	if len(kinds) != 2 || kinds[0] != LoopRetry || kinds[1] != LoopRedirect {
		t.Fatalf("loop kinds %v, want [retry redirect]", kinds)
	}
}

// TestPyRetryConfigsImports: PyRetryConfigs finds configurations however the
// library is imported, and nothing in a file whose imports cannot name one.
func TestPyRetryConfigsImports(t *testing.T) {
	cases := map[string]int{
		"import tenacity\n@tenacity.retry\ndef f(): pass\n":                             1,
		"from tenacity import retry as r\n@r(stop=1)\ndef f(): pass\n":                  1,
		"from tenacity import Retrying\nfor a in Retrying(): pass\n":                    1,
		"import backoff\n@backoff.on_exception(backoff.expo, E)\ndef f(): pass\n":       1,
		"from retrying import retry\n@retry\ndef f(): pass\n":                           1,
		"from tenacity import stop_after_attempt\n@retry\ndef f(): pass\n":              0,
		"import tenacityx\n@tenacityx.retry\ndef f(): pass\n":                           0,
		"def retry(f): return f\n@retry\ndef f(): pass\n":                               0,
		"from x import tenacity\n@tenacity.retry\ndef f(): pass\n":                      0,
		"import tenacity.retry as tr\n@tr\ndef f(): pass\n@tr(stop=2)\ndef g(): pass\n": 2,
	}
	for src, want := range cases {
		f := modeltest.Parse(t, "x.py", model.LangPython, []byte(src))
		if got := len(PyRetryConfigs(f)); got != want {
			t.Errorf("%q: %d configurations, want %d", src, got, want)
		}
	}
}

// TestLoopKindOfWithoutAttempts: loops with no attempt to retry are no
// RetryLoop, and LoopKindOf still tells their kind (classified on demand),
// asked once or twice.
func TestLoopKindOfWithoutAttempts(t *testing.T) {
	src := `
def pages(c):
    cursor = None
    while True:
        batch = c.list(cursor=cursor)
        cursor = batch.next_cursor

def lines(f):
    while True:
        line = f.readline()
        print(line)

def plain(xs):
    while True:
        x = xs.compute()
        print(x)
`
	f := modeltest.Parse(t, "a.py", model.LangPython, []byte(src))
	if n := len(RetryLoops(f)); n != 0 {
		t.Fatalf("%d retry loops, want 0", n)
	}
	for round := 0; round < 2; round++ {
		var kinds []LoopKind
		model.Walk(f.Root, func(n *model.Node) bool {
			if n.Sym() == model.SymWhileStatement {
				kinds = append(kinds, LoopKindOf(f, n))
			}
			return true
		})
		if want := []LoopKind{LoopPagination, LoopStream, LoopOther}; !slices.Equal(kinds, want) {
			t.Fatalf("round %d: loop kinds %v, want %v", round, kinds, want)
		}
	}
}
