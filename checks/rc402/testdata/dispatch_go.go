// A dispatcher that looks up the tool a request names and runs it: any
// error of any tool comes out of Execute (package checks/facts/dispatch;
// mcp-devtools' main.go).
package dispatch

import (
	"context"

	"example.com/app/registry"
	"github.com/mark3labs/mcp-go/mcp"
)

func HandleCall(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	currentTool, ok := registry.GetTool(req.Params.Name)
	if !ok {
		return mcp.NewToolResultError("unknown tool"), nil
	}
	result, err := currentTool.Execute(ctx, req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want: RC402
	}
	return result, nil
}

// Clean twin: the dispatcher sends a fixed message.
func HandleCallQuiet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	currentTool, ok := registry.GetTool(req.Params.Name)
	if !ok {
		return mcp.NewToolResultError("unknown tool"), nil
	}
	result, err := currentTool.Execute(ctx, req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError("the tool failed; see the server log"), nil
	}
	return result, nil
}

// CommandExecutor runs one tool.
type CommandExecutor interface {
	Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)
}

// Left alone here: the executor is a parameter, whose origin is what the
// callers pass (the reading of a helper's parameter), not this package's.
func CreateToolHandler(executor CommandExecutor) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		result, err := executor.Execute(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return result, nil
	}
}
