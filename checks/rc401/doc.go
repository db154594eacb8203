// Package rc401 is rule RC401, fail-open-authorization: authorization check grants access when it fails (fail-open).
//
// The rule, its documentation (Rule.Help, also docs/rules/RC401.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc401
