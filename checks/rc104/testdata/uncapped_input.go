package fixtures

import (
	"context"
	"os/exec"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type sosArgs struct {
	Node           string `json:"node"`
	TimeoutSeconds int    `json:"timeout,omitempty"`
}

// A typed tool handler's wait taken from its arguments (batch 20:
// GoogleCloudPlatform/gke-mcp's sos report, `time.Duration(args.TimeoutSeconds)
// * time.Second` after a default-only `<= 0` test): nothing caps it.
func sosReport(ctx context.Context, req *mcp.CallToolRequest, args sosArgs) (*mcp.CallToolResult, any, error) {
	if args.TimeoutSeconds <= 0 {
		args.TimeoutSeconds = 20
	}
	c, cancel := context.WithTimeout(ctx, time.Duration(args.TimeoutSeconds)*time.Second) // want: RC104
	defer cancel()
	return nil, nil, exec.CommandContext(c, "kubectl", "get", "node", args.Node).Run()
}

// capped by a comparison: silent
func sosReportCapped(ctx context.Context, req *mcp.CallToolRequest, args sosArgs) (*mcp.CallToolResult, any, error) {
	if args.TimeoutSeconds <= 0 || args.TimeoutSeconds > 25 {
		args.TimeoutSeconds = 25
	}
	c, cancel := context.WithTimeout(ctx, time.Duration(args.TimeoutSeconds)*time.Second)
	defer cancel()
	return nil, nil, exec.CommandContext(c, "kubectl", "get", "node", args.Node).Run()
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "sos"}, sosReport)
	mcp.AddTool(s, &mcp.Tool{Name: "sos2"}, sosReportCapped)
}
