package ghclient

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/go-github/v62/github"
)

// FindComment returns the first comment on issue or pull request number whose
// body contains marker (e.g. "<!-- resilience-check -->"), looking through
// every page, or nil when there is none.
func (c *Client) FindComment(ctx context.Context, repo Repo, number int, marker string) (*github.IssueComment, error) {
	opt := &github.IssueListCommentsOptions{ListOptions: github.ListOptions{PerPage: MaxPerPage}}
	for {
		cs, resp, err := c.GitHub.Issues.ListComments(ctx, repo.Owner, repo.Name, number, opt)
		if err != nil {
			return nil, fmt.Errorf("list comments of #%d (page %d): %w", number, max(opt.Page, 1), err)
		}
		for _, cm := range cs {
			if strings.Contains(cm.GetBody(), marker) {
				return cm, nil
			}
		}
		if resp.NextPage == 0 {
			return nil, nil
		}
		opt.Page = resp.NextPage
	}
}

// CommentResult says what UpsertComment did.
type CommentResult struct {
	ID      int64  // the comment's ID
	HTMLURL string // the comment's page
	Created bool   // true when a new comment was made, false when one was edited
}

// UpsertComment keeps one comment carrying marker on issue or pull request
// number, with body (which must contain marker, and is cut to MaxCommentBody
// characters): it edits the comment FindComment finds, or creates one. A
// create that fails without a clear answer (network error, 5xx) is not sent
// again blindly: the comments are searched for the marker first, and only
// when none is there is the create tried once more.
func (c *Client) UpsertComment(ctx context.Context, repo Repo, number int, marker, body string) (CommentResult, error) {
	if !strings.Contains(body, marker) {
		return CommentResult{}, fmt.Errorf("comment body lacks the marker %q: a later run could not find it", marker)
	}
	body = Truncate(body, MaxCommentBody)
	existing, err := c.FindComment(ctx, repo, number, marker)
	if err != nil {
		return CommentResult{}, err
	}
	for try := 1; ; try++ {
		if existing != nil {
			cm, _, err := c.GitHub.Issues.EditComment(WithIdempotent(ctx), repo.Owner, repo.Name, existing.GetID(), &github.IssueComment{Body: github.String(body)})
			if err != nil {
				return CommentResult{}, fmt.Errorf("edit comment %d on #%d: %w", existing.GetID(), number, err)
			}
			return CommentResult{ID: cm.GetID(), HTMLURL: cm.GetHTMLURL()}, nil
		}
		cm, _, err := c.GitHub.Issues.CreateComment(ctx, repo.Owner, repo.Name, number, &github.IssueComment{Body: github.String(body)})
		if err == nil {
			return CommentResult{ID: cm.GetID(), HTMLURL: cm.GetHTMLURL(), Created: true}, nil
		}
		s := StatusCode(err)
		if try > 1 || (s != 0 && s < 500) {
			return CommentResult{}, fmt.Errorf("create comment on #%d: %w", number, err)
		}
		// The create may have landed: look before trying again.
		found, ferr := c.FindComment(ctx, repo, number, marker)
		if ferr != nil {
			return CommentResult{}, fmt.Errorf("create comment on #%d: %w (and looking for it afterwards: %v)", number, err, ferr)
		}
		if found != nil && found.GetBody() == body {
			return CommentResult{ID: found.GetID(), HTMLURL: found.GetHTMLURL(), Created: true}, nil
		}
		existing = found
	}
}
