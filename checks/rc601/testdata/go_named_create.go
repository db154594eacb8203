package tools

import (
	"context"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	centreon "github.com/tphakala/centreon-go-client"
)

// Centreon creates of a named configuration object (checks/facts/idemkey
// goNamedCreates): Centreon refuses a second host or host group of the
// same name with 409 Conflict, so a retry creates nothing twice. A name
// made up per call and a create of a kind no row lists (a downtime, a new
// one per call) are still reported.

var client *centreon.Client

func createHost(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, _ := req.RequireString("name")
	id, err := client.Hosts.Create(ctx, &centreon.CreateHostRequest{Name: name, Address: "10.0.0.1"})
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(rune(id))), nil
}

func createHostGroup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, _ := req.RequireString("name")
	id, err := client.HostGroups.Create(ctx, centreon.CreateHostGroupRequest{Name: name})
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(rune(id))), nil
}

func createScratchHost(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (reported at the handler its registration names)
	id, err := client.Hosts.Create(ctx, &centreon.CreateHostRequest{Name: "scratch-" + uuid.NewString(), Address: "10.0.0.2"})
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(rune(id))), nil
}

func createDowntime(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (reported at the handler its registration names)
	host, _ := req.RequireInt("host_id")
	id, err := client.Downtimes.Create(ctx, &centreon.CreateDowntimeRequest{HostID: host, Comment: "maintenance"})
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(rune(id))), nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("centreon_host_create"), createHost)
	s.AddTool(mcp.NewTool("centreon_host_group_create"), createHostGroup)
	s.AddTool(mcp.NewTool("centreon_scratch_host_create"), createScratchHost)
	s.AddTool(mcp.NewTool("centreon_downtime_create"), createDowntime)
}
