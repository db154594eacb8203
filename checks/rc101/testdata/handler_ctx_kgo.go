package tools

// A Go library bounded only by the context a call is given (franz-go's
// PollFetches, libmodels/data/sdks-rows4.yml) given an MCP tool handler's
// own context: mcp-go gives that context no deadline, so only the MCP
// client's cancellation ends the wait (low). Clean twins: the handler that
// derives a deadline first, and the client built with none of the row's
// settings but polled under a timeout.

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/twmb/franz-go/pkg/kgo"
)

var cl *kgo.Client

func consume(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fs := cl.PollFetches(ctx) // want: RC101 low
	if fs.Empty() {
		return mcp.NewToolResultText("no records"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func consumeBounded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	fs := cl.PollFetches(ctx)
	if fs.Empty() {
		return mcp.NewToolResultText("no records"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
