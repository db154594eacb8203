package main

// The Docker Engine API answers 304 to starting a started container or
// stopping a stopped one (libmodels/data/http-apis.yml,
// docker-engine-http-api): a repeat leaves the state the first call set.
// Portainer forwards the same calls under /api/endpoints/{id}/docker/.
// A restart restarts again, and an exec instance is new on every call.

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type PortainerClient struct {
	baseURL string
	http    *http.Client
}

func (c *PortainerClient) doRequest(ctx context.Context, method, url string) error {
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *PortainerClient) StartContainer(ctx context.Context, endpointID int, id string) error {
	url := fmt.Sprintf("%s/api/endpoints/%d/docker/containers/%s/start", c.baseURL, endpointID, id)
	return c.doRequest(ctx, "POST", url)
}

func (c *PortainerClient) StopContainer(ctx context.Context, endpointID int, id string) error {
	url := fmt.Sprintf("%s/api/endpoints/%d/docker/containers/%s/stop", c.baseURL, endpointID, id)
	return c.doRequest(ctx, "POST", url)
}

func (c *PortainerClient) RestartContainer(ctx context.Context, endpointID int, id string) error {
	url := fmt.Sprintf("%s/api/endpoints/%d/docker/containers/%s/restart", c.baseURL, endpointID, id)
	return c.doRequest(ctx, "POST", url)
}

func (c *PortainerClient) CreateExec(ctx context.Context, endpointID int, id string) error {
	url := fmt.Sprintf("%s/api/endpoints/%d/docker/containers/%s/exec", c.baseURL, endpointID, id)
	return c.doRequest(ctx, "POST", url)
}

func registerDocker(s *server.MCPServer, c *PortainerClient) {
	// ---- positives ----
	s.AddTool(mcp.NewTool("portainer_restart_container", mcp.WithString("container_id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		return mcp.NewToolResultText("ok"), c.RestartContainer(ctx, 1, req.GetString("container_id", ""))
	})
	s.AddTool(mcp.NewTool("portainer_exec_container", mcp.WithString("container_id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		return mcp.NewToolResultText("ok"), c.CreateExec(ctx, 1, req.GetString("container_id", ""))
	})
	// ---- negatives ----
	s.AddTool(mcp.NewTool("portainer_start_container", mcp.WithString("container_id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), c.StartContainer(ctx, 1, req.GetString("container_id", ""))
	})
	s.AddTool(mcp.NewTool("portainer_stop_container", mcp.WithString("container_id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), c.StopContainer(ctx, 1, req.GetString("container_id", ""))
	})
}
