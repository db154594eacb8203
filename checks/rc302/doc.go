// Package rc302 is rule RC302, retry-without-backoff-jitter: retry with a fixed delay, no delay, or backoff without jitter.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC302.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc302
