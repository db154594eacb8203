package vaulttools

// HashiCorp Vault's DefaultConfig waits 60 s per request (libmodels/data/saas.yml),
// over the 30 s tool budget of the tool that builds it.

import (
	"context"

	vault "github.com/hashicorp/vault/api"
	"github.com/mark3labs/mcp-go/mcp"
)

func readSecret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cfg := vault.DefaultConfig() // want: RC104
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
