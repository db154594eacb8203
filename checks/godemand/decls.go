// Package godemand reads the Go files of a package on demand for the
// function summaries of a diff scan (issue 18, "Diff mode stays about the
// diff"): where a whole-package read parses every file of the changed
// files' packages and of the module packages they import, only the files
// that declare a name the linking of a reachable call looks up are read
// (summary.Options.GoAsk), found through a declaration index built from
// the files' bytes without a parse (Decls). The answers of the summaries'
// Go resolution (a package's functions, a type's methods, a struct's
// fields) are those of the whole-package read: every file that may
// declare a looked-up name is read, so the first of them in path order,
// which summary.Link takes, is the same.
package godemand

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Decls returns the keys under which summary.Link may look up what Go
// source src declares, as summary.Options.GoAsk names them: "f" for a
// function f, "T.m" for a method m whose receiver names T, "T.self" for a
// struct type T (its fields) and for a named function type T (gofnval's
// "T.self.()"), "var.x" and "var.x()" for a variable x, "const.x" for a constant x. It is a superset, found by a scan of the
// tokens with comments and literals skipped and no parse: every
// identifier in a method's receiver gives a key (the receiver's name and
// type parameters too), and every identifier before the keyword struct
// (through a bracketed type parameter list) gives one, a field of an
// anonymous struct type among them. A file whose summary declares a key
// that Decls misses would be left unread: TestDeclsCoverExtract checks
// the repository's own Go files and, with RC_BENCH_CORPUS, a corpus.
func Decls(src []byte) map[string]bool {
	toks := tokens(src)
	out := map[string]bool{}
	for i, t := range toks {
		if t.kind != ident {
			continue
		}
		switch w := src[t.start:t.end]; {
		case len(w) == 4 && string(w) == "func":
			funcDecl(src, toks[i+1:], out)
			if owner := structOwner(src, toks[:i]); owner != "" { // type Resolver func(...) (*sdk.Client, error): gofnval's "Resolver.self.()"
				out[owner+".self"] = true
			}
		case len(w) == 6 && string(w) == "struct":
			if owner := structOwner(src, toks[:i]); owner != "" {
				out[owner+".self"] = true
			}
		case len(w) == 3 && string(w) == "var":
			varDecl(src, toks[i+1:], out, "var.")
		case len(w) == 5 && string(w) == "const":
			varDecl(src, toks[i+1:], out, "const.")
		case len(w) == 9 && string(w) == "interface":
			if owner := structOwner(src, toks[:i]); owner != "" {
				out[owner+".iface"] = true
				out[owner+".self"] = true // its methods' declared results: goiface's "Iface.self.M()"
			}
		}
	}
	for k := range out { // a package variable of a function type: gofnval's "var.x()"
		if strings.HasPrefix(k, "var.") {
			out[k+"()"] = true
		}
	}
	return out
}

// funcDecl adds the key of the declaration after the keyword func: a name,
// or a receiver list and a name.
func funcDecl(src []byte, rest []token, out map[string]bool) {
	if len(rest) == 0 {
		return
	}
	if rest[0].kind == ident {
		out[string(src[rest[0].start:rest[0].end])] = true
		return
	}
	if rest[0].kind != '(' {
		return
	}
	var recv []string
	depth := 0
	for i, t := range rest {
		switch t.kind {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ident:
			recv = append(recv, string(src[t.start:t.end]))
		}
		if depth == 0 {
			if i+1 < len(rest) && rest[i+1].kind == ident {
				name := string(src[rest[i+1].start:rest[i+1].end])
				for _, r := range recv {
					out[r+"."+name] = true
				}
				out["*."+name] = true // a method of some type: an interface's sole implementation (summary goSole)
			}
			return
		}
	}
}

// varDecl adds the keys "var.x" of the names after the keyword var (with
// prefix "var.", or "const.x" after the keyword const): the identifiers
// before the next bracket, or every identifier in a parenthesised block
// (types' and values' names too: a superset).
func varDecl(src []byte, rest []token, out map[string]bool, prefix string) {
	for len(rest) > 0 && rest[0].kind == ident { // var a, b T: the idents before a bracket
		out[prefix+string(src[rest[0].start:rest[0].end])] = true
		if rest = rest[1:]; len(rest) == 0 || rest[0].kind != ident {
			return
		}
	}
	depth := 0
	for i, t := range rest {
		switch {
		case t.kind == '(' || t.kind == '[' || t.kind == '{':
			depth++
		case t.kind == ')' || t.kind == ']' || t.kind == '}':
			depth--
		case t.kind == ident && depth > 0:
			out[prefix+string(src[t.start:t.end])] = true
		}
		if depth == 0 || i == 0 && t.kind != '(' {
			return
		}
	}
}

// structOwner returns the identifier before the keyword struct whose
// tokens precede it (before, ending just before struct), through one
// bracketed list, or "".
func structOwner(src []byte, before []token) string {
	i := len(before) - 1
	if i >= 0 && before[i].kind == ']' {
		depth := 0
		for ; i >= 0; i-- {
			switch before[i].kind {
			case ']':
				depth++
			case '[':
				depth--
			}
			if depth == 0 {
				break
			}
		}
		i--
	}
	if i < 0 || before[i].kind != ident {
		return ""
	}
	return string(src[before[i].start:before[i].end])
}

const ident = 'a' // token kind of an identifier or keyword; others are their byte

type token struct {
	kind       byte
	start, end int
}

// tokens returns src's identifiers and brackets, in order, outside
// comments, string and rune literals; numbers and other operators are left
// out.
func tokens(src []byte) []token {
	out := make([]token, 0, len(src)/8)
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			i += 2
			for i+1 < len(src) && !(src[i] == '*' && src[i+1] == '/') {
				i++
			}
			i += 2
		case c == '"' || c == '\'':
			i++
			for i < len(src) && src[i] != c && src[i] != '\n' {
				if src[i] == '\\' {
					i++
				}
				i++
			}
			i++
		case c == '`':
			i++
			for i < len(src) && src[i] != '`' {
				i++
			}
			i++
		case c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}':
			out = append(out, token{c, i, i + 1})
			i++
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf:
			start := i
			for i < len(src) {
				if b := src[i]; b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' {
					i++
					continue
				} else if b < utf8.RuneSelf {
					break
				}
				r, n := utf8.DecodeRune(src[i:])
				if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
					break
				}
				i += n
			}
			if i == start { // a byte that starts no identifier
				i++
				continue
			}
			out = append(out, token{ident, start, i})
		case c >= '0' && c <= '9': // a number, with its letters (0x1F, 1e9)
			for i < len(src) && (src[i] == '_' || src[i] == '.' || src[i] >= '0' && src[i] <= '9' || src[i] >= 'a' && src[i] <= 'z' || src[i] >= 'A' && src[i] <= 'Z') {
				i++
			}
		default:
			i++
		}
	}
	return out
}
