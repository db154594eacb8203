package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/cntpath"
	"github.com/resilience-check/resilience-check/checks/model"
)

// filledPart returns the raw error text that the function around member
// expression n (`results.failed`) put into that part of a container a local
// variable holds before n: `results.failed.push({ id, error: e.message })`,
// `results.failed[id] = e.message`. Only fills of the same part count, so
// `results.deleted.length` does not take what went into `results.failed`. The
// source is reported where it goes in, the line to fix.
func (c *leakCheck) filledPart(n *model.Node, hops int) *leakSource {
	root := n
	for root != nil && root.Sym() == model.SymMemberExpression {
		root = model.Unwrap(root.ChildByFieldName("object"))
	}
	if root == nil || root.Sym() != model.SymIdentifier || hops > 3 {
		return nil
	}
	v := c.f.Lookup(c.f.Text(root), root)
	fn := model.EnclosingFunc(n)
	if v == nil || fn == nil || !model.Contains(fn, v) {
		return nil
	}
	if v.Sym() != model.SymObject && v.Sym() != model.SymArray {
		return nil
	}
	path := c.f.Text(n)
	var best *leakSource
	for _, val := range cntpath.Fills(c.f, fn, n, func(obj *model.Node, _ bool) bool { return c.f.Text(obj) == path }) {
		best = better(best, c.taint(val, true, hops+1))
	}
	return best // reported where the text goes into the container, as filled does
}
