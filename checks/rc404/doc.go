// Package rc404 is rule RC404, upstream-without-circuit-breaker: a server file
// that calls upstreams and uses no circuit breaker. It is off by default.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC404.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc404
