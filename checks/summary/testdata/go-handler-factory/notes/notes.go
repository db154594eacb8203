package notes

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

// NewCreateHandler returns the create_note handler.
func NewCreateHandler(base string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 whole-only
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/notes", bytes.NewBufferString(req.GetString("text", "")))
		if err != nil {
			return mcp.NewToolResultError("bad request"), nil
		}
		resp, err := client.Do(r)
		if err != nil {
			return mcp.NewToolResultError("note not created"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	}
}

// LabelInput is the create_label input: main does not read another
// package's struct; the registry judges the handler here.
type LabelInput struct {
	Name string `json:"name"`
}

// NewTypedCreateHandler returns the create_label handler.
func NewTypedCreateHandler(base string) gosdk.ToolHandlerFor[LabelInput, any] {
	return func(ctx context.Context, req *gosdk.CallToolRequest, in LabelInput) (*gosdk.CallToolResult, any, error) { // want: RC601 whole-only
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/labels", bytes.NewBufferString(in.Name))
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
