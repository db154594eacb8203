package anchored

import (
	"regexp"
	"strings"
	"testing"
)

// TestFind: the match Find returns is the leftmost one an unanchored
// multiline pattern finds, with offsets into the whole source, and a name
// that only occurs elsewhere (mid-line, after another word) is skipped.
func TestFind(t *testing.T) {
	src := []byte("x := NewThing(a string)\nfunc NewThing(text string) X {\nfunc NewThing(b string) Y {\n")
	head := regexp.MustCompile(`^func NewThing\((\w+) string\)[^{\n]*\{\n`)
	m := Find(src, "func NewThing(", '\n', head, LineStart)
	want := regexp.MustCompile(`(?m)^func NewThing\((\w+) string\)[^{\n]*\{\n`).FindSubmatchIndex(src)
	if len(m) != len(want) || m[0] != want[0] || m[1] != want[1] || string(src[m[2]:m[3]]) != "text" {
		t.Fatalf("Find = %v, want %v", m, want)
	}
	h := regexp.MustCompile(`^class[ \t]+Foo\b[^{]*?\bextends[ \t]+McpServer\b[^{]*\{`)
	free := regexp.MustCompile(`\bclass[ \t]+Foo\b[^{]*?\bextends[ \t]+McpServer\b[^{]*\{`)
	for _, s := range []string{
		"subclass Foo extends McpServer {}\nexport class  Foo extends McpServer {\n", // not inside a word
		"const a = { k: 'class Foo' };\nclass Foo extends McpServer {\n",             // a brace stops the first
		"class Bar {}\nclass Foo extends X.McpServer {}\n",                           // no match: X.McpServer not in h
		"class Foo2 extends McpServer {}\nclass Foo extends McpServer {}\n",          // a longer name is not the name
		"class Foo implements A, class Foo extends McpServer {\n",                    // a later occurrence of one stretch
	} {
		m, w := Find([]byte(s), "Foo", '{', h, AfterKeyword("class")), free.FindSubmatchIndex([]byte(s))
		if len(m) != len(w) || len(m) > 0 && (m[0] != w[0] || m[1] != w[1]) {
			t.Errorf("Find(%q) = %v, the unanchored pattern %v", s, m, w)
		}
	}
	if Find([]byte("no such thing"), "Foo", '{', h, AfterKeyword("class")) != nil {
		t.Fatal("found a head in a source without the name")
	}
}

// TestFindLinear: a source repeating the needle with no stop byte costs one
// try per stretch, not one pass to the end of the source per occurrence
// (measured by review: 240 KB of `class Foo ` took 62 s before).
func TestFindLinear(t *testing.T) {
	src := []byte(strings.Repeat("class Foo ", 50_000)) // 500 KB, no brace
	h := regexp.MustCompile(`^class[ \t]+Foo\b[^{]*?\bextends[ \t]+McpServer\b[^{]*\{`)
	tries := 0
	start := func(src []byte, j, end int) (int, bool) {
		at, ok := AfterKeyword("class")(src, j, end)
		if ok {
			tries++
		}
		return at, ok
	}
	if Find(src, "Foo", '{', h, start) != nil || tries != 1 {
		t.Fatalf("tries = %d, want 1 and no match", tries)
	}
}
