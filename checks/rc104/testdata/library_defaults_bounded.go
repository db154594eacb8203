package vaulttools

// A clean look-alike: the configuration's client timeout is lowered.

import (
	"context"
	"time"

	vault "github.com/hashicorp/vault/api"
	"github.com/mark3labs/mcp-go/mcp"
)

func readBounded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cfg := vault.DefaultConfig()
	cfg.Timeout = 20 * time.Second
	c, err := vault.NewClient(cfg)
	if err != nil {
		return nil, err
	}
	s, err := c.Logical().ReadWithContext(ctx, req.GetString("path", ""))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(s.Data["value"].(string)), nil
}
