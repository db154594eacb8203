// Package anchored finds a declaration in a module's text with a byte
// search first and a regular expression only where the search lands: a
// pattern such as `(?m)^func Name\(` or `\bclass Name\b[^{]*\{` run over a
// whole module costs a pass of Go's regexp engine over every byte, for
// every name asked, while a byte search for the name is a fraction of that
// (restreg's McpServer subclasses and resultbuilder's Go result builders
// were 0.7 s of an 8.4 s scan and a sixth of the bench corpus's CPU).
package anchored

import (
	"bytes"
	"regexp"
)

// Find returns the submatch indexes, as offsets into src, of the first
// match of head, a pattern anchored with ^ (not multiline), tried at a
// position start gives for an occurrence of needle in src. start gets src,
// the occurrence's offset j and its end (j+len(needle)) and returns where
// head is tried, or false to go on to the next occurrence. Nil when none
// matches.
//
// head must not match across byte stop after the needle, and a try that
// start allows must fail only for what follows the needle (start checks
// what comes before it and the word boundary after it): then a failed try
// means every later occurrence before the next stop fails too, and Find
// skips them. Each stretch between two stops is tried at most once, so the
// work is linear in len(src) however many occurrences there are (a
// hostile file repeating `class Name` with no brace would otherwise cost
// a pass to the end of the file per occurrence). The first match in the
// order of the occurrences is the leftmost one as long as start maps later
// occurrences to later positions.
func Find(src []byte, needle string, stop byte, head *regexp.Regexp, start func(src []byte, j, end int) (int, bool)) []int {
	nb := []byte(needle)
	if len(nb) == 0 {
		return nil
	}
	for off := 0; off < len(src); {
		j := bytes.Index(src[off:], nb)
		if j < 0 {
			return nil
		}
		j += off
		end := j + len(nb)
		off = j + 1
		at, ok := start(src, j, end)
		if !ok {
			continue
		}
		if m := head.FindSubmatchIndex(src[at:]); m != nil {
			for k := range m {
				if m[k] >= 0 {
					m[k] += at
				}
			}
			return m
		}
		k := bytes.IndexByte(src[end:], stop)
		if k < 0 {
			return nil // no stop left: no later try can match either
		}
		off = end + k + 1
	}
	return nil
}

// LineStart is a start for Find that tries head where the needle begins a
// line (a pattern that stops at '\n').
func LineStart(src []byte, j, end int) (int, bool) {
	return j, j == 0 || src[j-1] == '\n'
}

// AfterKeyword returns a start for Find that tries head at keyword kw when
// the needle follows it after spaces or tabs, kw is a whole word and the
// needle ends at a word boundary (`class Name extends`): the position of
// kw.
func AfterKeyword(kw string) func(src []byte, j, end int) (int, bool) {
	return func(src []byte, j, end int) (int, bool) {
		k := j
		for k > 0 && (src[k-1] == ' ' || src[k-1] == '\t') {
			k--
		}
		s := k - len(kw)
		if k == j || s < 0 || string(src[s:k]) != kw || s > 0 && isWord(src[s-1]) || end < len(src) && isWord(src[end]) {
			return 0, false
		}
		return s, true
	}
}

// isWord reports whether b is an ASCII word byte, as regexp's \b reads it.
func isWord(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}
