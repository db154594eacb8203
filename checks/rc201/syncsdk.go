package rc201

import (
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/facts/syncsdk"
	"github.com/resilience-check/resilience-check/checks/model"
)

// sdkClient returns the client that obj, the receiver of a call of method,
// is assumed to be when no library row names its class: an object of a
// third-party service-client class (package checks/facts/syncsdk: the class
// name, its package, no await on its methods in the file). ok is false
// otherwise.
func (c *BlockingCheck) sdkClient(obj *model.Node, method string) (ctor string, cl model.BlockingClient, ok bool) {
	if c.F.Lang != model.LangPython || obj == nil {
		return "", cl, false
	}
	ctor = pyctor.Of(c.F, obj)
	cl, ok = syncsdk.Client(c.F, ctor, method)
	return ctor, cl, ok
}
