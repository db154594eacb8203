// Package retoken recognises a Python regular-expression match that takes
// tokens out of a text: re.search(r"['\"]code['\"]\s*:\s*['\"]([A-Z_]+)", str(e))
// and its kin select a code, an id or a correlation id, not the text
// around it. RC402 does not follow an error's text through such a call
// (batch 11's reading of pipefy-mcp-server: the GraphQL error codes and the
// correlation id regex-extracted from str(exc) are no raw exception text).
// A pattern whose groups may take any text (.*, \S+, [\s\S]) is no such
// match; what does not parse stays a taint.
package retoken

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// matchFuncs are the re module's functions (and a compiled pattern's
// methods) that return matches rather than the text rewritten (re.sub,
// re.split keep the text).
var matchFuncs = map[string]bool{"search": true, "match": true, "fullmatch": true, "findall": true, "finditer": true}

// PyTokenMatch reports whether call is re.search, re.match, re.fullmatch,
// re.findall or re.finditer with a literal pattern, or one of those
// methods of a name the module binds at its top level to re.compile of a
// literal pattern, whose every capture group takes tokens only (Token), or
// which, without a group, is a token pattern itself.
func PyTokenMatch(f *model.File, call *model.Node) bool {
	if f.Lang != model.LangPython || call == nil || call.Sym() != model.SymCall {
		return false
	}
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymAttribute {
		return false
	}
	method := f.Text(fn.ChildByFieldName("attribute"))
	if !matchFuncs[method] {
		return false
	}
	obj := fn.ChildByFieldName("object")
	var pat *model.Node
	switch {
	case obj.Sym() == model.SymIdentifier && f.Imports()[f.Text(obj)] == "re":
		pat = model.Arg(call, 0)
	case obj.Sym() == model.SymIdentifier:
		pat = compiled(f, f.Text(obj))
	}
	p, ok := literal(f, pat)
	return ok && TokenPattern(p)
}

// compiled returns the literal pattern of `name = re.compile(LITERAL, ...)`
// at the top level of the module, or nil.
func compiled(f *model.File, name string) *model.Node {
	root := f.Root
	for i := 0; i < int(root.NamedChildCount()); i++ {
		st := root.NamedChild(i)
		if st.Sym() != model.SymExpressionStatement || st.NamedChildCount() != 1 {
			continue
		}
		a := st.NamedChild(0)
		if a.Sym() != model.SymAssignment || f.Text(a.ChildByFieldName("left")) != name {
			continue
		}
		v := a.ChildByFieldName("right")
		if v == nil || v.Sym() != model.SymCall {
			return nil
		}
		fn := model.Callee(v)
		if fn == nil || fn.Sym() != model.SymAttribute || f.Text(fn.ChildByFieldName("attribute")) != "compile" ||
			f.Imports()[f.Text(fn.ChildByFieldName("object"))] != "re" {
			return nil
		}
		return model.Arg(v, 0)
	}
	return nil
}

// literal returns the text of a raw string literal (r"...", r”'...”'), or
// of a plain one without backslashes, and whether it is one.
func literal(f *model.File, n *model.Node) (string, bool) {
	if n == nil || n.Sym() != model.SymString {
		return "", false
	}
	for i := 0; i < int(n.NamedChildCount()); i++ {
		if n.NamedChild(i).Sym() == model.SymInterpolation {
			return "", false // an f-string
		}
	}
	t := f.Text(n)
	prefix := strings.ToLower(t[:strings.IndexAny(t+`"`, `"'`)])
	raw := strings.Contains(prefix, "r")
	if strings.ContainsAny(prefix, "fb") {
		return "", false
	}
	t = t[len(prefix):]
	for _, q := range []string{`"""`, `'''`, `"`, `'`} {
		if len(t) >= 2*len(q) && strings.HasPrefix(t, q) && strings.HasSuffix(t, q) {
			t = t[len(q) : len(t)-len(q)]
			if !raw && strings.Contains(t, `\`) {
				return "", false
			}
			return t, true
		}
	}
	return "", false
}

// TokenPattern reports whether regular expression p selects tokens only:
// each capturing group (or, without one, the whole pattern) is made of
// token atoms (Token).
func TokenPattern(p string) bool {
	groups, ok := captures(p)
	if !ok {
		return false
	}
	if len(groups) == 0 {
		return Token(p)
	}
	for _, g := range groups {
		if !Token(g) {
			return false
		}
	}
	return true
}

// captures returns the bodies of p's capturing groups; false when a group
// nests another or the parentheses do not balance.
func captures(p string) ([]string, bool) {
	var out []string
	depth, start, capturing := 0, 0, false
	inClass := false
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\':
			i++
		case inClass:
			inClass = c != ']'
		case c == '[':
			inClass = true
			if i+1 < len(p) && p[i+1] == ']' || i+2 < len(p) && p[i+1] == '^' && p[i+2] == ']' {
				i++ // []] and [^]]: a ] first in the class is literal
			}
		case c == '(':
			if depth > 0 && capturing {
				return nil, false
			}
			depth++
			if depth == 1 {
				capturing = !strings.HasPrefix(p[i+1:], "?") || strings.HasPrefix(p[i+1:], "?P<")
				start = i + 1
				if strings.HasPrefix(p[i+1:], "?P<") {
					start = i + 1 + strings.IndexByte(p[i+1:], '>') + 1
				}
			}
		case c == ')':
			if depth == 0 {
				return nil, false
			}
			depth--
			if depth == 0 && capturing {
				out = append(out, p[start:i])
			}
		}
	}
	return out, depth == 0 && !inClass
}

// Token reports whether regular expression p matches tokens only: word
// characters (\w, \d, letters, digits, _ - : and escaped punctuation), a
// positive character class without a white-space or non-word escape, or a
// negated class that stops at a delimiter (a quote, a closing bracket, a
// comma, ; & >), each with any quantifier; no ., \S, \s, \W, \D, no
// alternation.
func Token(p string) bool {
	if p == "" {
		return false
	}
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\':
			if i+1 >= len(p) {
				return false
			}
			i++
			if strings.IndexByte("sSWD", p[i]) >= 0 {
				return false
			}
		case c == '[':
			end := i + 1
			if end < len(p) && p[end] == '^' {
				end++
			}
			if end < len(p) && p[end] == ']' {
				end++
			}
			for end < len(p) && p[end] != ']' {
				if p[end] == '\\' {
					end++
				}
				end++
			}
			if end >= len(p) {
				return false
			}
			class := p[i+1 : end]
			if strings.HasPrefix(class, "^") {
				if !strings.ContainsAny(class, `'"]),};&>`) || strings.Contains(class, `\s`) {
					return false // [^a], [^\s]: nearly any text; [^'"], [^\]]: up to a delimiter
				}
			} else if strings.Contains(class, `\s`) || strings.Contains(class, `\S`) || strings.Contains(class, `\W`) || strings.Contains(class, `\D`) {
				return false
			}
			i = end
		case c == '.' || c == '|' || c == '(' || c == ')':
			return false
		}
	}
	return true
}
