package diff

import (
	"bytes"
	"context"
	"fmt"
	"strings"
)

// MergeBase returns the full object name of the best common ancestor of a
// and b, as `git merge-base a b` gives it. It runs in repoDir under ctx
// (DefaultTimeout if ctx has no deadline). Errors carry git's message, e.g.
// for an unknown revision or unrelated histories.
func MergeBase(ctx context.Context, repoDir, a, b string) (string, error) {
	if err := checkRevs(a, b); err != nil {
		return "", err
	}
	ctx, cancel := withDefaultTimeout(ctx)
	defer cancel()
	name := "git merge-base " + a + " " + b
	out, err := gitRawOutput(ctx, name, repoDir, "merge-base", a, b)
	if err != nil {
		return "", err
	}
	sha := strings.TrimSpace(out)
	if sha == "" {
		return "", fmt.Errorf("%s: no common ancestor", name)
	}
	return sha, nil
}

// FromWorkTree lists what the work tree changed since the merge base of base
// and HEAD: committed and uncommitted edits of tracked files, as
//
//	git diff --find-renames --unified=3 $(git merge-base base HEAD) --
//
// gives them (line numbers are the work tree's), and the untracked files git
// does not ignore, as Created WholeFile changes. This is what Semgrep's
// --baseline-commit compares against. repoDir must be a work tree. Errors
// are as for FromGit.
func FromWorkTree(ctx context.Context, repoDir, base string) ([]FileChange, error) {
	if err := checkRevs(base); err != nil {
		return nil, err
	}
	ctx, cancel := withDefaultTimeout(ctx)
	defer cancel()
	mb, err := MergeBase(ctx, repoDir, base, "HEAD")
	if err != nil {
		return nil, err
	}
	changes, err := runDiff(ctx, repoDir, "git diff "+base+" (merge base "+short(mb)+") to the work tree", mb)
	if err != nil {
		return nil, err
	}
	out, err := gitRawOutput(ctx, "git ls-files --others", repoDir, "ls-files", "--others", "--exclude-standard", "-z", "--full-name", "--", ":/")
	if err != nil {
		return nil, err
	}
	for _, p := range strings.Split(out, "\x00") {
		if p != "" {
			changes = append(changes, FileChange{Path: p, Status: Created, WholeFile: true})
		}
	}
	return changes, nil
}

// FromIndex lists what the index (the staged changes, what `git commit`
// would record) changed since base, or since HEAD when base is "": it runs
// `git diff --cached` against base's merge base with HEAD, or against HEAD
// itself. Line numbers are the staged files'; read their contents with
// BlobReader.ReadStaged. In a repository with no commit yet every staged
// file is new. Errors are as for FromGit.
func FromIndex(ctx context.Context, repoDir, base string) ([]FileChange, error) {
	ctx, cancel := withDefaultTimeout(ctx)
	defer cancel()
	from, name := "HEAD", "git diff --cached HEAD"
	if base != "" {
		if err := checkRevs(base); err != nil {
			return nil, err
		}
		mb, err := MergeBase(ctx, repoDir, base, "HEAD")
		if err != nil {
			return nil, err
		}
		from, name = mb, "git diff --cached "+base+" (merge base "+short(mb)+")"
	} else if _, err := ResolveRev(ctx, repoDir, "HEAD"); err != nil {
		// No commit yet: diff against the empty tree.
		if from, err = gitRawOutput(ctx, "git hash-object", repoDir, "hash-object", "-t", "tree", "/dev/null"); err != nil {
			return nil, err
		}
		from = strings.TrimSpace(from)
	}
	return runDiff(ctx, repoDir, name, "--cached", from)
}

// runDiff runs git diff with the given range arguments and the flags FromGit
// uses, and parses its output.
func runDiff(ctx context.Context, repoDir, name string, rangeArgs ...string) ([]FileChange, error) {
	args := append([]string{"diff", "--no-color", "--no-ext-diff", "--no-textconv", "--full-index",
		"--find-renames", "--unified=3", "--src-prefix=a/", "--dst-prefix=b/",
		"--no-relative", "--submodule=short"}, rangeArgs...)
	cmd := gitCommand(ctx, repoDir, append(args, "--")...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	stderr := &tailBuffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	out := &capReader{r: stdout, left: MaxDiffBytes}
	changes, perr := ParseUnified(out)
	if perr != nil || out.over {
		_ = cmd.Process.Kill() // stop a writer nobody reads any more
	}
	werr := cmd.Wait()
	switch {
	case out.over:
		return nil, fmt.Errorf("%s: output is over %d MiB; the diff is too large to scan, narrow the range", name, MaxDiffBytes>>20)
	case ctx.Err() != nil:
		return nil, gitError(name, ctx.Err(), stderr)
	case werr != nil && perr == nil:
		return nil, gitError(name, werr, stderr)
	case perr != nil:
		return nil, fmt.Errorf("%s: %w", name, perr)
	}
	return changes, nil
}

// gitRawOutput runs a short git command in repoDir (bounded by
// DefaultTimeout when ctx has no deadline) and returns its stdout untrimmed
// (ls-files -z names may start with a space); name labels errors, which carry
// the tail of git's stderr.
func gitRawOutput(ctx context.Context, name, repoDir string, args ...string) (string, error) {
	ctx, cancel := withDefaultTimeout(ctx)
	defer cancel()
	cmd := gitCommand(ctx, repoDir, args...)
	var stdout bytes.Buffer
	stderr := &tailBuffer{}
	cmd.Stdout, cmd.Stderr = &stdout, stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			err = ctx.Err()
		}
		return "", gitError(name, err, stderr)
	}
	return stdout.String(), nil
}

func short(sha string) string {
	if len(sha) > 12 {
		return sha[:12]
	}
	return sha
}

// TopLevel returns the absolute path of the top folder of the work tree that
// holds repoDir (`git rev-parse --show-toplevel`). A bare repository has no
// work tree: that is an error, as is a folder outside any repository.
func TopLevel(ctx context.Context, repoDir string) (string, error) {
	ctx, cancel := withDefaultTimeout(ctx)
	defer cancel()
	out, err := gitRawOutput(ctx, "git rev-parse --show-toplevel", repoDir, "rev-parse", "--show-toplevel")
	if err != nil {
		return "", err
	}
	top := strings.TrimSpace(out)
	if top == "" {
		return "", fmt.Errorf("git rev-parse --show-toplevel: %s has no work tree", repoDir)
	}
	return top, nil
}
