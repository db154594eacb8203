package srv

import (
	"context"
	"time"

	"example.com/envdur/cfg"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Deps copies the configuration's fields into fields of the same names
// (panos-mcp-go's Deps{JobWait: cfg.JobWait}): each holds what the
// configuration's field holds, no value of its own.
type Deps struct {
	JobWait   time.Duration
	PollWait  time.Duration
	QuickWait time.Duration
}

// New builds the Deps.
func New(c cfg.Config) *Deps {
	return &Deps{JobWait: c.JobWait, PollWait: c.PollWait, QuickWait: c.QuickWait}
}

func (d *Deps) waitJob(ctx context.Context) error {
	wctx, cancel := context.WithTimeout(ctx, d.JobWait)
	defer cancel()
	return wctx.Err()
}

func (d *Deps) pollJob(ctx context.Context) error {
	wctx, cancel := context.WithTimeout(ctx, d.PollWait)
	defer cancel()
	return wctx.Err()
}

func (d *Deps) quickJob(ctx context.Context) error {
	wctx, cancel := context.WithTimeout(ctx, d.QuickWait)
	defer cancel()
	return wctx.Err()
}

func (d *Deps) commitTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := d.waitJob(ctx); err != nil {
		return nil, err
	}
	return nil, d.pollJob(ctx)
}

func (d *Deps) statusTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, d.quickJob(ctx)
}

// Register adds the tools.
func (d *Deps) Register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("commit"), d.commitTool)
	m.AddTool(mcp.NewTool("status"), d.statusTool)
}
