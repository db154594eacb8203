package main

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"example.com/x/internal/client"
	"github.com/mark3labs/mcp-go/mcp"
)

var c = &client.Client{}

func handleSlow(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	req, _ := http.NewRequest("GET", "https://x", nil)
	_, err := c.Do(ctx, req, 300*time.Second) // want: RC104
	if err != nil {
		return nil, fmt.Errorf("request failed")
	}
	return nil, nil
}

func handleFast(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	req, _ := http.NewRequest("GET", "https://x", nil)
	_, err := c.Do(ctx, req, 10*time.Second)
	if err != nil {
		return nil, fmt.Errorf("request failed")
	}
	return nil, nil
}
