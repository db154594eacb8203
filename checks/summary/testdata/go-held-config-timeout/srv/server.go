package srv

import (
	"context"
	"time"

	"example.com/heldcfg/cfg"
	"example.com/heldcfg/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Deps holds the client and the process limit the tools use.
type Deps struct {
	c           *client.Client
	ProcSeconds int
}

// New builds the Deps from the configuration.
func New(c cfg.Config) *Deps {
	return &Deps{c: client.New(client.Options{APITimeout: c.APITimeout, QuickTimeout: c.QuickTimeout}), ProcSeconds: c.ProcSeconds}
}

func (d *Deps) runProc(ctx context.Context) error {
	wctx, cancel := context.WithTimeout(ctx, time.Duration(d.ProcSeconds)*time.Second)
	defer cancel()
	return wctx.Err()
}

func (d *Deps) fetchTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := d.c.Fetch(ctx, "https://api.example.com/items")
	if err != nil {
		return mcp.NewToolResultError("the upstream call failed"), nil
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func (d *Deps) pingTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := d.c.Ping(ctx, "https://api.example.com/ping")
	if err != nil {
		return mcp.NewToolResultError("the upstream call failed"), nil
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func (d *Deps) boundedTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := d.c.FetchBounded(ctx, "https://api.example.com/items")
	if err != nil {
		return mcp.NewToolResultError("the upstream call failed"), nil
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func (d *Deps) procTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, d.runProc(ctx)
}

// Register adds the tools.
func (d *Deps) Register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("fetch"), d.fetchTool)
	m.AddTool(mcp.NewTool("ping"), d.pingTool)
	m.AddTool(mcp.NewTool("bounded"), d.boundedTool)
	m.AddTool(mcp.NewTool("proc"), d.procTool)
}
