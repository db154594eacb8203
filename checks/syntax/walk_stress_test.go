package syntax

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// walkInput is one adversarial source for the walk tests.
type walkInput struct {
	name string
	lang Language
	src  []byte
}

// nesting builds a source in lang whose tree nests d levels deep.
type nesting struct {
	name string
	lang Language
	make func(d int) string
}

// nestings are the deeply nested constructs the walk tests build: brackets,
// calls, blocks, unary and left-recursive binary chains, JSX, generic types
// and unclosed brackets (ERROR and MISSING nodes at depth).
var nestings = []nesting{
	{"py-list", LangPython, func(d int) string { return "x = " + strings.Repeat("[", d) + strings.Repeat("]", d) + "\n" }},
	{"py-paren", LangPython, func(d int) string { return "x = " + strings.Repeat("(", d) + "1" + strings.Repeat(")", d) + "\n" }},
	{"py-not", LangPython, func(d int) string { return "x = " + strings.Repeat("not ", d) + "y\n" }},
	{"py-concat", LangPython, func(d int) string { return "x = " + strings.Repeat("'a' + ", d) + "'b'\n" }},
	{"py-call", LangPython, func(d int) string { return "x = " + strings.Repeat("f(", d) + strings.Repeat(")", d) + "\n" }},
	{"py-unclosed", LangPython, func(d int) string { return "x = " + strings.Repeat("[", d) + "\n" }},
	{"js-array", LangJavaScript, func(d int) string { return "x = " + strings.Repeat("[", d) + strings.Repeat("]", d) + ";\n" }},
	{"js-block", LangJavaScript, func(d int) string { return strings.Repeat("{", d) + strings.Repeat("}", d) + "\n" }},
	{"js-concat", LangJavaScript, func(d int) string { return "x = " + strings.Repeat("a + ", d) + "b;\n" }},
	{"js-unclosed", LangJavaScript, func(d int) string { return "f(" + strings.Repeat("g(", d) + "\n" }},
	{"ts-generic", LangTypeScript, func(d int) string { return "let x: " + strings.Repeat("A<", d) + "T" + strings.Repeat(">", d) + ";\n" }},
	{"ts-call", LangTypeScript, func(d int) string { return "x = " + strings.Repeat("f(", d) + strings.Repeat(")", d) + ";\n" }},
	{"tsx-jsx", LangTSX, func(d int) string {
		return "const x = " + strings.Repeat("<a>", d) + strings.Repeat("</a>", d) + ";\n"
	}},
	{"go-paren", LangGo, func(d int) string {
		return "package p\nvar x = " + strings.Repeat("(", d) + "1" + strings.Repeat(")", d) + "\n"
	}},
	{"go-block", LangGo, func(d int) string {
		return "package p\nfunc f() {" + strings.Repeat("{", d) + strings.Repeat("}", d) + "}\n"
	}},
	{"go-concat", LangGo, func(d int) string { return "package p\nvar x = " + strings.Repeat("a + ", d) + "b\n" }},
}

// walkCDepthLimit returns the smallest d in [1, hi] at which the C walk
// gives up on n.make(d) (tree deeper than maxTreeDepth frames), or 0 when it
// copies even n.make(hi).
func walkCDepthLimit(t *testing.T, n nesting, hi int) int {
	t.Helper()
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(Grammar(n.lang))
	fits := func(d int) bool {
		tree, err := p.ParseCtx(context.Background(), nil, []byte(n.make(d)))
		if err != nil {
			t.Fatal(err)
		}
		defer tree.Close()
		raw, release := walkC(tree.RootNode(), 64, true)
		release()
		return raw != nil
	}
	if fits(hi) {
		return 0
	}
	lo := 1 // fits(lo) holds, fits(hi) does not
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return hi
}

// walkInputs returns the adversarial inputs of TestWalkFallbackAgrees: per
// language empty, blank and comment-only files, a byte-order mark, CRLF,
// broken code (ERROR and MISSING nodes), bytes that are not UTF-8 and a NUL,
// the fixtures repeated to 1 MB (Python) or 256 KB, 256 KB of a flat
// statement list and of broken code, and for every construct in nestings
// the sources just under, at and past the depth at which the C walk hands
// over to the cursor.
func walkInputs(t *testing.T) []walkInput {
	t.Helper()
	var in []walkInput
	add := func(name string, lang Language, src string) {
		in = append(in, walkInput{name, lang, []byte(src)})
	}
	comment := map[Language]string{
		LangPython: "# only a comment\n# and another\n", LangJavaScript: "// c\n/* block */\n",
		LangTypeScript: "/** doc */\n// c\n", LangTSX: "// c\n", LangGo: "// Package p\n/* x */\n",
	}
	broken := map[Language][]string{
		LangPython: {"def f(:\n  return (\n", "print(1\n", "x = [1, 2\nclass :\n", "if x\n    pass\n", "lambda: yield from\n",
			"def f():\n\treturn\n  x = 1\n", "x = 'unterminated\n", "@\ndef\n", "f(a=, b)\n", "try:\nexcept\n"},
		LangJavaScript: {"function f( { if (", "let x = ;\n", "class { }\n", "a => {\n", "`${`\n", "x = {a: , b}\n", "for (;;\n", "import from\n"},
		LangTypeScript: {"function f(a: ): { }\n", "let x: = 1\n", "interface { }\n", "enum E { A = , }\n", "type T<> = \n", "class C implements { }\n"},
		LangTSX:        {"const x = <a><b></a>;\n", "const y = <div attr=>;\n", "<>\n", "function C() { return <C {...} />; }\n"},
		LangGo: {"package p\nfunc f() { return 1 + }\n", "package p\nfunc main() { x := [", "package\n", "package p\ntype T struct {\n",
			"package p\nfunc f() { go }\n", "package p\nvar x = map[string]{\n", "func f() {}\n"},
	}
	notUTF8 := []string{"x = '\xff\xfe\xfd'\n", "\xff\xff = 1\n", "\x80abc\n", "a\xc3\x28b = 1\n", "s = \"\xed\xa0\x80\"\n", "x = 1\x00\n"}
	for lang, c := range comment {
		add(string(lang)+"-empty", lang, "")
		add(string(lang)+"-newline", lang, "\n")
		add(string(lang)+"-blank", lang, "  \n\t\n\r\n")
		add(string(lang)+"-comment", lang, c)
		add(string(lang)+"-comment-no-newline", lang, strings.TrimSuffix(c, "\n"))
		add(string(lang)+"-bom", lang, "\xef\xbb\xbf"+c)
		for i, b := range broken[lang] {
			add(fmt.Sprintf("%s-broken-%d", lang, i), lang, b)
			add(fmt.Sprintf("%s-broken-crlf-%d", lang, i), lang, strings.ReplaceAll(b, "\n", "\r\n"))
		}
		for i, b := range notUTF8 {
			add(fmt.Sprintf("%s-not-utf8-%d", lang, i), lang, b)
		}
		// bytes 1..255 in a fixed pseudo-random order (no NUL)
		var rnd bytes.Buffer
		x := uint32(12345)
		for rnd.Len() < 4096 {
			x = x*1664525 + 1013904223
			if b := byte(x >> 24); b != 0 {
				rnd.WriteByte(b)
			}
		}
		add(string(lang)+"-random-bytes", lang, rnd.String())
	}
	// each language's fixtures repeated to 1 MB (Python) or 256 KB
	fixtures := map[Language]*bytes.Buffer{}
	for _, fx := range ruleFixtures(t) {
		lang, src := fx.lang, fx.src
		if fixtures[lang] == nil {
			fixtures[lang] = new(bytes.Buffer)
		}
		fixtures[lang].Write(src)
		fixtures[lang].WriteByte('\n')
	}
	for lang, b := range fixtures {
		if lang == LangGo {
			continue // one package clause per file: repeated, every later one is an ERROR
		}
		size := 256 << 10 // 1 MB for Python only: the cursor walk is slow
		if lang == LangPython {
			size = 1 << 20
		}
		one := b.Bytes()
		var big bytes.Buffer
		for big.Len() < size {
			big.Write(one)
		}
		in = append(in, walkInput{fmt.Sprintf("%s-%dKB-fixtures", lang, size>>10), lang, big.Bytes()})
	}
	// 256 KB: a flat list of 40,000 statements, broken code
	add("python-flat", LangPython, strings.Repeat("x = 1\n", (1<<18)/6))
	add("go-flat", LangGo, "package p\n"+strings.Repeat("var x = 1\n", (1<<18)/10))
	add("javascript-broken", LangJavaScript, strings.Repeat("f(a, b;\nlet = 2;\n", (1<<18)/18))
	// depth: just under, at and past the C walk's limit, and 4,095 to 4,097
	// levels of every construct
	for _, n := range nestings {
		for _, d := range []int{1, 63, 64, 65, 4095, 4096, 4097} {
			add(fmt.Sprintf("%s-depth-%d", n.name, d), n.lang, n.make(d))
		}
		if !privateWalk {
			continue
		}
		if lim := walkCDepthLimit(t, n, 5000); lim > 0 {
			for _, d := range []int{lim - 1, lim, lim + 1} {
				add(fmt.Sprintf("%s-depth-%d-at-limit", n.name, d), n.lang, n.make(d))
			}
		}
	}
	return in
}

// TestWalkDepthLimit: every nested construct goes to the cursor at some
// depth no greater than 4,097 levels (each level takes at least one frame),
// and the C walk still copies the tree one level under that depth, so the
// limit is the stack's size and not an earlier failure.
func TestWalkDepthLimit(t *testing.T) {
	if !privateWalk {
		t.Skip("portable build: no C walk of the private layout (walk_portable.go)")
	}
	for _, n := range nestings {
		if strings.HasSuffix(n.name, "-unclosed") {
			continue // error recovery keeps unclosed brackets flat
		}
		lim := walkCDepthLimit(t, n, maxTreeDepth+1)
		if lim == 0 {
			t.Errorf("%s: the C walk copied %d levels, more than its %d frames", n.name, maxTreeDepth+1, maxTreeDepth)
			continue
		}
		if lim < maxTreeDepth/8 {
			t.Errorf("%s: the C walk gave up at %d levels", n.name, lim)
		}
		t.Logf("%s: C walk up to %d levels", n.name, lim-1)
	}
}
