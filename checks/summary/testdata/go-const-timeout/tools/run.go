package tools

import (
	"context"
	"os/exec"
	"time"
)

// A timeout named by a constant of another file of the package (batch 7:
// grafana/mcp-k6's context.WithTimeout(ctx, DefaultTimeout) with
// DefaultTimeout = 5 * time.Minute in helpers.go) is judged by its value.
func runK6(ctx context.Context, script string) ([]byte, error) {
	cmdCtx, cancel := context.WithTimeout(ctx, DefaultTimeout) // want: RC104 whole-only
	defer cancel()
	return exec.CommandContext(cmdCtx, "k6", "run", script).Output()
}

func k6Version(ctx context.Context) ([]byte, error) {
	cmdCtx, cancel := context.WithTimeout(ctx, QuickTimeout)
	defer cancel()
	return exec.CommandContext(cmdCtx, "k6", "version").Output()
}

// A local of the same name as no constant: unknown, not judged.
func k6Inspect(ctx context.Context, script string, slow bool) ([]byte, error) {
	var limit time.Duration
	if slow {
		limit = 10 * time.Minute
	}
	cmdCtx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	return exec.CommandContext(cmdCtx, "k6", "inspect", script).Output()
}
