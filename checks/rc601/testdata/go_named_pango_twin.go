package tools

import (
	"context"

	"github.com/acme/firewall-sdk/rules"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The twin of go_named_pango.go: the same Create(ctx, loc, entry) on a
// client of an SDK no row lists says nothing of a name the upstream keeps
// unique, so the create is reported.

var ruleClient *rules.Service

func createFirewallRule(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (reported at the handler its registration names)
	name, _ := req.RequireString("name")
	entry := &rules.Entry{Name: name}
	created, err := ruleClient.Create(ctx, rules.Location{}, entry)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(created.Name), nil
}

func registerFirewall(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("firewall_rule_create"), createFirewallRule)
}
