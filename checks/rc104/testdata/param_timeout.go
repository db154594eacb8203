package fixtures

import (
	"context"
	"os/exec"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

const gitTimeout = 2 * time.Minute

func runGit(ctx context.Context, dir string, timeout time.Duration, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	return cmd.Output()
}

func gitLog(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := runGit(ctx, "/repo", gitTimeout, "log") // want: RC104
	return nil, err
}

func gitStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := runGit(ctx, "/repo", 10*time.Second, "status")
	return nil, err
}
