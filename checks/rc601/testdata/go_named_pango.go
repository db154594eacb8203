package tools

import (
	"context"

	"github.com/PaloAltoNetworks/pango/policies/rules/security"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// pango's Create(ctx, loc, entry) requires the entry's Name and sets the
// entry at entry[@name=...] (checks/facts/idemkey goNamedCreates): a retry
// sets the same rule again. Its twin, go_named_pango_twin.go, makes the
// same call on a client of no listed SDK and is reported.

var rulesClient *security.Service

func createRule(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, _ := req.RequireString("name")
	entry := &security.Entry{Name: name}
	created, err := rulesClient.Create(ctx, security.Location{}, entry)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(created.Name), nil
}

func registerRules(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("panos_security_rule_create"), createRule)
}
