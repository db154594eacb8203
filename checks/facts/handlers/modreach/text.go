package modreach

import (
	"bytes"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// ModulesOf returns the modules a file p with source src may import, as
// the handler registry's resolver takes them (Go: Modules; Python:
// PyModules; JS/TS: JSModules), and false when they cannot be told (the
// file may import anything) or p is of no such language.
func ModulesOf(p string, src []byte) ([]string, bool) {
	lang, ok := model.DetectLanguage(p)
	switch {
	case !ok:
		return nil, false
	case lang == model.LangGo:
		return Modules(src)
	case lang == model.LangPython:
		return PyModules(src), true
	case lang.IsJS():
		return JSModules(src), true
	}
	return nil, false
}

// JSModules returns a superset of the module specifiers a JS/TS source
// imports that the registry resolves (relative ones and the `@/`, `~/`
// aliases): the text after every quote (', " or `) that starts with ".",
// "@/" or "~/", up to the next same quote or the line's end. The
// registry's import table (import and export sources, require's argument)
// takes a string literal's text without its quotes, so every specifier it
// resolves is one of these; strings that are no imports only add
// candidates.
func JSModules(src []byte) []string {
	var out []string
	seen := map[string]bool{}
	for i := 0; i < len(src)-1; i++ {
		q := src[i]
		if q != '\'' && q != '"' && q != '`' {
			continue
		}
		rest := src[i+1:]
		if rest[0] != '.' && !bytes.HasPrefix(rest, []byte("@/")) && !bytes.HasPrefix(rest, []byte("~/")) {
			continue
		}
		end := bytes.IndexByte(rest, q)
		if nl := bytes.IndexByte(rest, '\n'); end < 0 || nl >= 0 && nl < end {
			end = nl
		}
		if end < 0 {
			end = len(rest)
		}
		if m := string(rest[:end]); !seen[m] {
			seen[m] = true
			out = append(out, m)
		}
	}
	return out
}

// PyModules returns a superset of the modules a Python source's import
// statements name as the registry's import table and resolver take them:
// every dotted name after an `import` keyword; after a `from` keyword its
// module M (leading dots kept) and, for every name that follows the
// statement's `import` (to the closing parenthesis, or the line's end past
// backslash continuations; a comment and an alias skipped), M.name
// (M+name when M ends in a dot: a member taken as a submodule); the names
// a from statement imports are no modules of their own. A name is the source's text
// from its first dot or identifier to its last, blanks between them kept,
// as the parser's node text holds it. Keywords inside strings and comments
// only add candidates.
func PyModules(src []byte) []string {
	var mods []string
	seen := map[string]bool{}
	add := func(m string) {
		if m != "" && !seen[m] {
			seen[m] = true
			mods = append(mods, m)
		}
	}
	fromImport := -1 // where the last from statement's import keyword is: its names are no modules
	for i := 0; i < len(src); i++ {
		if c := src[i]; c != 'i' && c != 'f' {
			continue
		}
		switch {
		case i == fromImport:
			i += len("import") - 1
		case pyWordAt(src, i, "import"):
			j := i + len("import")
			names, _ := pyNames(src, j)
			for _, n := range names {
				add(n)
			}
			i = j - 1
		case pyWordAt(src, i, "from"):
			j := pySkipBlank(src, i+len("from"))
			m, k := pyDotted(src, j)
			i += len("from") - 1 // the rest is read for keywords too
			if m == "" {
				continue
			}
			add(m)
			k2 := pySkipBlank(src, k)
			if !pyWordAt(src, k2, "import") {
				continue
			}
			if !bytes.ContainsRune(src[i:k2], '\\') {
				fromImport = k2 // on the from's own line: the statement's
			}
			names, _ := pyNames(src, k2+len("import"))
			for _, n := range names {
				if strings.HasSuffix(m, ".") {
					add(m + n)
				} else {
					add(m + "." + n)
				}
			}
		}
	}
	return mods
}

// pyIdent reports whether byte c may be part of a Python identifier (any
// byte of a multi-byte character counts).
func pyIdent(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// pyWordAt reports whether src holds keyword w at i as a whole word.
func pyWordAt(src []byte, i int, w string) bool {
	if i < 0 || i+len(w) > len(src) || string(src[i:i+len(w)]) != w {
		return false
	}
	if i > 0 && pyIdent(src[i-1]) {
		return false
	}
	return i+len(w) == len(src) || !pyIdent(src[i+len(w)])
}

// pySkipBlank skips spaces, tabs, form feeds and backslash continuations
// from i: the blanks inside a statement's line.
func pySkipBlank(src []byte, i int) int {
	for i < len(src) {
		switch {
		case src[i] == ' ' || src[i] == '\t' || src[i] == '\f':
			i++
		case src[i] == '\\' && i+1 < len(src) && src[i+1] == '\n':
			i += 2
		case src[i] == '\\' && i+2 < len(src) && src[i+1] == '\r' && src[i+2] == '\n':
			i += 3
		default:
			return i
		}
	}
	return i
}

// pyDotted reads a dotted name at i (dots and identifiers, an identifier
// only first or after a dot, blanks allowed between them; the keyword
// import ends it) and returns its text from its first character to its
// last, and where it ends; "" when none starts at i.
func pyDotted(src []byte, i int) (name string, end int) {
	pos, last := i, i
	afterDot := true // an identifier may come first
	for first := true; ; first = false {
		k := pos
		if !first {
			k = pySkipBlank(src, pos)
		}
		if k >= len(src) {
			break
		}
		if src[k] == '.' {
			pos, last, afterDot = k+1, k+1, true
			continue
		}
		if !afterDot || !pyIdent(src[k]) || pyWordAt(src, k, "import") {
			break
		}
		j := k
		for j < len(src) && pyIdent(src[j]) {
			j++
		}
		pos, last, afterDot = j, j, false
	}
	return string(src[i:last]), last
}

// pyNames returns the dotted names after an import keyword at i (pyDotted;
// not `as` and the alias after it) and where they end: up to the matching ")"
// when a "(" comes first, else to the end of the line past backslash
// continuations; a comment's text is skipped.
func pyNames(src []byte, i int) (names []string, end int) {
	i = pySkipBlank(src, i)
	paren := i < len(src) && src[i] == '('
	if paren {
		i++
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == ')' && paren:
			return names, i + 1
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '\n' && !paren:
			if i > 0 && src[i-1] == '\\' || i > 1 && src[i-1] == '\r' && src[i-2] == '\\' {
				i++
				continue
			}
			return names, i
		case c == '.' || pyIdent(c):
			n, e := pyDotted(src, i)
			if n == "as" { // an alias follows: no module, no name taken
				_, e = pyDotted(src, pySkipBlank(src, e))
			} else if n != "" {
				names = append(names, n)
			}
			i = max(e, i+1)
		default:
			i++
		}
	}
	return names, i
}
