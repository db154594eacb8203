package rc101

import "github.com/resilience-check/resilience-check/checks/model"

// pyNode is RC101's Python visitor: a call (Python), or an assignment that
// gives a session's method a default timeout,
// s.request = functools.partial(s.request, timeout=10).
func (c *TimeoutCheck) pyNode(n *model.Node) {
	switch n.Sym() {
	case model.SymCall:
		c.Python(n)
	case model.SymAssignment:
		if l := n.ChildByFieldName("left"); l != nil && l.Sym() == model.SymAttribute &&
			model.PyHTTPMethods[c.F.Text(l.ChildByFieldName("attribute"))] {
			c.Fact(FactSessionDefault+c.F.Text(l.ChildByFieldName("object")), n)
			c.Fact(FactSessionDefault+"*", n)
		}
	}
}
