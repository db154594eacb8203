// Package suggest posts the safe fixes of a report as one pull request review
// of GitHub suggested changes. The publish sequence (internal/publish), which
// the Action and the GitHub App bot both run, calls it, so both post the same
// review the same way.
package suggest

import (
	"context"
	"fmt"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/ghclient"
)

// Post reads the review comments already on pull request number, leaves out
// the fixes an earlier push suggested (their fingerprint markers), and posts
// the safe fixes on added lines (annotate.Suggestions, at most
// annotate.MaxSuggestions) as one review on commit head. It sets
// rep.Suggested and rep.SuggestionsURL when it posted, so the sticky comment
// links the review. It returns how many suggestions it posted (0 and a nil
// error when there was nothing new to suggest) and the review's URL. Errors
// are those of ghclient.ReviewCommentBodies and ghclient.CreateReview (the
// create is not retried blindly: it is not idempotent).
func Post(ctx context.Context, gh *ghclient.Client, repo ghclient.Repo, number int, head string, rep *annotate.Report) (int, string, error) {
	bodies, err := gh.ReviewCommentBodies(ctx, repo, number)
	if err != nil {
		return 0, "", err
	}
	posted := map[string]bool{}
	for _, b := range bodies {
		if fp := annotate.SuggestedFingerprint(b); fp != "" {
			posted[fp] = true
		}
	}
	sugg := annotate.Suggestions(rep, posted, annotate.MaxSuggestions)
	if len(sugg) == 0 {
		return 0, "", nil
	}
	comments := make([]ghclient.ReviewComment, len(sugg))
	for i, s := range sugg {
		comments[i] = ghclient.ReviewComment{Path: s.Path, StartLine: s.StartLine, Line: s.Line, Body: s.Body}
	}
	body := fmt.Sprintf("resilience-check suggests %d safe fix(es) on the lines this push added; each is one click away.", len(sugg))
	url, err := gh.CreateReview(ctx, repo, number, head, body, comments)
	if err != nil {
		return 0, "", err
	}
	rep.Suggested, rep.SuggestionsURL = len(sugg), url
	return len(sugg), url, nil
}
