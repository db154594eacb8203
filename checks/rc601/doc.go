// Package rc601 is rule RC601, mutating-tool-without-idempotency-key: mCP tool performs a non-idempotent mutation but takes no idempotency key.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC601.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc601
