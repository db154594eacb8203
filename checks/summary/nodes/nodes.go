// Package nodes holds the small syntax questions the summaries ask of a
// file's nodes (package summary), apart so that summary stays under the
// package size ceiling (checks/size_test.go).
package nodes

import (
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// SelfField reports whether n is `self.x` / `this.x`: the receiver of
// self.client.indexes.create() (summary's Program.resolveCall, four parts).
func SelfField(f *model.File, n *model.Node) bool {
	o := n.ChildByFieldName("object")
	return (n.Sym() == model.SymAttribute || n.Sym() == model.SymMemberExpression) && o != nil && (f.Text(o) == "self" || f.Text(o) == "this")
}

// Mutation is xfacts.Mutation of call n, "" when RC601 is not linked.
func Mutation(f *model.File, n *model.Node) string {
	if xfacts.Mutation == nil {
		return ""
	}
	return xfacts.Mutation(f, n)
}
