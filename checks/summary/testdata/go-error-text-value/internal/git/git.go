package git

import (
	"context"
	"fmt"
	"os"
	"os/exec"
)

// CloneResult is what a clone tells the caller.
type CloneResult struct {
	OK     bool
	Detail string
}

// Clone runs git clone; a failure's output goes back in the result.
func Clone(ctx context.Context, url, dir string) CloneResult {
	out, err := exec.CommandContext(ctx, "git", "clone", url, dir).CombinedOutput()
	if err != nil {
		return CloneResult{Detail: fmt.Sprintf("clone failed: %v: %s", err, out)} // want: RC402 whole-only
	}
	return CloneResult{OK: true, Detail: dir}
}

// Describe reads a file; a failure is described in the returned text.
func Describe(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return "cannot read: " + err.Error() // want: RC402 whole-only
	}
	return string(b)
}

// Quiet's text reaches no client.
func Quiet(path string) string {
	_, err := os.ReadFile(path)
	if err != nil {
		return "cannot read: " + err.Error()
	}
	return ""
}

// Passed returns the error itself: the caller's business (Func.Errors).
func Passed(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("read: %w", err)
	}
	return string(b), nil
}
