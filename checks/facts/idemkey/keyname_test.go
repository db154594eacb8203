package idemkey

import "testing"

// TestInGoStruct: key fields and tags count; a pull request's id, an
// announcement and a comment do not.
func TestInGoStruct(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"struct {\n\tIdempotencyKey string `json:\"idempotency_key\"`\n}", true},
		{"struct {\n\tClientToken string\n}", true},
		{"struct {\n\tRequestID string `json:\"request_id\"`\n}", true},
		{"struct {\n\tPullRequestID int `json:\"pullRequestId\"`\n}", false},
		{"struct {\n\tAnnounce bool\n}", false},
		{"struct {\n\tTitle string // not idempotent: no idempotency key\n}", false},
	} {
		if got := InGoStruct(tc.text); got != tc.want {
			t.Errorf("InGoStruct(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
