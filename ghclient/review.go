package ghclient

import (
	"context"
	"fmt"

	"github.com/google/go-github/v62/github"
)

// ReviewComment is one comment of a pull request review, on the head side of
// the diff: lines StartLine..Line of Path (1-based; StartLine 0 for one line).
type ReviewComment struct {
	Path      string
	StartLine int
	Line      int
	Body      string
}

// ReviewCommentBodies returns the bodies of every review comment on pull
// request number (GET /repos/{owner}/{repo}/pulls/{n}/comments, every page).
func (c *Client) ReviewCommentBodies(ctx context.Context, repo Repo, number int) ([]string, error) {
	opt := &github.PullRequestListCommentsOptions{ListOptions: github.ListOptions{PerPage: MaxPerPage}}
	var out []string
	for {
		cs, resp, err := c.GitHub.PullRequests.ListComments(ctx, repo.Owner, repo.Name, number, opt)
		if err != nil {
			return nil, fmt.Errorf("list review comments of #%d (page %d): %w", number, max(opt.Page, 1), err)
		}
		for _, cm := range cs {
			out = append(out, cm.GetBody())
		}
		if resp.NextPage == 0 {
			return out, nil
		}
		opt.Page = resp.NextPage
	}
}

// CreateReview posts one review with event COMMENT on commit sha of pull
// request number, holding body and comments (POST
// /repos/{owner}/{repo}/pulls/{n}/reviews), and returns its page URL. The
// POST is not idempotent, so it is not retried blindly: when it fails with no
// clear answer (network error, 5xx), the review comments are listed and, when
// every body of this review is there, it landed; otherwise it is sent once
// more. A 422 (a line outside the diff) is returned as is.
func (c *Client) CreateReview(ctx context.Context, repo Repo, number int, sha, body string, comments []ReviewComment) (string, error) {
	req := &github.PullRequestReviewRequest{CommitID: github.String(sha), Body: github.String(body), Event: github.String("COMMENT")}
	for _, cm := range comments {
		d := &github.DraftReviewComment{Path: github.String(cm.Path), Body: github.String(cm.Body),
			Line: github.Int(cm.Line), Side: github.String("RIGHT")}
		if cm.StartLine > 0 && cm.StartLine < cm.Line {
			d.StartLine, d.StartSide = github.Int(cm.StartLine), github.String("RIGHT")
		}
		req.Comments = append(req.Comments, d)
	}
	for try := 1; ; try++ {
		// GitHub's reviews API takes no idempotency header: the second try is sent
		// only after the review comments are listed and this review's are not all there.
		rv, _, err := c.GitHub.PullRequests.CreateReview(ctx, repo.Owner, repo.Name, number, req) // noqa: RC301
		if err == nil {
			return rv.GetHTMLURL(), nil
		}
		if s := StatusCode(err); try > 1 || (s != 0 && s < 500) {
			return "", fmt.Errorf("create review on #%d: %w", number, err)
		}
		bodies, lerr := c.ReviewCommentBodies(ctx, repo, number)
		if lerr != nil {
			return "", fmt.Errorf("create review on #%d: %w (and looking for it afterwards: %v)", number, err, lerr)
		}
		have := map[string]bool{}
		for _, b := range bodies {
			have[b] = true
		}
		landed := len(comments) > 0
		for _, cm := range comments {
			landed = landed && have[cm.Body]
		}
		if landed {
			return "", nil
		}
	}
}
