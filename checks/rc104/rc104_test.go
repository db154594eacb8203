package rc104_test

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/checkstest"
	"github.com/resilience-check/resilience-check/checks/rc104"
)

// TestFixtures runs RC104 over testdata/, whose want comments name the lines
// it must report.
func TestFixtures(t *testing.T) { checkstest.Run(t, rc104.Rule, "testdata") }
