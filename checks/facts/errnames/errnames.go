// Package errnames holds the name tests RC402 (error-detail-leak) applies to
// the identifiers around an error: exception classes whose message is written
// for the client, helpers that clean a message before it is returned, and
// the Go names that conventionally hold an error. They are plain string
// tests, allocation-free on ASCII names (the rule asks them on every
// identifier of a handler), and each accepts exactly what the regexp it
// replaced accepted (checks/rc402's TestNameTestsMatchTheirRegexps).
package errnames

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/resilience-check/resilience-check/checks/model"
)

var (
	// safeTypes end the names of exception classes whose message is
	// authored for the client (SafeType).
	safeTypes = []string{"UserError", "ClientError", "ValidationError", "ToolError", "SafeError", "PublicError", "UserException",
		"ValidationException", "InputError", "ArgumentError", "BadRequest", "McpError", "ZodError", "UsageError", "OAuthError"}
	// sanitizerWords are parts of helper names that clean a message
	// before it is returned (Sanitizer); lowercase.
	sanitizerWords = []string{"sanitiz", "redact", "scrub", "mask", "safe", "censor", "obfuscat"}
	// sanitizerRE is Sanitizer's test for a name that is not ASCII:
	// (?i) folds some non-ASCII letters to ASCII ones (U+017F to s, U+212A to k).
	sanitizerRE = regexp.MustCompile(`(?i)(sanitiz|redact|scrub|mask|safe|censor|obfuscat)`)
)

// SafeType reports whether name ends in the name of an exception class
// whose message is authored for the client (safeTypes); a suffix test
// on RC402's hot path instead of a regexp.
func SafeType(name string) bool {
	for _, t := range safeTypes {
		if strings.HasSuffix(name, t) {
			return true
		}
	}
	return false
}

// Sanitizer reports whether name contains, ignoring case, a word of a
// helper that cleans a message before it is returned (sanitizerWords).
// ASCII names, nearly all, take an allocation-free byte test; others the
// regexp, whose case folding also maps some non-ASCII letters to ASCII.
func Sanitizer(name string) bool {
	for i := 0; i < len(name); i++ {
		if name[i] >= utf8.RuneSelf {
			return sanitizerRE.MatchString(name)
		}
	}
	return model.ContainsFoldAny(name, sanitizerWords...)
}

// maxCalleeText is the longest callee text SanitizerCallee tests whole.
const maxCalleeText = 256

// SanitizerCallee is Sanitizer for the text of a call's callee. A callee
// longer than maxCalleeText bytes (the member chain of a long
// `fetch(u).then(...).then(...)` sequence, whose every call's callee holds
// all the calls before it) is tested from its last closing parenthesis or
// bracket on: its own name, not the arguments of the calls before it. Testing
// the whole text made the chain's cost grow with its square
// (BenchmarkLinearShapes' then.js: 8.7x per copy at 8 copies).
func SanitizerCallee(text string) bool {
	if len(text) > maxCalleeText {
		if i := strings.LastIndexAny(text, ")]"); i >= 0 {
			text = text[i+1:]
		}
	}
	return Sanitizer(text)
}

// GoErrName reports whether a Go identifier conventionally holds an
// error: err, errX / err_x / err2 (err then [A-Z0-9_] then word characters),
// or xErr (a lowercase letter, word characters, Err).
func GoErrName(name string) bool {
	if name == "err" {
		return true
	}
	if len(name) > 3 && name[:3] == "err" && (isUpperASCII(name[3]) || isDigitASCII(name[3]) || name[3] == '_') && isWordASCII(name[4:]) {
		return true
	}
	return len(name) >= 4 && 'a' <= name[0] && name[0] <= 'z' && strings.HasSuffix(name, "Err") && isWordASCII(name[1:len(name)-3])
}

// isUpperASCII and isDigitASCII test one byte.
func isUpperASCII(b byte) bool { return 'A' <= b && b <= 'Z' }
func isDigitASCII(b byte) bool { return '0' <= b && b <= '9' }

// isWordASCII reports whether s consists of regexp \w characters only
// ([0-9A-Za-z_]); true for "".
func isWordASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		b := s[i]
		if !(isUpperASCII(b) || isDigitASCII(b) || 'a' <= b && b <= 'z' || b == '_') {
			return false
		}
	}
	return true
}

// Last is the last segment of a dotted or slashed name ("types.TextContent" -> "TextContent").
func Last(s string) string {
	if i := strings.LastIndexAny(s, "./"); i >= 0 {
		return s[i+1:]
	}
	return s
}

// LongestKey is the length in bytes of the longest key of sets (RC402's
// callOrigin hashes no callee text longer than that).
func LongestKey(sets ...map[string]bool) int {
	n := 0
	for _, s := range sets {
		for k := range s {
			n = max(n, len(k))
		}
	}
	return n
}

// FirstSegment is a dotted name's first segment, with ?. read as .:
// strings.SplitN(strings.ReplaceAll(name, "?.", "."), ".", 2)[0] without
// copying name.
func FirstSegment(name string) string {
	i := strings.IndexByte(name, '.')
	if i < 0 {
		return name
	}
	if i > 0 && name[i-1] == '?' {
		i--
	}
	return name[:i]
}
