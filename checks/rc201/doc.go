// Package rc201 is rule RC201, blocking-call-in-async: blocking call inside an async function stalls the event loop.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC201.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc201
