package ctormsg_test

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/checkstest"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/rc402"
)

// TestCtorMessage runs RC402 over helpers that raise the project's own
// exception class with an upstream's error body: a class whose constructor
// formats the argument into its message (positional and keyword, Python
// and TypeScript) is reported; the clean twins are a class that keeps the
// body in a field out of its message and a fixed text in the formatting
// class.
func TestCtorMessage(t *testing.T) {
	checkstest.RunRules(t, []*model.Rule{rc402.Rule}, "testdata")
}
