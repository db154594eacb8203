// Package rc501 is rule RC501, unbounded-pool: database connection pool without a size cap, idle limit or acquire timeout.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC501.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc501
