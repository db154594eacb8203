package axinst

import (
	"math/rand"
	"testing"
)

// TestGuardedPrefilter: guarded, which runs defaulted only on a text
// holding "defaults", answers what the expressions alone answer, on edges
// and on random texts built from the patterns' pieces.
func TestGuardedPrefilter(t *testing.T) {
	plain := func(src []byte) bool {
		return defaulted.Match(src) || intercepted.Match(src) && bounded.Match(src)
	}
	texts := []string{
		"", "api.defaults.timeout = 5000", "api.defaults.signal", "axios.defaults['timeout'] = 1", "defaults [",
		"Object.assign(api.defaults, { timeout: 1 })", "Object.assign( getApi().defaults ,{})", "default.timeout",
		"api.interceptors.request.use(c => { c.timeout = 1 })", "api.interceptors.request.use(x)", "defaultstimeout",
	}
	rng := rand.New(rand.NewSource(34))
	pieces := []string{"defaults", "default", ".", "[", " ", "timeout", "signal", "Object.assign(", "api", "()", ",", ".interceptors", ".request", ":", "=", "\n"}
	for i := 0; i < 20000; i++ {
		var s string
		for j := rng.Intn(12); j > 0; j-- {
			s += pieces[rng.Intn(len(pieces))]
		}
		texts = append(texts, s)
	}
	for _, s := range texts {
		if got, want := guarded([]byte(s)), plain([]byte(s)); got != want {
			t.Fatalf("guarded(%q) = %v, the expressions say %v", s, got, want)
		}
	}
}
