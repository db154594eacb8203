package main

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
)

// Building a request sends nothing: http.NewRequestWithContext fails only
// on an invalid method or an unparsable URL (a *url.Error quoting the URL).

type config struct{ base *url.URL }

// selectURL re-serialises a parsed URL: it cannot fail to parse again.
func selectURL(cfg *config, path ...string) (string, error) {
	return cfg.base.JoinPath("select").JoinPath(path...).String(), nil
}

// newSelectRequest returns the error of building the request only.
func newSelectRequest(ctx context.Context, cfg *config, path string) (*http.Request, error) {
	u, err := selectURL(cfg, path)
	if err != nil {
		return nil, fmt.Errorf("failed to get select URL: %v", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, fmt.Errorf("failed to create request: %v", err)
	}
	return req, nil
}

// the request-building error of a URL that cannot fail to parse: nothing
// of the server in it
func queryHandler(cfg *config) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := newSelectRequest(ctx, cfg, "query")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want: RC402
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	}
}

// the clean look-alike's opposite: a URL formatted from the configured base
// text can fail to parse, and its *url.Error quotes the internal host
func renderHandler(base string) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		full := fmt.Sprintf("%s/render/%s", base, req.GetString("uid", ""))
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, full, nil)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want: RC402
		}
		_ = r
		return mcp.NewToolResultText("ok"), nil
	}
}

// a fixed URL literal: its parse error would be the server's own text
func fixedHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/v1/status", nil)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	_ = r
	return mcp.NewToolResultText("ok"), nil
}

// tracker sends through a client held in a field: the request's error is
// local, the Do's a network error.
type tracker struct{ http *http.Client }

func (t *tracker) issue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://tracker.example.com/issue", nil)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp, err := t.http.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want: RC402
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}
