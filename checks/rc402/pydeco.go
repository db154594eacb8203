package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/pydeco"
	"github.com/resilience-check/resilience-check/checks/model"
)

// pyDecoratedHandlerKind is the handler kind of a function of the file that
// a decorator returning fn wraps (pydeco.Wrapped): wrapper's returns are the
// tool's results.
func (c *leakCheck) pyDecoratedHandlerKind(fn *model.Node) (leakSink, bool) {
	for _, h := range pydeco.Wrapped(c.f, fn) {
		if kind, ok := c.pyHandlerKind(h); ok {
			return kind, true
		}
	}
	return 0, false
}
