package k8sctx

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestShapes: the call shapes read as client-go requests (typed, dynamic,
// log stream, discovery) and the look-alikes that are not (a project's
// List, a lower-case accessor, a Resource call with two arguments, a
// discovery accessor with an argument).
func TestShapes(t *testing.T) {
	for _, tc := range []struct {
		call string
		want bool
	}{
		{`cs.CoreV1().Pods(ns).List(ctx, opts)`, true},
		{`c.cs.AppsV1().Deployments(ns).Get(ctx, name, opts)`, true},
		{`tc.TektonV1().PipelineRuns(ns).Create(ctx, pr, opts)`, true},
		{`m.MetricsV1beta1().NodeMetricses().List(ctx, opts)`, true},
		{`dyn.Resource(gvr).Namespace(ns).Patch(ctx, name, pt, data, opts)`, true},
		{`dyn.Resource(gvr).List(ctx, opts)`, true},
		{`cs.CoreV1().Pods(ns).GetLogs(pod, o).Stream(ctx)`, true},
		{`cs.Discovery().ServerVersion()`, true},
		{`h.Client.GetDiscoveryClient().ServerGroupsAndResources()`, true},
		{`store.List(ctx)`, false},
		{`cs.coreV1().Pods(ns).List(ctx, opts)`, false},
		{`cs.CoreV1(x).Pods(ns).List(ctx, opts)`, false},
		{`dyn.Resource(gvr, extra).List(ctx, opts)`, false},
		{`cs.CoreV1().Pods(ns).Evict(ctx, e)`, false},
		{`cs.Discovery(x).ServerVersion()`, false},
		{`cs.CoreV1().Pods(ns).Stream(ctx)`, false},
	} {
		src := "package p\n\nfunc f() {\n\t_ = " + tc.call + "\n}\n"
		f := modeltest.Parse(t, "a.go", model.LangGo, []byte(src))
		var got bool
		f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(n *model.Node) bool {
			if n.Parent() != nil && n.Parent().Sym() == model.SymCallExpression {
				return true
			}
			if f.Text(n) == tc.call {
				got = shape(f, n)
			}
			return true
		})
		if got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.call, got, tc.want)
		}
	}
}
