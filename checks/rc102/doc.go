// Package rc102 is rule RC102, subprocess-without-timeout: child process run or waited for without a timeout.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC102.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc102
