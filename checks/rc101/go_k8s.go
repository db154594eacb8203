package rc101

import (
	"github.com/resilience-check/resilience-check/checks/facts/k8sctx"
	"github.com/resilience-check/resilience-check/checks/model"
)

// goK8sFix is the advice for a client-go request with no deadline: a
// context with one per call, or a Timeout on the rest.Config every request
// is sent with (https://pkg.go.dev/k8s.io/client-go/rest#Config).
const goK8sFix = "ctx, cancel := context.WithTimeout(ctx, 30*time.Second); defer cancel() before the call, or set Timeout on the rest.Config the client is built from"

// goK8sRequest reports a Kubernetes API request of client-go whose context
// carries no deadline, on a client whose rest.Config sets no Timeout
// (k8sctx.Unbounded: a typed clientset or dynamic client verb, a pod log
// stream, a discovery call). Peer: the construction's library row
// (sdks-more.yml BuildConfigFromFlags, sdks-go6.yml ClientConfig) reports
// where the config is built; this reports where the deadline goes.
func (c *TimeoutCheck) goK8sRequest(fn *model.Node, r k8sctx.Request) {
	why := "its only bound is " + r.Ctx + ", which carries no deadline (nothing in this repository derives one)"
	switch r.Ctx {
	case "no context":
		why = "it takes no context"
	case "context.Background()":
		why = "its context is context.Background(), which never ends"
	case "the tool handler's context":
		why = "its only bound is the tool handler's context, which the MCP SDK gives no deadline"
	}
	c.report(fn, c.F.Text(fn)+" is a Kubernetes API request, "+why+", and the repository's rest.Config sets no Timeout "+
		"(client-go: \"A value of zero means no timeout\"), so a stalled API server holds it forever; "+goK8sFix, goK8sFix)
	c.Pending[len(c.Pending)-1].handlerCtx = r.Ctx == "the tool handler's context" // low, as a library call so given (http_timeout.go)
}
