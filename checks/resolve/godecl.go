package resolve

import "bytes"

// GoDeclared returns the names that Go source src may declare at its top,
// read from its text without parsing it: functions (`func Name(`, generic
// `func Name[`), methods as "T.Name" (`func (r *T) Name(`) and types
// (`type Name ...`, and the first word of each line of a `type (...)`
// group), wherever they appear, so a name in a comment or a string counts
// too. It finds at least the functions and methods Extract records and the
// types whose fields it records, unless a comment sits between `func` and
// the name (gofmt never writes one there): what Needed uses to leave unread
// a file of a Go package that declares nothing the summarised code calls.
func GoDeclared(src []byte) map[string]bool {
	names := map[string]bool{}
	space := func(i int) int {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
			i++
		}
		return i
	}
	ident := func(i int) int { // the end of the identifier at i, i when none
		j := i
		for j < len(src) && identByte(src[j]) {
			j++
		}
		if j > i && src[i] >= '0' && src[i] <= '9' {
			return i
		}
		return j
	}
	for _, kw := range []string{"func", "type"} {
		for off := 0; ; {
			k := bytes.Index(src[off:], []byte(kw))
			if k < 0 {
				break
			}
			at := off + k
			off = at + len(kw)
			recv := ""
			if at > 0 && identByte(src[at-1]) {
				continue
			}
			i := space(off)
			if i == off && (i >= len(src) || src[i] != '(') {
				continue // funcs, types
			}
			if i < len(src) && src[i] == '(' {
				if kw == "type" { // a group: the first word of each line
					end := bytes.Index(src[i:], []byte("\n)"))
					if end < 0 {
						end = len(src) - i
					}
					for _, line := range bytes.Split(src[i+1:i+end], []byte("\n")) {
						line = bytes.TrimLeft(line, " \t")
						if j := ident2(line); j > 0 {
							names[string(line[:j])] = true
						}
					}
					continue
				}
				// a method: its receiver's type names it, "T.m"
				close := bytes.IndexByte(src[i:], ')')
				if close < 0 {
					continue
				}
				recv = receiverType(src[i+1 : i+close])
				if recv == "" {
					continue
				}
				i = space(i + close + 1)
			}
			j := ident(i)
			if j == i {
				continue
			}
			if kw == "type" {
				names[string(src[i:j])] = true
				continue
			}
			if k := space(j); k < len(src) && (src[k] == '(' || src[k] == '[') {
				if recv != "" {
					names[recv+"."+string(src[i:j])] = true
				} else {
					names[string(src[i:j])] = true
				}
			}
		}
	}
	return names
}

// receiverType is the type name of a method's receiver as written between
// its parentheses ("s *Server[T]": "Server"), "" when there is none.
func receiverType(recv []byte) string {
	f := bytes.Fields(recv)
	if len(f) == 0 {
		return ""
	}
	t := bytes.TrimLeft(f[len(f)-1], "*")
	if k := bytes.IndexByte(t, '['); k >= 0 {
		t = t[:k]
	}
	if j := ident2(t); j > 0 {
		return string(t[:j])
	}
	return ""
}

// ident2 is the length of the identifier line starts with, 0 when none.
func ident2(line []byte) int {
	j := 0
	for j < len(line) && identByte(line[j]) {
		j++
	}
	if j > 0 && line[0] >= '0' && line[0] <= '9' {
		return 0
	}
	return j
}

// identByte reports whether b may be part of a Go identifier: an ASCII
// letter, digit or underscore, or any byte of a multi-byte UTF-8 sequence
// (a Unicode letter, taken as one, which keeps the set a superset).
func identByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
}
