// Package rc301 is rule RC301, retry-of-non-idempotent-request: non-idempotent request (POST/PATCH) retried without an idempotency key.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC301.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc301
