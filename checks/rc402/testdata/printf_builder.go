// An imported printf-style result builder (rpc.ErrorResult(format, args...),
// whose body is fmt.Sprintf(format, args...) into a TextContent) formats the
// arguments after its format: a bare error there is its text (batch 29,
// langazov/go-kubernetes-mcp-server internal/rpc/result.go).
package tools

import (
	"context"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/k8s/internal/rpc"
)

func readKubeconfig(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	data, err := os.ReadFile("/etc/kube/config")
	if err != nil {
		return rpc.ErrorResult("read kubeconfig: %v", err), nil, nil // want: RC402
	}
	return rpc.TextResult(string(data)), nil, nil
}

// Clean look-alike: %T formats the error's type name only.
func statKubeconfig(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	if _, err := os.Stat("/etc/kube/config"); err != nil {
		return rpc.ErrorResult("stat kubeconfig failed (%T)", err), nil, nil
	}
	return rpc.TextResult("ok"), nil, nil
}

// Clean look-alike: the error is logged, the builder gets fixed text.
func openKubeconfig(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	f, err := os.Open("/etc/kube/config")
	if err != nil {
		log.Printf("open kubeconfig: %v", err)
		return rpc.ErrorResult("open kubeconfig failed: %s", "see server log"), nil, nil
	}
	defer f.Close()
	return rpc.TextResult("ok"), nil, nil
}
