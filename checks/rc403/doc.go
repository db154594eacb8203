// Package rc403 is rule RC403, upstream-without-circuit-breaker: upstream calls without a circuit breaker, or one breaker shared by several upstreams.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC403.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc403
