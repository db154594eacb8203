package tools

import (
	"context"
	"fmt"

	"github.com/acme/cloud-sdk-go/cloud"
	"github.com/mark3labs/mcp-go/mcp"
)

// api is the cloud SDK client the server sets up at start.
var api *cloud.Client

func createVM(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (a handler by its type, checks/facts/gotyped)
	vm, err := api.CreateVM(ctx, req.GetString("name", ""))
	if err != nil {
		return result(fmt.Sprintf("Error creating VM: %v", err)), nil // want: RC402
	}
	return result("created " + vm.ID), nil
}

func deleteVM(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := api.DeleteVM(ctx, req.GetString("name", ""))
	if err != nil {
		return failed(fmt.Sprintf("Error deleting VM: %v", err)), nil
	}
	return result("deleted"), nil
}

func listVMs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := api.ListVMs(ctx)
	if err != nil {
		return result("Error listing VMs"), nil
	}
	return result("ok"), nil
}
