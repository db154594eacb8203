package sdkcreate

import "testing"

// TestPreconditionedMatchesRegexp: the prefilter never changes the answer
// of preconditionRE.
func TestPreconditionedMatchesRegexp(t *testing.T) {
	for _, c := range []string{"", "def f(old_object_id): pass", "IF_MATCH", "headers['If-Match']", "expectedVersion",
		"expected_sha", "EXPECTED_REVISION", "expectedx", "objects", "match", "def create(item): client.items.create(item)",
		"oldObjectId", "if_matched", "expected_etag=1"} {
		if got, want := preconditioned(c), preconditionRE.MatchString(c); got != want {
			t.Errorf("preconditioned(%q) = %v, the regexp says %v", c, got, want)
		}
	}
}
