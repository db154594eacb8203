package served

import (
	"errors"
	"testing"
)

// An input the scan did not extract (a file over the size limit) is read
// again as text: it names a unit only if its text holds the word whole,
// and loads modules by a computed name only if its text has such an
// import; an unreadable one stays unknown.
func TestUnreadInputs(t *testing.T) {
	files := map[string]string{
		"src/types/generated/big.ts": "export type A = { name: string }; // mentions helperFn\nexport const x = require('./y');",
		"src/dyn/big.ts":             "export const load = (m: string) => import(m);",
		"src/testing/mocks.ts":       "export const mock = (p: string) => { const real = require(p); return jest.fn(); };",
	}
	config := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}
	j := New([]string{"src/types/generated/big.ts", "src/dyn/big.ts", "src/testing/mocks.ts", "src/gone.ts"}, map[string]*Info{}, config)
	for _, c := range []struct {
		path, word string
		want       bool
	}{
		{"src/types/generated/big.ts", "helperFn", true},
		{"src/types/generated/big.ts", "helper", false}, // no whole word
		{"src/types/generated/big.ts", "dnsTools", false},
		{"src/gone.ts", "dnsTools", true}, // unreadable: unknown
	} {
		if got := j.unreadNames(c.path, c.word); got != c.want {
			t.Errorf("unreadNames(%s, %s) = %v, want %v", c.path, c.word, got, c.want)
		}
	}
	for p, want := range map[string]bool{"src/types/generated/big.ts": false, "src/dyn/big.ts": true, "src/testing/mocks.ts": false, "src/gone.ts": true} {
		if got := j.unreadDynamic(p); got != want {
			t.Errorf("unreadDynamic(%s) = %v, want %v", p, got, want)
		}
	}
}
