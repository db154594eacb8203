package action

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/google/go-github/v62/github"

	"github.com/resilience-check/resilience-check/diff"
)

// Kind is what a run scans.
type Kind string

// Kinds of run.
const (
	// KindPullRequest scans the lines a pull request changes (pull_request,
	// pull_request_target): base...head, with the check run on the head and
	// the sticky comment on the pull request.
	KindPullRequest Kind = "pull_request"
	// KindPush scans what a push to a branch other than the default one
	// changed: before...after, or, for a new branch (before is all zeros),
	// the default branch...after.
	KindPush Kind = "push"
	// KindRepository scans the whole repository at the checked-out commit
	// (a push to the default branch, workflow_dispatch, schedule and any
	// other event), without a comment.
	KindRepository Kind = "repository"
	// KindNothing means there is nothing to scan (a deleted branch).
	KindNothing Kind = "nothing"
)

// zeroSHA is the "before" of a push that creates a branch and the "after" of
// one that deletes it.
const zeroSHA = "0000000000000000000000000000000000000000"

// Target is what the event asks to scan.
type Target struct {
	Kind  Kind
	Event string // GITHUB_EVENT_NAME
	// Number is the pull request number (KindPullRequest only).
	Number int
	// Base and Head are the commits compared: base...head (from their merge
	// base). Base may be a branch name (a new branch's push, compared with
	// the default branch); Head is always a commit SHA. For KindRepository
	// only Head is set.
	Base, Head string
	// BaseBranch names the branch Base stands for when Base is a branch.
	BaseBranch string
	// Fork is true when the pull request's head lives in another repository:
	// its pull_request token is read-only.
	Fork bool
	// ChangedFiles is the pull request's changed_files count from the event,
	// to tell when the files API (capped at 3000) did not list them all.
	ChangedFiles int
	// Why says in words what is scanned, for the log.
	Why string
}

// DecideTarget reads the event payload at eventPath for event (the
// GITHUB_EVENT_NAME) and says what to scan. sha is GITHUB_SHA, used for
// events that carry no commit of their own. It fails when a pull request or
// push payload is unreadable or lacks its commits.
func DecideTarget(event, eventPath, sha string) (Target, error) {
	t := Target{Event: event}
	var raw []byte
	if eventPath != "" {
		b, err := os.ReadFile(eventPath)
		if err != nil && (event == "pull_request" || event == "pull_request_target" || event == "push") {
			return t, fmt.Errorf("read event payload: %w", err)
		}
		raw = b
	}
	switch event {
	case "pull_request", "pull_request_target":
		var ev github.PullRequestEvent
		if err := json.Unmarshal(raw, &ev); err != nil {
			return t, fmt.Errorf("parse %s payload %s: %w", event, eventPath, err)
		}
		pr := ev.GetPullRequest()
		t.Kind = KindPullRequest
		t.Number = pr.GetNumber()
		if t.Number == 0 {
			t.Number = ev.GetNumber()
		}
		t.Base, t.Head = pr.GetBase().GetSHA(), pr.GetHead().GetSHA()
		if t.Number == 0 || !diff.IsSHA(t.Base) || !diff.IsSHA(t.Head) {
			return t, fmt.Errorf("%s payload %s lacks pull_request.number, base.sha or head.sha", event, eventPath)
		}
		t.BaseBranch = pr.GetBase().GetRef()
		baseRepo, headRepo := pr.GetBase().GetRepo().GetFullName(), pr.GetHead().GetRepo().GetFullName()
		t.Fork = headRepo != "" && !strings.EqualFold(headRepo, baseRepo)
		t.ChangedFiles = pr.GetChangedFiles()
		t.Why = fmt.Sprintf("pull request #%d: %s...%s", t.Number, short(t.Base), short(t.Head))
		if t.Fork {
			t.Why += " (from fork " + headRepo + ")"
		}
		return t, nil
	case "push":
		var ev github.PushEvent
		if err := json.Unmarshal(raw, &ev); err != nil {
			return t, fmt.Errorf("parse push payload %s: %w", eventPath, err)
		}
		before, after := ev.GetBefore(), ev.GetAfter()
		if after == "" {
			after = sha
		}
		if ev.GetDeleted() || after == zeroSHA {
			t.Kind, t.Why = KindNothing, "push deleted "+ev.GetRef()+": nothing to scan"
			return t, nil
		}
		if !diff.IsSHA(after) {
			return t, fmt.Errorf("push payload %s lacks after", eventPath)
		}
		t.Kind, t.Head = KindPush, after
		branch := strings.TrimPrefix(ev.GetRef(), "refs/heads/")
		def := ev.GetRepo().GetDefaultBranch()
		switch {
		case def != "" && branch == def:
			// Code scanning compares a pull request's alerts with the
			// default branch's latest analysis, and an analysis closes every
			// alert of its category it does not report: the baseline must
			// be the whole repository, as CodeQL's and `semgrep ci`'s scans
			// on a push to the default branch are.
			t.Kind = KindRepository
			t.Why = fmt.Sprintf("push to the default branch %s: the whole repository at %s (the code-scanning baseline)", branch, short(after))
		case diff.IsSHA(before) && before != zeroSHA:
			t.Base = before
			t.Why = fmt.Sprintf("push to %s: %s...%s", branch, short(before), short(after))
		case def != "" && def != branch:
			t.Base, t.BaseBranch = def, def
			t.Why = fmt.Sprintf("new branch %s: %s...%s (the commits pushed against the default branch)", branch, def, short(after))
		default:
			t.Kind = KindRepository
			t.Why = fmt.Sprintf("first push of %s: the whole repository at %s", branch, short(after))
		}
		return t, nil
	}
	t.Kind, t.Head = KindRepository, sha
	t.Why = fmt.Sprintf("%s: the whole repository at %s", event, short(sha))
	return t, nil
}

func short(ref string) string {
	if diff.IsSHA(ref) {
		return ref[:12]
	}
	return ref
}
