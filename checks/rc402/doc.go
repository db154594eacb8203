// Package rc402 is rule RC402, error-detail-leak: raw exception text or stack trace returned to the client (tool result, HTTP response or protocol error).
//
// The rule, its documentation (Rule.Help, also docs/rules/RC402.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc402
