package upbody

import (
	"regexp"
	"testing"
)

// failureTest's text prefilter (r then `.` or `?.`) and statusRE's memo
// give what the expression compiled afresh gives: a match exactly where it
// matched, none where the name is absent or followed by something else.
func TestStatusREPrefilterAndMemo(t *testing.T) {
	conds := []string{
		"not r.ok", "r.status_code != 200", "res?.status >= 400", "!res.ok", "resp.StatusCode != http.StatusOK",
		"r.status_code == 403", "200 <= r.status_code < 300", "rr.ok", "r_ok", "r .ok", "r?.ok === false",
		"x.status", "response.status_code in (200, 201)", "r.okay", "(r).ok", "r.is_error", "", "r.",
	}
	for _, r := range []string{"r", "res", "resp", "response", "a.b", "r$", ""} {
		fresh := regexp.MustCompile(`\b` + regexp.QuoteMeta(r) + `\??\.(status_code|status|StatusCode|statusCode|ok|is_success|is_error|is_client_error|is_server_error)\b`)
		for _, cond := range conds {
			for range 2 { // the second ask reads the memo
				if got, want := statusRE(regexp.QuoteMeta(r)).FindStringSubmatchIndex(cond), fresh.FindStringSubmatchIndex(cond); !equal(got, want) {
					t.Errorf("statusRE(%q) on %q = %v, want %v", r, cond, got, want)
				}
			}
			fail, ok := failureTest(cond, r)
			if m := fresh.FindStringSubmatchIndex(cond); m == nil && (ok || fail) {
				t.Errorf("failureTest(%q, %q) = %v, %v; the expression does not match", cond, r, fail, ok)
			}
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
