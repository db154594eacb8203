package rc404_test

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/checkstest"
	"github.com/resilience-check/resilience-check/checks/rc404"
)

// TestFixtures runs RC404 over testdata/, whose want comments name the lines
// it must report.
func TestFixtures(t *testing.T) { checkstest.Run(t, rc404.Rule, "testdata") }
