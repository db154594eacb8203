package model

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"
)

// TestPrefilterMatchesSearch checks Contains, ContainsAny and ContainsFold
// against a plain search of the source, on random sources and on words cut
// from them (present) or made up (mostly absent): the trigram set may only
// ever save a search, never change an answer.
func TestPrefilterMatchesSearch(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	alphabet := "abcdeABCDE_.( \n"
	randText := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[rng.Intn(len(alphabet))]
		}
		return string(b)
	}
	for i := 0; i < 300; i++ {
		src := randText(rng.Intn(400))
		f := &File{Src: []byte(src)}
		lower := strings.ToLower(src)
		for j := 0; j < 40; j++ {
			var w string
			if j%2 == 0 && len(src) > 0 {
				s := rng.Intn(len(src))
				e := min(len(src), s+rng.Intn(8))
				w = src[s:e]
			} else {
				w = randText(rng.Intn(7))
			}
			if got, want := f.Contains(w), strings.Contains(src, w); got != want {
				t.Fatalf("Contains(%q) on %q = %v, want %v", w, src, got, want)
			}
			lw := strings.ToLower(w)
			if got, want := f.ContainsFold(lw), strings.Contains(lower, lw); got != want {
				t.Fatalf("ContainsFold(%q) on %q = %v, want %v", lw, src, got, want)
			}
			if got, want := f.ContainsAny(w, "zz"+w), bytes.Contains([]byte(src), []byte(w)); got != want {
				t.Fatalf("ContainsAny(%q) on %q = %v, want %v", w, src, got, want)
			}
		}
	}
}

// TestPrefilterRejects: words absent from a real-sized source are mostly
// turned away by the trigram set, without a search.
func TestPrefilterRejects(t *testing.T) {
	src := strings.Repeat("def handler(request):\n    return client.get(url, timeout=5)\n", 200)
	f := &File{Src: []byte(src)}
	rejected := 0
	words := []string{"tenacity", "backoff", "Idempotency-Key", "subprocess", "asyncpg", "CircuitBreaker", "uvicorn.run", "nosemgrep"}
	for _, w := range words {
		if !f.mayContainFold(w) {
			rejected++
		}
		if f.Contains(w) {
			t.Errorf("Contains(%q) = true on a source without it", w)
		}
	}
	if rejected < len(words)-1 {
		t.Errorf("the trigram set rejected %d of %d absent words, want at least %d", rejected, len(words), len(words)-1)
	}
	if !f.Contains("client.get(url") || !f.ContainsFold("timeout=5") {
		t.Error("a present word was not found")
	}
}

// TestHasFoldAt: a word at a byte offset, any ASCII case, never past either end.
func TestHasFoldAt(t *testing.T) {
	for _, c := range []struct {
		s    string
		i    int
		lit  string
		want bool
	}{
		{"X-Idempotency-Key", 2, "idempotency", true},
		{"X-IDEMPOTENCY-KEY", 14, "key", true},
		{"userToken", 4, "token", true},
		{"userToken", 4, "tokens", false}, // runs past the end
		{"userToken", -1, "u", false},
		{"userToken", 0, "usr", false},
		{"ÄUTH", 0, "auth", false}, // only ASCII letters fold
		{"", 0, "", true},
	} {
		if got := HasFoldAt(c.s, c.i, c.lit); got != c.want {
			t.Errorf("HasFoldAt(%q, %d, %q) = %v, want %v", c.s, c.i, c.lit, got, c.want)
		}
	}
}

// TestHasHint: a file passes the gate when it contains one of its language's
// words; TypeScript and TSX read the JavaScript words; a language without an
// entry never passes.
func TestHasHint(t *testing.T) {
	h := Hints{LangPython: {"requests", "httpx"}, LangJavaScript: {"fetch"}}
	for _, tc := range []struct {
		path, src string
		want      bool
	}{
		{"a.py", "import httpx\n", true},
		{"a.py", "import Requests\n", false}, // case-sensitive
		{"a.py", "x = 1\n", false},
		{"a.ts", "await fetch(u);\n", true},
		{"a.tsx", "await fetch(u);\n", true},
		{"a.js", "import httpx from 'x';\n", false},
		{"a.go", "package p\n\nvar fetch = 1\n", false},
	} {
		lang, _ := DetectLanguage(tc.path)
		f := parseFile(t, tc.path, lang, []byte(tc.src))
		if got := f.HasHint(h); got != tc.want {
			t.Errorf("%s %q: HasHint = %v, want %v", tc.path, tc.src, got, tc.want)
		}
	}
}
