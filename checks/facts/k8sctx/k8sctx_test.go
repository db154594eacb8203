package k8sctx

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
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

// k8sTools is a tool handler sending a client-go request with its own
// context (reported when nothing bounds it), k8sKube builds the rest.Config.
const (
	k8sTools = `package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
)

type H struct{ cs *kubernetes.Clientset }

func (h *H) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("c"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := h.cs.CoreV1().Pods("default").List(ctx, metav1.ListOptions{})
		return nil, err
	})
}
`
	k8sKube = `package kube

import (
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
)

func Config(path string) (*rest.Config, error) { return clientcmd.BuildConfigFromFlags("", path) }

func New(cfg *rest.Config) (*kubernetes.Clientset, error) { return kubernetes.NewForConfig(cfg) }
`
)

// unboundedIn reports whether the request of k8sTools is reported with the
// repository files, in a whole scan (GoSearch lists every file, as the
// scan's inputs) or a diff scan (GoSearch lists the files holding one of
// the words, as git grep -w does).
func unboundedIn(t *testing.T, files map[string]string, whole bool) bool {
	t.Helper()
	files["tools/tools.go"] = k8sTools
	var paths []string
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	w := &thirdparty.World{
		Read: func(p string) ([]byte, error) {
			if s, ok := files[p]; ok {
				return []byte(s), nil
			}
			return nil, os.ErrNotExist
		},
		GoSearch: func(words []string) []string {
			if whole {
				return paths
			}
			var out []string
			for _, p := range paths {
				for _, wd := range words {
					if regexp.MustCompile(`(^|\W)` + regexp.QuoteMeta(wd) + `($|\W)`).MatchString(files[p]) {
						out = append(out, p)
						break
					}
				}
			}
			return out
		},
	}
	f := modeltest.Parse(t, "tools/tools.go", model.LangGo, []byte(k8sTools))
	thirdparty.Set(f, w)
	var got bool
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(n *model.Node) bool {
		if _, ok := Unbounded(f, n); ok {
			got = true
		}
		return true
	})
	return got
}

// TestUnboundedWorld: the repository-wide judgement, in a whole scan and in
// a diff scan (review34a LOW-4): reported when nothing bounds the request;
// not when another file that does not import k8s.io sets the config's
// Timeout (MEDIUM-5) or a tool middleware / timer bounds the handlers
// (MEDIUM-8); a Go file over 1 MiB elsewhere changes nothing in either mode
// (MEDIUM-6).
func TestUnboundedWorld(t *testing.T) {
	main := func(body string) string {
		return "package main\n\nimport (\n\t\"time\"\n\n\t\"example.com/k1/kube\"\n)\n\nfunc main() {\n\tcfg, _ := kube.Config(\"\")\n" + body + "\t_, _ = kube.New(cfg)\n\t_ = time.Second\n}\n"
	}
	blob := "package assets\n\nvar Blob = []byte(\"" + strings.Repeat("ab", 700_000) + "\")\n"
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  bool
	}{
		{"no timeout", map[string]string{"kube/client.go": k8sKube, "cmd/main.go": main("")}, true},
		{"timeout set by the user of the config", map[string]string{"kube/client.go": k8sKube, "cmd/main.go": main("\tcfg.Timeout = 30 * time.Second\n")}, false},
		{"an http.Client timeout is not the config's", map[string]string{"kube/client.go": k8sKube, "cmd/main.go": main("\tclient := newHTTP()\n\tclient.Timeout = 30 * time.Second\n")}, true},
		{"a Go file over 1 MiB", map[string]string{"kube/client.go": k8sKube, "cmd/main.go": main(""), "assets/blob.go": blob}, true},
		{"tool middleware with a timeout", map[string]string{"kube/client.go": k8sKube, "cmd/main.go": main(""), "cmd/mw.go": `package main

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func timeoutMW(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		return next(ctx, req)
	}
}

func newServer() *server.MCPServer {
	return server.NewMCPServer("k", "1", server.WithToolHandlerMiddleware(timeoutMW))
}
`}, false},
		{"a timer cancel", map[string]string{"kube/client.go": k8sKube, "cmd/main.go": main("\tctx, cancel := context.WithCancel(context.Background())\n\ttime.AfterFunc(15*time.Second, cancel)\n\t_ = ctx\n")}, false},
		{"a WithTimeout outside any middleware", map[string]string{"kube/client.go": k8sKube, "cmd/main.go": main("\tctx, cancel := context.WithTimeout(context.Background(), time.Second)\n\tdefer cancel()\n\t_ = ctx\n")}, true},
	} {
		for _, whole := range []bool{true, false} {
			if got := unboundedIn(t, tc.files, whole); got != tc.want {
				t.Errorf("%s (whole %v): reported %v, want %v", tc.name, whole, got, tc.want)
			}
		}
	}
}
