package runner

import (
	"context"
	"errors"
	"os/exec"
	"strings"
	"time"
)

// ToolError is the runner's error: Error() prints the command line and
// the cause.
type ToolError struct {
	Operation string
	Cause     error
}

func (e *ToolError) Error() string { return e.Operation + " failed: " + e.Cause.Error() }

// ErrFailed is the fixed error Quiet returns.
var ErrFailed = errors.New("command failed")

// Run runs name; its error is a ToolError held in a local of that type.
func Run(ctx context.Context, name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, name, args...).CombinedOutput()
	if err != nil {
		var toolError *ToolError
		toolError = &ToolError{Operation: name + " " + strings.Join(args, " "), Cause: err}
		return string(out), toolError
	}
	return string(out), nil
}

// Quiet runs name; its error is the fixed sentinel.
func Quiet(ctx context.Context, name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, name, args...).CombinedOutput()
	if err != nil {
		return "", ErrFailed
	}
	return string(out), nil
}
