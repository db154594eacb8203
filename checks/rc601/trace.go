package rc601

import "github.com/resilience-check/resilience-check/checks/model"

// Trace, when set, is told how RC601 judged each tool it found: the file's
// path, the tool's report line, its name ("" when unknown) and the outcome
// ("readname", "schema-unknown", "keyed", "keyed-or-id", "pending" (left to
// the function summaries), "pending-named" (left to them, but a POST they
// find is excused by the tool's name: CrossFileMessage), "settled",
// "excused", "keyed-helper", "reported:WHAT"). It is nil in every build but the rc601trace diagnostic
// one (trace_on.go); the gap count of bench/realcode/rc601gap.py reads it.
var Trace func(path string, line int, name, outcome string)

// trace tells Trace the outcome of tool t.
func (c *idemCheck) trace(t idemTool, outcome string) {
	if Trace == nil || t.report == nil {
		return
	}
	Trace(c.f.Path, model.LineOf(c.f, t.report), t.name, outcome)
}

// pendingOutcome is the outcome of a tool left to the function summaries:
// "pending-named" when its name alone excuses a POST they may find (a named
// kind, a state action, a set or delete verb), else "pending".
func pendingOutcome(name string) string {
	if name != "" && CrossFileMessage("tool "+name, "POST", "") == "" {
		return "pending-named"
	}
	return "pending"
}
