package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Client is a stand-in API client.
type Client struct{}

// DropletTool holds the droplet tools.
type DropletTool struct{ client *Client }

// NewDropletTool returns the droplet tools.
func NewDropletTool(c *Client) *DropletTool { return &DropletTool{client: c} }

func (d *DropletTool) CreateDroplet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: handler droplet-create
	return nil, nil
}

// helper is called by the handler, never registered itself.
func (d *DropletTool) helper(ctx context.Context, name string) (string, error) {
	return name, nil
}

// Tools lists the droplet tools.
func (d *DropletTool) Tools() []server.ServerTool {
	return []server.ServerTool{
		{
			Handler: d.CreateDroplet,
			Tool:    mcp.NewTool("droplet-create"),
		},
	}
}
