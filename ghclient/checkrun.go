package ghclient

import (
	"context"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/google/go-github/v62/github"
)

// Check run conclusions resilience-check uses.
const (
	ConclusionSuccess = "success" // no reported finding
	ConclusionNeutral = "neutral" // reported findings, all below the fail-on severity
	ConclusionFailure = "failure" // a reported finding at or above the fail-on severity
)

// Output is a check run's output. Title and Summary are required by GitHub
// on every update; Summary and Text are cut to MaxCheckRunSummary characters.
type Output struct {
	Title, Summary, Text string
}

func (o Output) github(anns []*github.CheckRunAnnotation) *github.CheckRunOutput {
	out := &github.CheckRunOutput{
		Title:       github.String(o.Title),
		Summary:     github.String(Truncate(o.Summary, MaxCheckRunSummary)),
		Annotations: anns,
	}
	if o.Text != "" {
		out.Text = github.String(Truncate(o.Text, MaxCheckRunSummary))
	}
	return out
}

// CheckRun is a check run this client created.
type CheckRun struct {
	c       *Client
	repo    Repo
	name    string
	ID      int64  // GitHub's check run ID
	HTMLURL string // the check run's page
	// Annotated counts the annotations sent so far.
	Annotated int
	// ExternalID, when set, is sent as the check run's external_id when it
	// is completed: what the run reviewed (LookupCheckRun finds it by it).
	ExternalID string
}

// CreateCheckRun creates check run name on headSHA with status in_progress
// and output out. A fork pull request's token gives an error for which
// IsForbidden is true. The POST is not retried except on rate-limit answers,
// so a network failure cannot leave two check runs.
func (c *Client) CreateCheckRun(ctx context.Context, repo Repo, name, headSHA string, out Output) (*CheckRun, error) {
	run, _, err := c.GitHub.Checks.CreateCheckRun(ctx, repo.Owner, repo.Name, github.CreateCheckRunOptions{
		Name:      name,
		HeadSHA:   headSHA,
		Status:    github.String("in_progress"),
		StartedAt: &github.Timestamp{Time: time.Now().UTC()},
		Output:    out.github(nil),
	})
	if err != nil {
		return nil, fmt.Errorf("create check run %q on %s: %w", name, short(headSHA), err)
	}
	return &CheckRun{c: c, repo: repo, name: name, ID: run.GetID(), HTMLURL: run.GetHTMLURL()}, nil
}

// Annotate appends anns to the check run, MaxAnnotationsPerRequest per
// update request, each request carrying out (GitHub requires a title and a
// summary on every update). GitHub appends annotations, so an update is not
// repeated after a network error: on error some batches may have been sent,
// as Annotated tells.
func (r *CheckRun) Annotate(ctx context.Context, out Output, anns []*github.CheckRunAnnotation) error {
	for start := 0; start < len(anns); start += MaxAnnotationsPerRequest {
		batch := anns[start:min(start+MaxAnnotationsPerRequest, len(anns))]
		_, _, err := r.c.GitHub.Checks.UpdateCheckRun(ctx, r.repo.Owner, r.repo.Name, r.ID, github.UpdateCheckRunOptions{
			Name:   r.name,
			Output: out.github(batch),
		})
		if err != nil {
			return fmt.Errorf("add annotations %d-%d of %d to check run %d: %w", start+1, start+len(batch), len(anns), r.ID, err)
		}
		r.Annotated += len(batch)
	}
	return nil
}

// Complete marks the check run completed with conclusion (ConclusionSuccess,
// ConclusionNeutral, ConclusionFailure or another GitHub conclusion such as
// "cancelled") and the final output. Completing is idempotent, so it is
// retried like a GET.
func (r *CheckRun) Complete(ctx context.Context, conclusion string, out Output) error {
	opt := github.UpdateCheckRunOptions{
		Name:        r.name,
		Status:      github.String("completed"),
		Conclusion:  github.String(conclusion),
		CompletedAt: &github.Timestamp{Time: time.Now().UTC()},
		Output:      out.github(nil),
	}
	if r.ExternalID != "" {
		opt.ExternalID = github.String(r.ExternalID)
	}
	_, _, err := r.c.GitHub.Checks.UpdateCheckRun(WithIdempotent(ctx), r.repo.Owner, r.repo.Name, r.ID, opt)
	if err != nil {
		return fmt.Errorf("complete check run %d as %s: %w", r.ID, conclusion, err)
	}
	return nil
}

// Truncate cuts s to at most max characters (Unicode code points, as GitHub
// counts them), ending it with a line that says it was cut.
func Truncate(s string, max int) string {
	const note = "\n\n… (cut to fit GitHub's size limit)\n"
	keep := max - utf8.RuneCountInString(note)
	n := 0
	for i := range s {
		if n == keep {
			if utf8.RuneCountInString(s[i:]) <= max-keep {
				return s
			}
			return s[:i] + note
		}
		n++
	}
	return s
}

// OpenCheckRun returns the newest check run called name on headSHA that is
// not completed yet (queued or in_progress), made by the GitHub App appID
// (0: by anyone), or nil when there is none. A job that was interrupted
// (process killed, retried) finds its own check run with it instead of
// leaving it in progress and creating a second one.
func (c *Client) OpenCheckRun(ctx context.Context, repo Repo, name, headSHA string, appID int64) (*CheckRun, error) {
	open, _, err := c.LookupCheckRun(ctx, repo, name, headSHA, appID, "")
	return open, err
}

// LookupCheckRun lists the check runs called name on headSHA made by the
// GitHub App appID (0: by anyone), every page, and returns the newest one
// not completed yet (as OpenCheckRun) and the ID of the newest completed one
// whose external_id is externalID (0 when there is none, or when externalID
// is ""). A review that finds its own completed check run for the same
// inputs (a job run again after the process was killed between completing
// the check run and recording the job as done) need not review again.
func (c *Client) LookupCheckRun(ctx context.Context, repo Repo, name, headSHA string, appID int64, externalID string) (open *CheckRun, doneID int64, err error) {
	opt := &github.ListCheckRunsOptions{CheckName: github.String(name), Filter: github.String("all"),
		ListOptions: github.ListOptions{PerPage: MaxPerPage}}
	if appID != 0 {
		opt.AppID = github.Int64(appID)
	}
	var newest *github.CheckRun
	for {
		res, resp, err := c.GitHub.Checks.ListCheckRunsForRef(ctx, repo.Owner, repo.Name, headSHA, opt)
		if err != nil {
			return nil, 0, fmt.Errorf("list check runs %q on %s: %w", name, short(headSHA), err)
		}
		for _, cr := range res.CheckRuns {
			if cr.GetStatus() != "completed" && (newest == nil || cr.GetID() > newest.GetID()) {
				newest = cr
			}
			if externalID != "" && cr.GetStatus() == "completed" && cr.GetExternalID() == externalID && cr.GetID() > doneID {
				doneID = cr.GetID()
			}
		}
		if resp.NextPage == 0 {
			break
		}
		opt.Page = resp.NextPage
	}
	if newest != nil {
		open = &CheckRun{c: c, repo: repo, name: name, ID: newest.GetID(), HTMLURL: newest.GetHTMLURL()}
	}
	return open, doneID, nil
}

// CreateCompletedCheckRun creates check run name on headSHA already
// completed with conclusion (e.g. "skipped" for a commit that a newer push
// superseded before it was reviewed) and out.
func (c *Client) CreateCompletedCheckRun(ctx context.Context, repo Repo, name, headSHA, conclusion string, out Output) (*CheckRun, error) {
	now := &github.Timestamp{Time: time.Now().UTC()}
	run, _, err := c.GitHub.Checks.CreateCheckRun(ctx, repo.Owner, repo.Name, github.CreateCheckRunOptions{
		Name:        name,
		HeadSHA:     headSHA,
		Status:      github.String("completed"),
		Conclusion:  github.String(conclusion),
		StartedAt:   now,
		CompletedAt: now,
		Output:      out.github(nil),
	})
	if err != nil {
		return nil, fmt.Errorf("create %s check run %q on %s: %w", conclusion, name, short(headSHA), err)
	}
	return &CheckRun{c: c, repo: repo, name: name, ID: run.GetID(), HTMLURL: run.GetHTMLURL()}, nil
}

// SetOutput replaces the check run's title and summary (out) and leaves its
// status as it is, e.g. to say that a failed attempt will be retried. It
// sets the whole output, so it is retried like a GET.
func (r *CheckRun) SetOutput(ctx context.Context, out Output) error {
	_, _, err := r.c.GitHub.Checks.UpdateCheckRun(WithIdempotent(ctx), r.repo.Owner, r.repo.Name, r.ID, github.UpdateCheckRunOptions{
		Name:   r.name,
		Output: out.github(nil),
	})
	if err != nil {
		return fmt.Errorf("update check run %d: %w", r.ID, err)
	}
	return nil
}
