package checks

import (
	"bytes"
	"math/rand"
	"regexp"
	"testing"
)

// jsRelImportRegexp is the regular expression jsRelImports replaced; the
// tests hold the scanner to it.
var jsRelImportRegexp = regexp.MustCompile(`(?:\bfrom|\bimport|\brequire\(|\bimport\()\s*['"](\.\.?/[^'"\n]+)['"]`)

func regexpRelImports(src []byte) [][]byte {
	var out [][]byte
	for _, m := range jsRelImportRegexp.FindAllSubmatch(src, -1) {
		out = append(out, m[1])
	}
	return out
}

func sameSpecs(a, b [][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}

// TestJSRelImportsMatchesRegexp: the scanner finds the specifiers the
// regular expression finds, on hand-picked sources (each import form,
// word boundaries, newlines in the specifier, overlapping candidates) and
// on 50,000 random ones built from import fragments.
func TestJSRelImportsMatchesRegexp(t *testing.T) {
	cases := []string{
		`import { a } from "./a";`, `export * from '../b/c'`, `import "./side"`, `const x = require("./x.js")`,
		`await import('./lazy')`, `import x from "pkg"`, `xfrom "./no"`, `$from "./yes"`, `from"./tight"`,
		"from\n\t './nl'", `from "./"`, `from "./a` + "\n" + `b"`, `from '.../x'`, `from './a'./b'`, `from './a from'./b'`,
		`from "./a" from "../b" require ( "./c")`, `import("./x")`, `require(` + "\v" + `"./vt")`, `from './x"`,
		`reimport "./x"`, `import./x'`, `from './/x'`,
	}
	for _, c := range cases {
		if got, want := jsRelImports([]byte(c)), regexpRelImports([]byte(c)); !sameSpecs(got, want) {
			t.Errorf("jsRelImports(%q) = %q, the regexp finds %q", c, got, want)
		}
	}
	parts := []string{"from", "import", "require(", "import(", "x", "_", " ", "\n", "\t", "'", `"`, "./", "../", ".", "/",
		"a", "from '", `from "./`, "(", ";"}
	r := rand.New(rand.NewSource(1))
	found := 0
	for i := 0; i < 50000; i++ {
		var b []byte
		for j := r.Intn(12); j >= 0; j-- {
			b = append(b, parts[r.Intn(len(parts))]...)
		}
		want := regexpRelImports(b)
		found += len(want)
		if got := jsRelImports(b); !sameSpecs(got, want) {
			t.Fatalf("jsRelImports(%q) = %q, the regexp finds %q", b, got, want)
		}
	}
	if found < 1000 {
		t.Fatalf("the random sources held only %d imports: too few to compare", found)
	}
}
