package tools

import (
	"context"

	"example.com/chain/cmds"
	"github.com/mark3labs/mcp-go/mcp"
)

func getPods(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := cmds.New("kubectl").WithArgs("get", "pods").WithArgs(req.GetString("ns", "")).Execute(ctx) // want: RC102
	if err != nil {
		return mcp.NewToolResultError("kubectl failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(out), nil
}

func run(ctx context.Context, args []string) (string, error) {
	return cmds.New("helm").WithArgs(args...).Execute(ctx)
}

func listReleases(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := run(ctx, []string{"list"}) // want: RC102
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(out), nil
}

func checkArgs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := cmds.New("kubectl").WithArgs(req.GetString("args", "")).Validate(); err != nil {
		return mcp.NewToolResultError("invalid: " + err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func getNodes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b := cmds.New("kubectl").WithArgs("get", "nodes")
	if ns := req.GetString("ns", ""); ns != "" {
		b = b.WithArgs("-n", ns)
	}
	out, err := b.Execute(ctx) // want: RC102
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(out), nil
}

func checkNodes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b := cmds.New("kubectl").WithArgs(req.GetString("args", ""))
	if err := b.Validate(); err != nil {
		return mcp.NewToolResultError("invalid: " + err.Error()), nil
	}
	return mcp.NewToolResultText(b.Name()), nil
}
