// Package rc103 is rule RC103, db-call-without-timeout: database connection or query without a connect or statement timeout.
//
// The rule, its documentation (Rule.Help, also docs/rules/RC103.md) and its
// fixtures (testdata/, with want comments on the lines it must report) live
// here together. It reads the facts of package model and imports no other rule.
package rc103
