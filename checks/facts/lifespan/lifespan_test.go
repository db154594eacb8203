package lifespan_test

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/checkstest"
	_ "github.com/resilience-check/resilience-check/checks/facts/lifespan"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/rc101"
	"github.com/resilience-check/resilience-check/checks/rc201"
	"github.com/resilience-check/resilience-check/checks/rc402"
)

// TestLifespanEntries runs the rules that judge calls on a client over
// fixtures whose clients come from a FastMCP lifespan: a dict entry, a
// dataclass field (keyword and positional), a name bound to the context;
// the clean look-alikes are a client with a timeout and a key no lifespan
// yields.
func TestLifespanEntries(t *testing.T) {
	checkstest.RunRules(t, []*model.Rule{rc101.Rule, rc201.Rule, rc402.Rule}, "testdata")
}
