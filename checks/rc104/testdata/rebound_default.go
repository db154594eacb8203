package fixtures

import (
	"context"
	"net/http"
	"os/exec"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// A tool's optional timeout argument: a local declared with a default and
// rebound, clamped, when the caller sets it (mark3labs/mcphost's builtin
// bash and fetch tools). The default is what a client that leaves the
// argument out waits; the clamp's bound is the longest a caller may ask.
// Both are reported where the constants are written.
const (
	defaultCmdTimeout   = 2 * time.Minute  // want: RC104
	maxCmdTimeout       = 10 * time.Minute // want: RC104
	defaultFetchTimeout = 20 * time.Second
	maxFetchTimeout     = 120 * time.Second // want: RC104
	quickFetchTimeout   = 10 * time.Second
	quickFetchMax       = 25 * time.Second
)

func runCommand(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	timeout := defaultCmdTimeout
	if ms := request.GetFloat("timeout", 0); ms > 0 {
		timeout = min(time.Duration(ms)*time.Millisecond, maxCmdTimeout)
	}
	cmdCtx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	return nil, exec.CommandContext(cmdCtx, "bash", "-c", request.GetString("command", "")).Run()
}

func fetchURL(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	timeout := defaultFetchTimeout
	if s := request.GetFloat("timeout", 0); s > 0 {
		timeout = min(time.Duration(s)*time.Second, maxFetchTimeout)
	}
	c := &http.Client{Timeout: timeout}
	return get(ctx, c)
}

// A second handler clamping to the same constant: one finding, at the
// constant.
func fetchRaw(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	timeout := defaultFetchTimeout
	if s := request.GetFloat("timeout", 0); s > 0 {
		timeout = min(time.Duration(s)*time.Second, maxFetchTimeout)
	}
	c := &http.Client{Timeout: timeout}
	return get(ctx, c)
}

// Clean look-alikes: a default and a clamp within the budget; a local
// rebound in a loop (a backoff that grows) is not a default; a local
// rebound unconditionally holds its last value.
func fetchQuickTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	timeout := quickFetchTimeout
	if s := request.GetFloat("timeout", 0); s > 0 {
		timeout = min(time.Duration(s)*time.Second, quickFetchMax)
	}
	c := &http.Client{Timeout: timeout}
	return get(ctx, c)
}

func pollTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	wait := 5 * time.Second
	for i := 0; i < 3; i++ {
		if i > 1 {
			wait = 2 * time.Minute
		}
	}
	cctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	return run(cctx)
}

func resetTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	wait := 5 * time.Minute
	wait = 20 * time.Second
	cctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	return run(cctx)
}

// Clean: a default no override clamps stays unknown, as a name bound twice
// (the handler's context may already carry a shorter deadline, set by the
// wrapper that registers it).
func drainTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	timeout := 2 * time.Minute
	if d, err := time.ParseDuration(request.GetString("timeout", "")); err == nil && d > 0 {
		timeout = d
	}
	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	return run(cctx)
}
