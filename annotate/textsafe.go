package annotate

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Text taken from the scanned input (paths, source lines, messages that
// quote code, notice reasons) is escaped before it reaches the text report,
// because CI runners read every output line for commands: the GitHub Actions
// runner runs a line that begins with "::" after leading white space
// (`::add-mask::x`, `::stop-commands::`) and a legacy command wherever "##["
// appears in a line (actions/runner ActionCommand.TryParseV2 and TryParse).
// A control character could also start a new line, move the cursor or hide
// text in a terminal, and the Unicode bidirectional controls reorder what a
// reviewer sees (Trojan Source, CVE-2021-42574). So:
//
//   - control characters (C0 but tab, DEL, C1), U+2028/U+2029 and the bidi
//     controls are shown as Go escapes (\n, \x1b, \u202e);
//   - "##[" is shown as "##\x5b";
//   - a string that starts a line has a leading "::" (after white space)
//     shown as "\x3a:".
//
// Paths are quoted as Go string literals, the way git's core.quotePath
// quotes an unusual name, whenever any of this applies to them.

// unsafeRune reports whether r is escaped in text output. Tab is kept in
// source lines (the caret line lines up under it) but not in paths.
func unsafeRune(r rune, keepTab bool) bool {
	switch {
	case r == '\t':
		return !keepTab
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	case r == 0x2028, r == 0x2029: // line and paragraph separators
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
		return true // bidirectional formatting characters
	case r == utf8.RuneError:
		return true
	}
	return false
}

// escapeRune writes r as a Go escape.
func escapeRune(b *strings.Builder, r rune) {
	switch r {
	case '\n':
		b.WriteString(`\n`)
	case '\r':
		b.WriteString(`\r`)
	case '\t':
		b.WriteString(`\t`)
	case utf8.RuneError:
		b.WriteString(`\ufffd`)
	default:
		if r < 0x80 {
			fmt.Fprintf(b, `\x%02x`, r)
		} else {
			fmt.Fprintf(b, `\u%04x`, r)
		}
	}
}

// needsEscape reports whether s needs any escaping by safeText.
func needsEscape(s string, lineStart, keepTab bool) bool {
	if strings.Contains(s, "##[") {
		return true
	}
	if lineStart && strings.HasPrefix(strings.TrimLeft(s, " \t"), "::") {
		return true
	}
	for _, r := range s {
		if unsafeRune(r, keepTab) {
			return true
		}
	}
	return false
}

// safeText escapes s for the text report (see above). lineStart says that s
// begins an output line; keepTab keeps tabs.
func safeText(s string, lineStart, keepTab bool) string {
	out, _, _ := safeSpan(s, lineStart, keepTab, 0, 0)
	return out
}

// safeSpan is safeText that also maps the 1-based code-point columns start
// and end of s to the escaped string's columns, for the caret line.
func safeSpan(s string, lineStart, keepTab bool, start, end int) (string, int, int) {
	if !needsEscape(s, lineStart, keepTab) {
		return s, start, end
	}
	var b strings.Builder
	col, outCol := 1, 1
	newStart, newEnd := start, end
	lead := lineStart // still in the line's leading white space
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if size == 1 && r == utf8.RuneError {
			r = utf8.RuneError // an invalid byte
		}
		if col == start {
			newStart = outCol
		}
		if col == end {
			newEnd = outCol
		}
		before := b.Len()
		switch {
		case unsafeRune(r, keepTab):
			escapeRune(&b, r)
		case lead && r == ':' && strings.HasPrefix(s[i:], "::"):
			b.WriteString(`\x3a`)
		case r == '[' && i >= 2 && s[i-2:i] == "##":
			b.WriteString(`\x5b`)
		default:
			b.WriteRune(r)
		}
		if lead && r != ' ' && r != '\t' {
			lead = false
		}
		outCol += utf8.RuneCountInString(b.String()[before:])
		col++
		i += size
	}
	if col == start {
		newStart = outCol
	}
	if col == end {
		newEnd = outCol
	}
	return b.String(), newStart, newEnd
}

// safePath is a repository path for the text report: as is, or quoted as a
// Go string literal (with "##[" and a leading "::" broken up) when it holds
// anything safeText would escape, or a space at either end.
func safePath(p string) string {
	if !needsEscape(p, true, false) && strings.TrimSpace(p) == p {
		return p
	}
	q := strconv.QuoteToASCII(p)
	q = strings.ReplaceAll(q, "##[", `##\x5b`)
	return q
}

// TextPath is p as the text report shows it: as is, or quoted as a Go string
// literal when it holds a control character, "##[" or a leading "::" (see
// WriteText). For other messages that name files, such as the CLI's.
func TextPath(p string) string { return safePath(p) }

// TextLine is s escaped as the text report escapes a line it prints: no
// control character, no "##[", no leading "::" (see WriteText).
func TextLine(s string) string { return safeText(s, true, false) }
