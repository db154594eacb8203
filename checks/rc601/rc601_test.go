package rc601_test

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/checkstest"
	"github.com/resilience-check/resilience-check/checks/rc601"
)

// TestFixtures runs RC601 over testdata/, whose want comments name the lines
// it must report.
func TestFixtures(t *testing.T) { checkstest.Run(t, rc601.Rule, "testdata") }

// TestHintContradicted: a tool that declares idempotentHint: true and creates
// a resource with no key is reported with a message that says so (issue 21).
func TestHintContradicted(t *testing.T) {
	msgs := checkstest.Messages(t, rc601.Rule, "testdata/idempotent_hint.ts")
	for _, line := range []int{12, 17} {
		if !strings.Contains(msgs[line], "declares idempotentHint: true, but its body contradicts the hint") {
			t.Errorf("line %d: message %q does not say the hint contradicts the body", line, msgs[line])
		}
	}
}
