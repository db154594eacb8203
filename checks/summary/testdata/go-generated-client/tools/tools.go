package tools

import (
	"context"

	"example.com/gen/api"
	"example.com/gen/jobs"
	"github.com/mark3labs/mcp-go/mcp"
)

// NewCreatePetHandler makes the create-pet tool's handler.
func NewCreatePetHandler(client *api.ClientWithResponses) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := client.CreatePetWithResponse(ctx, req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want: RC402
		}
		return mcp.NewToolResultText(string(resp.Body)), nil
	}
}

// NewRunHandler makes the run tool's handler: Runner.Do is no HTTP doer.
func NewRunHandler(q *jobs.Queue) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := q.Run(ctx, req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

// NewSaveHandler makes the save tool's handler: the embedded Store has two implementations.
func NewSaveHandler(c *jobs.Cached) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.Save(ctx, req.GetString("name", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("saved"), nil
	}
}

// NewAdoptHandler makes the adopt tool's handler.
func NewAdoptHandler(client *api.ClientWithResponses) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := client.AdoptPet(ctx, req.GetString("name", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want: RC402
		}
		return mcp.NewToolResultText("adopted"), nil
	}
}

// NewPingHandler makes the ping tool's handler: Ping's errors are its own text.
func NewPingHandler(client *api.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := client.Ping(ctx); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("pong"), nil
	}
}
