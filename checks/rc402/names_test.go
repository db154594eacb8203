package rc402

import (
	"regexp"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
)

// TestNameTestsMatchTheirRegexps: the literal tests that replaced the rule's
// regexps on its hot path accept exactly the names the regexps accepted.
func TestNameTestsMatchTheirRegexps(t *testing.T) {
	safeType := regexp.MustCompile(`(UserError|ClientError|ValidationError|ToolError|SafeError|PublicError|UserException|` +
		`ValidationException|InputError|ArgumentError|BadRequest|McpError|ZodError|UsageError|OAuthError)$`)
	sanitizer := regexp.MustCompile(`(?i)(sanitiz|redact|scrub|mask|safe|censor|obfuscat)`)
	goErrName := regexp.MustCompile(`^err([A-Z0-9_]\w*)?$|^[a-z]\w*Err$`)
	jsErrParam := regexp.MustCompile(`^(err|error|exc|exception|reason)$`)
	names := []string{"", "e", "err", "Err", "error", "errs", "errX", "err2", "err_x", "err_", "errX.y", "err-x", "errÄ",
		"xErr", "aErr", "Err", "AErr", "_Err", "x_Err", "x.Err", "xErr2", "parseErr", "parseERR", "lastErr ", "ErrX",
		"exc", "exception", "reason", "reasons", "Error", "errors",
		"UserError", "app.UserError", "UserErrors", "mcp.McpError", "ZodError", "OAuthErrorX", "ValidationException",
		"sanitize", "Sanitize_text", "redact_secrets", "SCRUB", "unmask", "is_safe", "censored", "obfuscate", "Obfuscator",
		"sanit", "ſafe", "maſk", "MASK", "utils.mask_token", "san\u212aitize", "ma\u212a", "mas\u212a", "safé", "reda€ct", "redact€"}
	for _, n := range names {
		if got, want := errnames.SafeType(n), safeType.MatchString(n); got != want {
			t.Errorf("leakSafeType(%q) = %v, the regexp says %v", n, got, want)
		}
		if got, want := errnames.Sanitizer(n), sanitizer.MatchString(n); got != want {
			t.Errorf("leakSanitizer(%q) = %v, the regexp says %v", n, got, want)
		}
		if got, want := errnames.GoErrName(n), goErrName.MatchString(n); got != want {
			t.Errorf("leakGoErrName(%q) = %v, the regexp says %v", n, got, want)
		}
		if got, want := leakJSErrParams[n], jsErrParam.MatchString(n); got != want {
			t.Errorf("leakJSErrParams[%q] = %v, the regexp says %v", n, got, want)
		}
	}
}

// TestSanitizerCallee: a callee text up to 256 bytes is tested whole, as
// Sanitizer tests it; a longer one (a long member chain) from its last
// closing parenthesis or bracket on, so that a `.then()` chain costs linear
// time and a sanitizer's name in an earlier call's arguments does not count.
func TestSanitizerCallee(t *testing.T) {
	chain := "fetch(u)"
	for len(chain) <= 256 {
		chain += ".then((r) => r)"
	}
	for _, c := range []struct {
		text string
		want bool
	}{
		{"utils.sanitize_error", true},
		{"sanitize(x).then", true}, // short: tested whole, as before
		{"format", false},
		{"sanitize(x)" + chain + ".then", false},
		{chain + ".redactSecrets", true},
		{chain + "[0].scrub", true},
	} {
		if got := errnames.SanitizerCallee(c.text); got != c.want {
			t.Errorf("SanitizerCallee(%.40q...) = %v, want %v", c.text, got, c.want)
		}
	}
}
