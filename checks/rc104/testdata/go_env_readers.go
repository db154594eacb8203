package fixtures

import (
	"context"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// A project's environment readers in Go: one named for the environment
// with a duration default (nfsarch33/mem0-mcp-go's getenvDuration), one
// handed os.Getenv's raw value and a default (parseTimeoutOrDefault), one
// that also returns an error (tphakala/panos-mcp-go's intEnv), whose
// default may be a duration constant divided by its unit. Each holds its
// default unless someone sets the variable.

const defaultJobWait = 120 * time.Second

const defaultQuickWait = 20 * time.Second

func getenvDuration(key string, fallback time.Duration) time.Duration {
	if v, err := time.ParseDuration(os.Getenv(key)); err == nil {
		return v
	}
	return fallback
}

func parseTimeoutOrDefault(raw string, fallback time.Duration) time.Duration {
	if v, err := time.ParseDuration(raw); err == nil {
		return v
	}
	return fallback
}

func intEnv(key string, def int) (int, error) {
	s := strings.TrimSpace(os.Getenv(key))
	if s == "" {
		return def, nil
	}
	return strconv.Atoi(s)
}

func envDurationTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	waitCtx, cancel := context.WithTimeout(ctx, getenvDuration("JOB_TIMEOUT", 2*time.Minute)) // want: RC104
	defer cancel()
	return poll(waitCtx)
}

func envRawTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	waitCtx, cancel := context.WithTimeout(ctx, parseTimeoutOrDefault(os.Getenv("JOB_TIMEOUT"), 90*time.Second)) // want: RC104
	defer cancel()
	return poll(waitCtx)
}

func envPairTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	waitSec, err := intEnv("JOB_WAIT", int(defaultJobWait/time.Second))
	if err != nil {
		return nil, err
	}
	waitCtx, cancel := context.WithTimeout(ctx, time.Duration(waitSec)*time.Second) // want: RC104
	defer cancel()
	return poll(waitCtx)
}

// Look-alikes that stay silent: defaults within the budget, a value
// parsed by the standard library (no default), a pair bound twice.

func envQuickTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	waitSec, err := intEnv("QUICK_WAIT", int(defaultQuickWait/time.Second))
	if err != nil {
		return nil, err
	}
	waitCtx, cancel := context.WithTimeout(ctx, time.Duration(waitSec)*time.Second)
	defer cancel()
	quickCtx, cancel2 := context.WithTimeout(waitCtx, getenvDuration("QUICK_TIMEOUT", 10*time.Second))
	defer cancel2()
	return poll(quickCtx)
}

func envParsedTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := strconv.Atoi(os.Getenv("JOB_WAIT"))
	if err != nil {
		return nil, err
	}
	waitCtx, cancel := context.WithTimeout(ctx, time.Duration(n)*time.Second)
	defer cancel()
	return poll(waitCtx)
}

func envTwiceTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	waitSec, err := intEnv("JOB_WAIT", 300)
	if err != nil {
		waitSec, err = intEnv("JOB_WAIT_FALLBACK", 300)
	}
	if err != nil {
		return nil, err
	}
	waitCtx, cancel := context.WithTimeout(ctx, time.Duration(waitSec)*time.Second)
	defer cancel()
	return poll(waitCtx)
}
