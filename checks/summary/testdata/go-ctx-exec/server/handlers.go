package server

import (
	"context"
	"time"

	"example.com/exectx/ffmpeg"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("trim"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ffmpeg.Trim(context.Background(), req.GetString("in", ""), "out.mp4"); err != nil { // want: RC102
			return mcp.NewToolResultError("trim failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("trim_ctx"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ffmpeg.Trim(ctx, req.GetString("in", ""), "out.mp4"); err != nil { // want: RC102
			return mcp.NewToolResultError("trim failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("trim_deadline"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		if err := ffmpeg.Trim(ctx, req.GetString("in", ""), "out.mp4"); err != nil {
			return mcp.NewToolResultError("trim failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("convert"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ffmpeg.Convert(context.Background(), req.GetString("in", "")); err != nil {
			return mcp.NewToolResultError("convert failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("probe"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := ffmpeg.Probe(context.Background(), req.GetString("in", "")); err != nil {
			return mcp.NewToolResultError("probe failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
