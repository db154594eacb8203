package tools

import (
	"context"
	"fmt"
	"log"

	"example.com/cloudmcp/config"
	"github.com/mark3labs/mcp-go/mcp"
)

// listRegions calls a method of the SDK client a getter of the module
// returns, on the getter's result itself (no local in between).
func listRegions(ctx context.Context, cfg *config.Config, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	regions, err := cfg.VMC().ListRegions(ctx)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to list regions: %v", err)), nil // want: RC402
	}
	return mcp.NewToolResultText(fmt.Sprint(len(regions))), nil
}

// getPage goes through an API group field of the getter's result.
func getPage(ctx context.Context, cfg *config.Config, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, _, err := cfg.Wiki().Content.Get(ctx, req.GetString("id", ""), nil, 0)
	if err != nil {
		return mcp.NewToolResultError("failed to get page: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(page.Title), nil
}

// quietRegions logs the SDK's error and returns a fixed text.
func quietRegions(ctx context.Context, cfg *config.Config, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	regions, err := cfg.VMC().ListRegions(ctx)
	if err != nil {
		log.Printf("list regions: %v", err)
		return mcp.NewToolResultError("failed to list regions"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(len(regions))), nil
}

// checkSize calls a method of the module's own type a getter returns: no SDK.
func checkSize(ctx context.Context, cfg *config.Config, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := cfg.Limits().Check(ctx, len(req.GetString("body", ""))); err != nil {
		return mcp.NewToolResultError("too big: " + err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Register adds the tools.
func Register(s interface {
	AddTool(mcp.Tool, func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error))
}, cfg *config.Config) {
	s.AddTool(mcp.NewTool("list_regions"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return listRegions(ctx, cfg, req)
	})
	s.AddTool(mcp.NewTool("get_page"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return getPage(ctx, cfg, req)
	})
	s.AddTool(mcp.NewTool("quiet_regions"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return quietRegions(ctx, cfg, req)
	})
	s.AddTool(mcp.NewTool("check_size"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return checkSize(ctx, cfg, req)
	})
}
