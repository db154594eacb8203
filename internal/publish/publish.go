// Package publish posts one scan report to GitHub in one fixed order: the
// safe fixes as a review of suggested changes, the sticky pull request
// comment, the SARIF upload, then the check run's annotations and its
// conclusion. The Action (internal/action) and the GitHub App bot
// (internal/bot) both run this sequence; they differ only in what they turn
// on and in what a failure means to them (the Action notes it and goes on,
// the bot retries a passing GitHub failure), which they say through Skip and
// Failed, as reviewdog's reporters share one flow behind small interfaces.
//
// Suggestions come first because the comment links their review
// (annotate.Report.Suggested); the check run comes last so that an attempt
// that stops early leaves it open for the next attempt to take over.
package publish

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/internal/suggest"
)

// Step names one part of the sequence, in the order Run takes them.
type Step string

// The steps.
const (
	StepSuggestions Step = "suggestions" // suggest.Post: safe fixes as one review of suggested changes
	StepComment     Step = "comment"     // ghclient.UpsertComment with annotate.Markdown
	StepSARIF       Step = "sarif"       // annotate.WriteSARIF, then ghclient.UploadSARIF
	StepAnnotate    Step = "annotate"    // ghclient.CheckRun.Annotate with annotate.CheckRunAnnotations
	StepComplete    Step = "complete"    // ghclient.CheckRun.Complete with the conclusion
)

// ErrWriteSARIF wraps a failure to write the SARIF log, before any upload
// (StepSARIF fails with it when annotate.WriteSARIF does).
var ErrWriteSARIF = errors.New("write sarif")

// Sequence says where a report goes and which parts are posted.
type Sequence struct {
	GH     *ghclient.Client
	Repo   ghclient.Repo
	Number int    // the pull request; suggestions and the comment need one
	Head   string // the commit the report is about (the review's and the SARIF's commit)

	Suggestions bool // post the safe fixes as suggested changes (needs Number)
	Comment     bool // upsert the sticky comment (needs Number)
	// SARIFRef, when set, is the ref the SARIF log is uploaded for, e.g.
	// "refs/pull/7/head"; "" uploads none (the Action writes a file that
	// the workflow uploads).
	SARIFRef string
	// Check is the check run to annotate and complete; nil skips both.
	Check *ghclient.CheckRun
	// Conclusion is the check run's conclusion (annotate.Conclusion).
	Conclusion string
	// ExternalID, when set, becomes the check run's external_id
	// (CheckRun.ExternalID) just before StepComplete, so that a check run
	// this sequence did not complete does not carry it (the bot's review key).
	ExternalID string
	// Summary, when set, makes the check run's summary from the report at
	// the time the check run is written (after the earlier steps, so it may
	// tell what they did); nil means annotate.Summary.
	Summary func(rep *annotate.Report) string

	// Skip, when set, is asked before each step's GitHub calls; true skips
	// the step (the Action skips calls once GitHub was unreachable).
	Skip func(Step) bool
	// Failed, when set, is told of each failed step, with what Run has
	// gathered so far (for StepAnnotate, Annotations); a non-nil return stops
	// the sequence and Run returns it, nil goes on with the next step (after
	// a failed StepAnnotate, with StepComplete). A nil Failed stops at the
	// first failure and Run returns the error.
	Failed func(Step, *Outcome, error) error
	// Done, when set, is told of each step that succeeded, with what Run
	// has gathered so far.
	Done func(Step, *Outcome)
}

// Outcome is what the steps that ran did.
type Outcome struct {
	Suggested int    // suggested changes posted (0 when none were new)
	ReviewURL string // the review of suggested changes, when one was posted
	// Comment is the upserted comment, when StepComment succeeded.
	Comment *ghclient.CommentResult
	SARIFID string // the SARIF upload's ID, when StepSARIF succeeded
	// Annotations is the number of check-run annotations the report has
	// (Check.Annotated tells how many were sent).
	Annotations int
	// Output is the check run's title and summary as written.
	Output ghclient.Output
}

// Run posts rep: suggestions, comment, SARIF, annotations and conclusion,
// each when the sequence turns it on. It returns what was done and the
// error a Failed hook stopped it with (or the first failure when Failed is
// nil). Steps that need a pull request are skipped when Number is 0.
func (s *Sequence) Run(ctx context.Context, rep *annotate.Report) (*Outcome, error) {
	out := &Outcome{}
	step := func(st Step, on bool, do func() error) error {
		if !on || (s.Skip != nil && s.Skip(st)) {
			return nil
		}
		if err := do(); err != nil {
			if s.Failed == nil {
				return err
			}
			return s.Failed(st, out, err)
		}
		if s.Done != nil {
			s.Done(st, out)
		}
		return nil
	}
	pr := s.Number > 0
	if err := step(StepSuggestions, pr && s.Suggestions, func() error {
		n, url, err := suggest.Post(ctx, s.GH, s.Repo, s.Number, s.Head, rep)
		out.Suggested, out.ReviewURL = n, url
		return err
	}); err != nil {
		return out, err
	}
	if err := step(StepComment, pr && s.Comment, func() error {
		res, err := s.GH.UpsertComment(ctx, s.Repo, s.Number, annotate.CommentMarker, annotate.Markdown(rep))
		if err == nil {
			out.Comment = &res
		}
		return err
	}); err != nil {
		return out, err
	}
	if err := step(StepSARIF, s.SARIFRef != "", func() error {
		var b bytes.Buffer
		if err := annotate.WriteSARIF(&b, rep); err != nil {
			return fmt.Errorf("%w: %w", ErrWriteSARIF, err)
		}
		id, err := s.GH.UploadSARIF(ctx, s.Repo, s.Head, s.SARIFRef, b.Bytes())
		out.SARIFID = id
		return err
	}); err != nil {
		return out, err
	}
	if s.Check == nil {
		return out, nil
	}
	summary := s.Summary
	if summary == nil {
		summary = annotate.Summary
	}
	out.Output = ghclient.Output{Title: annotate.CheckRunTitle(rep), Summary: summary(rep)}
	anns := annotate.CheckRunAnnotations(rep)
	out.Annotations = len(anns)
	if err := step(StepAnnotate, true, func() error { return s.Check.Annotate(ctx, out.Output, anns) }); err != nil {
		return out, err
	}
	err := step(StepComplete, true, func() error {
		if s.ExternalID != "" {
			s.Check.ExternalID = s.ExternalID
		}
		return s.Check.Complete(ctx, s.Conclusion, out.Output)
	})
	return out, err
}
