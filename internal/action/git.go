package action

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// gitTimeout bounds one git command; a fetch over a slow network is the
// longest.
const gitTimeout = 3 * time.Minute

// fetchDepths are the history depths tried, one after the other, until the
// merge base of base and head is present in a shallow clone.
var fetchDepths = []int{50, 500}

// git runs git in a work tree, with the token (if any) given to fetches only
// when a plain fetch fails, and never on the command line.
type git struct {
	bin, dir string
	token    string
	logf     func(format string, args ...any)
}

// run runs git with args and returns its trimmed stdout; the error carries
// git's stderr.
func (g *git) run(ctx context.Context, extraEnv []string, args ...string) (string, error) {
	out, err := g.output(ctx, extraEnv, args...)
	return strings.TrimSpace(string(out)), err
}

// output is run without the trimming: stdout as git wrote it.
func (g *git) output(ctx context.Context, extraEnv []string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, gitTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, g.bin, args...)
	cmd.Dir = g.dir
	cmd.Env = append(os.Environ(), "GIT_TERMINAL_PROMPT=0", "GCM_INTERACTIVE=never")
	cmd.Env = append(cmd.Env, extraEnv...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(errb.String())
		if g.token != "" {
			msg = strings.ReplaceAll(msg, g.token, "***")
		}
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("git %s: %s", args[0], msg)
	}
	return out.Bytes(), nil
}

// usable reports whether git is installed and dir is inside a work tree git
// accepts (a checkout owned by another user is refused unless it is a
// safe.directory). The error says why not.
func (g *git) usable(ctx context.Context) error {
	if _, err := exec.LookPath(g.bin); err != nil {
		return fmt.Errorf("git is not installed")
	}
	if _, err := g.run(ctx, nil, "rev-parse", "--git-dir"); err != nil {
		return err
	}
	return nil
}

// hasCommit reports whether the object database holds commit rev.
func (g *git) hasCommit(ctx context.Context, rev string) bool {
	_, err := g.run(ctx, nil, "cat-file", "-e", rev+"^{commit}")
	return err == nil
}

// fetch fetches refspecs from origin with the given depth (0: as deep as
// the clone already is). It tries without credentials first (actions/checkout
// leaves its own in the repository config), then with the token passed as an
// HTTP header through GIT_CONFIG_* variables.
func (g *git) fetch(ctx context.Context, depth int, refspecs ...string) error {
	args := []string{"fetch", "--no-tags", "--no-recurse-submodules", "--quiet"}
	if depth > 0 {
		args = append(args, fmt.Sprintf("--depth=%d", depth))
	}
	args = append(append(args, "origin"), refspecs...)
	_, err := g.run(ctx, nil, args...)
	if err == nil || g.token == "" {
		return err
	}
	basic := base64.StdEncoding.EncodeToString([]byte("x-access-token:" + g.token))
	_, err2 := g.run(ctx, []string{
		"GIT_CONFIG_COUNT=2",
		"GIT_CONFIG_KEY_0=http.extraheader", "GIT_CONFIG_VALUE_0=",
		"GIT_CONFIG_KEY_1=http.extraheader", "GIT_CONFIG_VALUE_1=AUTHORIZATION: basic " + basic,
	}, args...)
	if err2 != nil {
		return fmt.Errorf("%v; with the token: %v", err, err2)
	}
	return nil
}

// prepare makes base...head diffable in the clone: it fetches whichever of
// the two commits is missing and deepens a shallow clone until their merge
// base is there. base may be a branch name, fetched as
// refs/remotes/origin/<branch>; prepare returns the revision to diff from.
func (g *git) prepare(ctx context.Context, base, baseBranch, head string) (string, error) {
	baseRev := base
	var refspecs []string
	if baseBranch != "" && base == baseBranch {
		baseRev = "refs/remotes/origin/" + baseBranch
		refspecs = append(refspecs, "+refs/heads/"+baseBranch+":"+baseRev)
	} else if !g.hasCommit(ctx, base) {
		refspecs = append(refspecs, base)
	}
	if !g.hasCommit(ctx, head) {
		refspecs = append(refspecs, head)
	}
	if len(refspecs) == 0 {
		if _, err := g.run(ctx, nil, "merge-base", baseRev, head); err == nil {
			return baseRev, nil
		}
	}
	all := []string{head}
	if baseBranch != "" && base == baseBranch {
		all = append(all, "+refs/heads/"+baseBranch+":"+baseRev)
	} else {
		all = append(all, base)
	}
	var lastErr error
	for _, depth := range fetchDepths {
		if lastErr = g.fetch(ctx, depth, all...); lastErr != nil {
			return "", fmt.Errorf("fetch %s: %w", strings.Join(all, " "), lastErr)
		}
		if _, err := g.run(ctx, nil, "merge-base", baseRev, head); err == nil {
			g.logf("fetched %s with depth %d", strings.Join(all, " "), depth)
			return baseRev, nil
		}
		if shallow, _ := g.run(ctx, nil, "rev-parse", "--is-shallow-repository"); shallow != "true" {
			return "", errors.New("base and head have no merge base")
		}
	}
	return "", fmt.Errorf("no merge base of %s and %s within %d commits", short(base), short(head), fetchDepths[len(fetchDepths)-1])
}
