package diff

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// DefaultTimeout bounds a git command when the caller's context has no
// deadline. Callers should pass a context with their own deadline.
const DefaultTimeout = 60 * time.Second

// MaxDiffBytes is the largest git diff output FromGit accepts (256 MiB).
const MaxDiffBytes = 256 << 20

// FromGit lists the files changed between the merge base of base and head
// and head, as GitHub computes a pull request's files: it runs
//
//	git -C repoDir -c core.quotePath=false diff --no-color --no-ext-diff
//	    --find-renames --unified=3 base...head --
//
// (plus flags that keep the output parseable whatever the user's git
// configuration) and parses it with ParseUnified. It needs only the object
// database, so repoDir may be a bare repository. base and head are any
// revisions git accepts, but may not start with "-".
//
// The command is bound to ctx: pass a deadline; without one DefaultTimeout
// applies. Output over MaxDiffBytes is refused. Errors name the git command
// and carry git's own message, e.g. "git diff main...HEAD: fatal: bad
// revision 'main...HEAD' (exit status 128)".
func FromGit(ctx context.Context, repoDir, base, head string) ([]FileChange, error) {
	if err := checkRevs(base, head); err != nil {
		return nil, err
	}
	ctx, cancel := withDefaultTimeout(ctx)
	defer cancel()
	spec := base + "..." + head
	return runDiff(ctx, repoDir, "git diff "+spec, spec)
}

// ResolveRev returns the full object name (40 hex digits, 64 in a SHA-256
// repository) of the commit that rev names, peeling tags. It runs git
// rev-parse in repoDir under ctx (DefaultTimeout if ctx has no deadline).
// Errors carry git's message, e.g. for an unknown revision.
func ResolveRev(ctx context.Context, repoDir, rev string) (string, error) {
	if err := checkRevs(rev); err != nil {
		return "", err
	}
	return gitOutput(ctx, repoDir, "git rev-parse "+rev, "rev-parse", "--verify", rev+"^{commit}")
}

// checkRevs refuses empty revisions and ones git would read as options.
func checkRevs(revs ...string) error {
	for _, r := range revs {
		if r == "" || strings.HasPrefix(r, "-") || strings.ContainsAny(r, "\x00\n\r") {
			return fmt.Errorf("invalid git revision %q", r)
		}
	}
	return nil
}

func withDefaultTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	if _, ok := ctx.Deadline(); ok {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, DefaultTimeout)
}

// gitCommand builds a git command in dir. Variables that would point git at
// another repository (set, for example, when running inside a git hook) are
// removed, and git may never prompt for credentials.
func gitCommand(ctx context.Context, dir string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "git", append([]string{"-C", dir, "-c", "core.quotePath=false"}, args...)...)
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY",
			"GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_NAMESPACE", "GIT_PREFIX":
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	cmd.Env = append(cmd.Env, "GIT_TERMINAL_PROMPT=0", "GIT_OPTIONAL_LOCKS=0")
	cmd.WaitDelay = 5 * time.Second // a killed git's children may hold the pipes
	return cmd
}

// gitError formats a failed git command: its name, git's complaint on one
// line, and the underlying error (exit status, or the context's).
func gitError(name string, err error, stderr *tailBuffer) error {
	// Keep git's fatal and error lines; without any, its first line (git
	// diff outside a repository prints one warning and then its usage).
	var lines []string
	all := strings.Split(stderr.String(), "\n")
	for _, l := range all {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "fatal:") || strings.HasPrefix(l, "error:") {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		lines = all[:1]
	}
	msg := strings.TrimSpace(strings.Join(lines, "; "))
	if msg == "" {
		return fmt.Errorf("%s: %w", name, err)
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return fmt.Errorf("%s: %w (git said: %s)", name, err, msg)
	}
	return fmt.Errorf("%s: %s (%w)", name, msg, err)
}

// tailBuffer keeps the last 8 KiB written to it: git's fatal message comes
// last.
type tailBuffer struct{ b []byte }

const tailBytes = 8 << 10

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.b = append(t.b, p...)
	if len(t.b) > 2*tailBytes {
		t.b = append(t.b[:0], t.b[len(t.b)-tailBytes:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	b := t.b
	if len(b) > tailBytes {
		b = b[len(b)-tailBytes:]
	}
	return strings.TrimSpace(string(b))
}

// capReader reads from r until left bytes have passed, then fails.
type capReader struct {
	r    io.Reader
	left int64
	over bool
}

var errOver = errors.New("output too large")

func (c *capReader) Read(p []byte) (int, error) {
	if c.left <= 0 {
		// Peek one byte to tell "exactly at the cap" from "over it".
		var one [1]byte
		if n, err := c.r.Read(one[:]); n == 0 {
			return 0, err
		}
		c.over = true
		return 0, errOver
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.left -= int64(n)
	return n, err
}

// IsSHA reports whether s is a full 40-hex-digit lowercase commit SHA-1, as
// webhook payloads and the REST API write them.
func IsSHA(s string) bool {
	if len(s) != 40 {
		return false
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}
