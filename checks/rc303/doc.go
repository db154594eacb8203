// Package rc303 is rule RC303, unbounded-retry: retry with no attempt limit and no deadline.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC303.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc303
