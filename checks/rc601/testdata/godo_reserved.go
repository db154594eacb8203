package main

// godo (DigitalOcean): the Create methods of godo.Client's services POST a
// new resource (libmodels/data/clients.yml, mutating), ReservedIPs.Create
// among them; a tool that reserves an address without an idempotency key
// reserves a second one on a retry.

import (
	"context"

	"github.com/digitalocean/godo"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerDO(s *server.MCPServer, token string) {
	do := godo.NewFromToken(token)

	s.AddTool(mcp.NewTool("reserve_ip"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		_, _, err := do.ReservedIPs.Create(ctx, &godo.ReservedIPCreateRequest{Region: req.GetString("region", "")})
		return nil, err
	})

	s.AddTool(mcp.NewTool("reserve_ipv6"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		_, _, err := do.ReservedIPV6s.Create(ctx, &godo.ReservedIPV6CreateRequest{Region: req.GetString("region", "")})
		return nil, err
	})

	// ---- negative: a read ----

	s.AddTool(mcp.NewTool("get_reserved_ip"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, _, err := do.ReservedIPs.Get(ctx, req.GetString("ip", ""))
		return nil, err
	})
}
