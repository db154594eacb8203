package finding

import (
	"time"

	"github.com/resilience-check/resilience-check/libmodels"
)

// Settings are the per-scan options that rules read, filled by the engine
// from the configuration (rules never read the configuration themselves).
// The zero value is the default behaviour.
type Settings struct {
	// ScriptsAreServers makes rules that matter only for long-running servers
	// (RC201) report in scripts and command-line entry points too (model.File.IsScript).
	ScriptsAreServers bool
	// Budgets are the timeout budgets by kind of operation; a zero field
	// means its default (see DefaultBudgets).
	Budgets Budgets
	// Libraries are the library rows the row-driven checks read
	// (bounds.BoundGaps): the built-in rows with the configuration's
	// `libraries:` merged over them; nil means the built-in rows.
	Libraries *libmodels.Set
}

// Budgets are timeout budgets by kind of operation.
type Budgets struct {
	Tool, Resource, Request, Connect, DB time.Duration
}

// DefaultBudgets are the defaults of the
// MCP Security Standard control MCP-INPUT-03 "Timeout Enforcement"
// (https://mcp-security-standard.org/en/v0.1.0/controls/input/mcp-input-03-timeout-enforcement):
// a tool call 30 s, a resource read 10 s, an outbound request 60 s, a connect
// 5 s, a database query 15 s.
var DefaultBudgets = Budgets{Tool: 30 * time.Second, Resource: 10 * time.Second, Request: 60 * time.Second,
	Connect: 5 * time.Second, DB: 15 * time.Second}

// WithDefaults returns b with each zero field set to its default.
func (b Budgets) WithDefaults() Budgets {
	d := DefaultBudgets
	if b.Tool > 0 {
		d.Tool = b.Tool
	}
	if b.Resource > 0 {
		d.Resource = b.Resource
	}
	if b.Request > 0 {
		d.Request = b.Request
	}
	if b.Connect > 0 {
		d.Connect = b.Connect
	}
	if b.DB > 0 {
		d.DB = b.DB
	}
	return d
}
