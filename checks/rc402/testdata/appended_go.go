// A Go message variable set from an error's text and then appended to
// (`msg := err.Error()` followed by `msg += " | hint"`, youtube-go-mcp's
// toolErrFrom) still holds the error's text: the append does not replace it.
// A helper of the file is reported where it puts the text in the result.
// The clean twins start from a fixed text and append only fixed hints.
package server

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

var errAuth = errors.New("auth required")

func toolError(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg)
}

// toolErrFrom copies err's text and appends a hint for known errors.
func toolErrFrom(err error) *mcp.CallToolResult {
	msg := err.Error()
	switch {
	case errors.Is(err, errAuth):
		msg += " | set the token"
	case errors.Is(err, os.ErrNotExist):
		msg += " | check the path"
	}
	return toolError(msg) // want: RC402
}

// toolErrFixed appends hints to a fixed text only.
func toolErrFixed(err error) *mcp.CallToolResult {
	msg := "request failed"
	if errors.Is(err, errAuth) {
		msg += " | set the token"
	}
	return toolError(msg)
}

func readConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("/etc/app/config.json")
	if err != nil {
		return toolErrFrom(err), nil // reported in the helper
	}
	return mcp.NewToolResultText(string(data)), nil
}

func readConfigFixed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("/etc/app/config.json")
	if err != nil {
		return toolErrFixed(err), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}

func statConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.Stat("/etc/app/config.json")
	if err != nil {
		text := "stat failed: " + err.Error()
		if errors.Is(err, os.ErrPermission) {
			text += " (permission)"
		}
		return mcp.NewToolResultError(text), nil // want: RC402
	}
	return mcp.NewToolResultText("ok"), nil
}

func statConfigFixed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.Stat("/etc/app/config.json")
	if err != nil {
		text := "stat failed"
		if errors.Is(err, os.ErrPermission) {
			text += " (permission)"
		}
		return mcp.NewToolResultError(text), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
