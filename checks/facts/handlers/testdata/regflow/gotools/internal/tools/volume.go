package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// VolumeTool holds the volume tools.
type VolumeTool struct{ client *Client }

// NewVolumeTool returns the volume tools.
func NewVolumeTool(c *Client) *VolumeTool { return &VolumeTool{client: c} }

func (v *VolumeTool) CreateVolume(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: handler volume-create
	return nil, nil
}

// Handlers is a look-alike: a table of functions nothing registers.
func (v *VolumeTool) Handlers() []func(context.Context, string) (string, error) {
	return []func(context.Context, string) (string, error){v.ListVolumes}
}

// ListVolumes is in the look-alike table only.
func (v *VolumeTool) ListVolumes(ctx context.Context, name string) (string, error) {
	return name, nil
}

// Tools lists the volume tools.
func (v *VolumeTool) Tools() []server.ServerTool {
	return []server.ServerTool{{Handler: v.CreateVolume, Tool: mcp.NewTool("volume-create")}}
}
