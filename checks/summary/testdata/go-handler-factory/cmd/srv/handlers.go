package main

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

var client = &http.Client{Timeout: 10 * time.Second}

var errFailed = errors.New("request failed")

func newCreateTicketHandler(base string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/tickets", bytes.NewBufferString(req.GetString("title", "")))
		if err != nil {
			return mcp.NewToolResultError("bad request"), nil
		}
		resp, err := client.Do(r)
		if err != nil {
			return mcp.NewToolResultError("ticket not created"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	}
}

func newUpdateTicketHandler(base string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodPut, base+"/tickets/"+req.GetString("id", ""), nil)
		if err != nil {
			return mcp.NewToolResultError("bad request"), nil
		}
		resp, err := client.Do(r)
		if err != nil {
			return mcp.NewToolResultError("ticket not updated"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	}
}

// newReportHandler makes a POST while it builds the handler? No: it only
// builds a GET handler; the POST below is in a callback it never returns.
func newReportHandler(base string) server.ToolHandlerFunc {
	go func() {
		r, _ := http.NewRequest(http.MethodPost, base+"/warmup", nil)
		if resp, err := client.Do(r); err == nil {
			resp.Body.Close()
		}
	}()
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/report", nil)
		if err != nil {
			return mcp.NewToolResultError("bad request"), nil
		}
		resp, err := client.Do(r)
		if err != nil {
			return mcp.NewToolResultError("no report"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	}
}

type CreateTaskInput struct {
	Title string `json:"title" jsonschema:"required"`
}

type CreateEventInput struct {
	Title          string `json:"title" jsonschema:"required"`
	IdempotencyKey string `json:"idempotency_key" jsonschema:"required"`
}

func newCreateTaskHandler(base string) gosdk.ToolHandlerFor[CreateTaskInput, any] {
	return func(ctx context.Context, req *gosdk.CallToolRequest, in CreateTaskInput) (*gosdk.CallToolResult, any, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/tasks", bytes.NewBufferString(in.Title))
		if err != nil {
			return nil, nil, errFailed
		}
		resp, err := client.Do(r)
		if err != nil {
			return nil, nil, errFailed
		}
		defer resp.Body.Close()
		return &gosdk.CallToolResult{}, nil, nil
	}
}

func newCreateEventHandler(base string) gosdk.ToolHandlerFor[CreateEventInput, any] {
	return func(ctx context.Context, req *gosdk.CallToolRequest, in CreateEventInput) (*gosdk.CallToolResult, any, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/events", bytes.NewBufferString(in.Title))
		if err != nil {
			return nil, nil, errFailed
		}
		r.Header.Set("Idempotency-Key", in.IdempotencyKey)
		resp, err := client.Do(r)
		if err != nil {
			return nil, nil, errFailed
		}
		defer resp.Body.Close()
		return &gosdk.CallToolResult{}, nil, nil
	}
}
