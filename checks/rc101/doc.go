// Package rc101 is rule RC101, http-call-without-timeout: outbound HTTP or socket call without an explicit timeout.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC101.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc101
