package tools

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterDirect adds tools that call the clientset themselves: given the
// handler's own context, which mcp-go gives no deadline, a request is
// reported at low severity (the MCP client may still cancel it), as RC101
// reports a library call so given; given context.Background() it is
// medium.
func RegisterDirect(s *server.MCPServer, cs *kubernetes.Clientset) {
	s.AddTool(mcp.NewTool("namespaces"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		list, err := cs.CoreV1().Namespaces().List(ctx, metav1.ListOptions{})
		if err != nil {
			return mcp.NewToolResultError("namespaces failed"), nil
		}
		return mcp.NewToolResultText(string(rune(len(list.Items)))), nil
	})
	s.AddTool(mcp.NewTool("nodes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		list, err := cs.CoreV1().Nodes().List(context.Background(), metav1.ListOptions{})
		if err != nil {
			return mcp.NewToolResultError("nodes failed"), nil
		}
		return mcp.NewToolResultText(string(rune(len(list.Items)))), nil
	})
}
