// Package rc602 is rule RC602, aggregation-without-allsettled: multi-source aggregation fails as a whole when one source fails (Promise.all, asyncio.gather).
//
// The rule, its documentation (Rule.Help, also docs/rules/RC602.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc602
