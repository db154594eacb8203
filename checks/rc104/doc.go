// Package rc104 is rule RC104, timeout-over-budget: a literal timeout inside
// an MCP tool or resource handler longer than the budget of its kind.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC104.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc104
