package srv

import (
	"context"
	"time"

	"example.com/fieldto/cfg"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Svc copies the configuration's fields (tjhop/prometheus-mcp-server's
// apiTimeout: cfg.PrometheusTimeout).
type Svc struct {
	conf  *cfg.Config
	wait  time.Duration
	quick time.Duration
	open  time.Duration
}

// New builds a Svc.
func New(c *cfg.Config) *Svc {
	return &Svc{conf: c, wait: c.WaitTimeout, quick: c.QuickTimeout, open: c.OpenTimeout}
}

func (s *Svc) run(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, time.Duration(s.conf.Timeout)*time.Second)
	defer cancel()
	return ctx.Err()
}

func (s *Svc) poll(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, s.wait)
	defer cancel()
	return ctx.Err()
}

func (s *Svc) ping(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, s.quick)
	defer cancel()
	return ctx.Err()
}

func (s *Svc) open1(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, s.open)
	defer cancel()
	return ctx.Err()
}

// A diff scan reads only some files: the field's writes are not all
// known there, so it stays unknown (no finding at the handlers' calls).
func (s *Svc) runTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, s.run(ctx)
}

func (s *Svc) pollTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, s.poll(ctx)
}

func (s *Svc) pingTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.ping(ctx); err != nil {
		return nil, err
	}
	return nil, s.open1(ctx)
}

// Register adds the tools.
func (s *Svc) Register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("run"), s.runTool)
	m.AddTool(mcp.NewTool("poll"), s.pollTool)
	m.AddTool(mcp.NewTool("ping"), s.pingTool)
}
