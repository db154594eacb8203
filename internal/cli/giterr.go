package cli

import (
	"context"
	"os/exec"
	"strings"
	"time"
)

// gitOut runs git in repo and returns its trimmed stdout; ok is false when
// git fails or cannot be run.
func gitOut(ctx context.Context, repo string, args ...string) (string, bool) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "git", append([]string{"-C", repo}, args...)...).Output()
	return strings.TrimSpace(string(out)), err == nil
}

// checkRevisions makes sure the revisions of a diff-mode scan exist in repo
// before anything runs, and names the one that does not with what to run:
// "--base origin/mian: no commit of that name in /repo (a branch, tag or
// commit SHA; fetch it first: git fetch origin mian)". flag names the
// revision's option; an empty revision is not checked.
func checkRevisions(ctx context.Context, repo string, revs map[string]string) error {
	for _, flag := range []string{"--base", "--head"} {
		rev := revs[flag]
		if rev == "" {
			continue
		}
		if _, ok := gitOut(ctx, repo, "rev-parse", "--verify", "--quiet", "--end-of-options", rev+"^{commit}"); ok {
			continue
		}
		hint := "git fetch origin " + strings.TrimPrefix(rev, "origin/")
		if rev == "FETCH_HEAD" {
			hint = "git fetch origin BRANCH"
		}
		return fail("%s %s: no commit of that name in %s (a branch, tag or commit SHA; fetch it first: %s)", flag, rev, repo, hint)
	}
	return nil
}

// explainDiffError adds what to run to an error of a diff-mode scan when the
// two revisions have no merge base: in a shallow clone (CI checkouts fetch
// one commit by default) the history that holds it is missing, and `git
// fetch --deepen=N` or `--unshallow` brings it, as actions/checkout's
// fetch-depth: 0 does; in a full clone the two have no common history.
// Other errors are returned as they are.
func explainDiffError(ctx context.Context, repo, base, head string, err error) error {
	msg := err.Error()
	if !strings.Contains(msg, "merge-base") && !strings.Contains(msg, "merge base") {
		return fail("%v", err)
	}
	if head == "" {
		head = "HEAD"
	}
	if _, ok := gitOut(ctx, repo, "merge-base", base, head); ok {
		return fail("%v", err) // the merge base exists: another failure
	}
	if shallow, _ := gitOut(ctx, repo, "rev-parse", "--is-shallow-repository"); shallow == "true" {
		branch := strings.TrimPrefix(base, "origin/")
		if base == "FETCH_HEAD" {
			branch = "BRANCH (the one FETCH_HEAD came from)"
		}
		return fail("%s and %s have no merge base in this shallow clone: the history between them was not fetched. "+
			"Fetch more and run again: git fetch --deepen=100 origin %s (repeat while it fails), or git fetch --unshallow; "+
			"in GitHub Actions give actions/checkout fetch-depth: 0", base, head, branch)
	}
	return fail("%s and %s have no merge base: they share no history (git merge-base %s %s finds none); compare with a revision of the same history", base, head, base, head)
}
