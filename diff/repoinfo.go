package diff

import (
	"context"
	"fmt"
	"strings"
)

// RemoteURL returns the fetch URL of the named remote of the repository at
// repoDir ("origin" → "git@github.com:owner/repo.git"), as `git remote
// get-url` prints it, under ctx (DefaultTimeout if ctx has no deadline).
// Errors carry git's message, e.g. when there is no such remote.
func RemoteURL(ctx context.Context, repoDir, remote string) (string, error) {
	if remote == "" || strings.HasPrefix(remote, "-") || strings.ContainsAny(remote, "\x00\n\r") {
		return "", fmt.Errorf("invalid git remote name %q", remote)
	}
	return gitOutput(ctx, repoDir, "git remote get-url "+remote, "remote", "get-url", remote)
}

// WorkTreePrefix returns the path of repoDir below the top of its work tree,
// slash-separated with a trailing slash ("services/api/"), or "" at the top;
// it is `git rev-parse --show-prefix`. Errors when repoDir is not in a work
// tree (a bare repository, no repository).
func WorkTreePrefix(ctx context.Context, repoDir string) (string, error) {
	return gitOutput(ctx, repoDir, "git rev-parse --show-prefix", "rev-parse", "--show-prefix")
}

// gitOutput runs one git command in repoDir and returns its trimmed stdout
// (gitRawOutput).
func gitOutput(ctx context.Context, repoDir, name string, args ...string) (string, error) {
	out, err := gitRawOutput(ctx, name, repoDir, args...)
	return strings.TrimSpace(out), err
}
