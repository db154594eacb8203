package tools

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"time"

	"example.com/ew/utils"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	client = &http.Client{Timeout: 10 * time.Second}
	logger = log.Default()
)

func getKey(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := client.Get(req.GetString("url", ""))
	if err != nil {
		return nil, utils.LogAndReturnError(logger, "fetching key", err) // want: RC402
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func getMovie(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := client.Get(req.GetString("movie", ""))
	if err != nil {
		return nil, utils.Fetching(err, "movie") // want: RC402
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func getNode(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := client.Get(req.GetString("node", ""))
	if err != nil {
		return nil, utils.Masked(logger, "fetching node", err)
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func getService(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := client.Get(req.GetString("service", ""))
	if err != nil {
		_ = utils.LogAndReturnError(logger, "fetching service", err) // logged only
		return mcp.NewToolResultError("the service could not be fetched"), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func getPlain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := client.Get(req.GetString("plain", ""))
	if err != nil {
		return nil, fmt.Errorf("plain: %w", err) // want: RC402
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("key"), getKey)
	s.AddTool(mcp.NewTool("movie"), getMovie)
	s.AddTool(mcp.NewTool("node"), getNode)
	s.AddTool(mcp.NewTool("service"), getService)
	s.AddTool(mcp.NewTool("plain"), getPlain)
}
