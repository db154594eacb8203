package scan

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// k8sRepo is a repository whose tool handler sends a client-go request
// with its own context and whose rest.Config (kube/client.go) sets no
// Timeout: RC101 reports the request (checks/facts/k8sctx).
var k8sRepo = map[string]string{
	"go.mod": "module example.com/k1\n\ngo 1.22\n",
	"kube/client.go": `package kube

import (
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
)

func Config(path string) (*rest.Config, error) { return clientcmd.BuildConfigFromFlags("", path) }

func New(cfg *rest.Config) (*kubernetes.Clientset, error) { return kubernetes.NewForConfig(cfg) }
`,
	"tools/tools.go": `package tools

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
`,
}

// k8sFindings returns the "path:line" of the Kubernetes API request
// findings of a scan of root with paths.
func k8sFindings(t *testing.T, root string, paths ...string) []string {
	t.Helper()
	for i, p := range paths {
		paths[i] = filepath.Join(root, p)
	}
	return k8sIn(t, Options{Repo: root, Engine: rc101(t), Paths: paths})
}

// k8sIn returns the "path:line" of the Kubernetes API request findings of
// a scan with o.
func k8sIn(t *testing.T, o Options) []string {
	t.Helper()
	rep, err := Run(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range rep.Findings {
		if f.RuleID == "RC101" && strings.Contains(f.Message, "Kubernetes API request") {
			out = append(out, fmt.Sprintf("%s:%d", f.Path, f.StartLine))
		}
	}
	return out
}

// TestPathModeSearchesRepository: a scan of named paths inside a git work
// tree judges a client-go request as the whole scan does: the repository's
// other Go files are searched for a rest.Config Timeout (review34a
// MEDIUM-7), and a Timeout set in an unnamed folder silences it.
func TestPathModeSearchesRepository(t *testing.T) {
	root := t.TempDir()
	git(t, root, "init", "-q", "-b", "main")
	write(t, root, k8sRepo)
	git(t, root, "add", "-A")
	git(t, root, "commit", "-q", "-m", "base")
	base := git(t, root, "rev-parse", "HEAD")
	write(t, root, map[string]string{"tools/tools.go": strings.Replace(k8sRepo["tools/tools.go"], `Pods("default")`, `Pods("kube-system")`, 1)})
	git(t, root, "commit", "-q", "-am", "head")
	head := git(t, root, "rev-parse", "HEAD")
	want := []string{"tools/tools.go:16"}
	equal(t, "whole", k8sFindings(t, root), want)
	// diff mode: World.GoSearch runs git grep (review34a LOW-4)
	equal(t, "diff", k8sIn(t, Options{Repo: root, Base: base, Head: head, Engine: rc101(t)}), want)
	equal(t, "diff, work tree", k8sIn(t, Options{Repo: root, Base: base, Engine: rc101(t)}), want)
	equal(t, "tools kube", k8sFindings(t, root, "tools", "kube"), want)
	equal(t, "tools", k8sFindings(t, root, "tools"), want)

	write(t, root, map[string]string{"cmd/main.go": "package main\n\nimport (\n\t\"time\"\n\n\t\"example.com/k1/kube\"\n)\n\nfunc main() {\n\tcfg, _ := kube.Config(\"\")\n\tcfg.Timeout = 30 * time.Second\n\t_, _ = kube.New(cfg)\n}\n"})
	equal(t, "whole, Timeout set", k8sFindings(t, root), nil)
	equal(t, "tools, Timeout set", k8sFindings(t, root, "tools"), nil)
}
