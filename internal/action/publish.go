package action

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/internal/publish"
	"github.com/resilience-check/resilience-check/internal/safefile"
)

// failed explains a failed GitHub call in words, with what to do about it,
// and remembers when GitHub did not answer at all, so that later calls are
// skipped instead of each waiting out the retry budget (a circuit breaker
// for the rest of the run).
func (r *run) failed(err error, what string) string {
	if ghclient.IsUnreachable(err) && r.down == nil {
		r.down = err
	}
	return why(err, what)
}

// skipDown reports whether GitHub was found unreachable earlier; it notes
// that what was skipped.
func (r *run) skipDown(what string) bool {
	if r.down == nil {
		return false
	}
	r.note("did not %s: GitHub was unreachable earlier in this run", what)
	return true
}

// why explains a failed GitHub call in words, with what to do about it.
func why(err error, what string) string {
	switch {
	case ghclient.IsForbidden(err):
		return fmt.Sprintf("GitHub refused to %s (%s): the token is read-only, as for a pull request from a fork, "+
			"or lacks the permission (give the job `permissions: {checks: write, pull-requests: write}`)", what, ghclient.ErrorSummary(err))
	case ghclient.IsUnreachable(err):
		return fmt.Sprintf("GitHub could not be reached to %s: %v", what, err)
	}
	return fmt.Sprintf("could not %s: %s", what, ghclient.ErrorSummary(err))
}

// startCheckRun creates the in_progress check run on the head commit. On
// failure the annotations will go to the log instead.
func (r *run) startCheckRun(ctx context.Context) {
	run, err := r.gh.CreateCheckRun(ctx, r.repo, CheckRunName, r.target.Head, ghclient.Output{
		Title: "scanning", Summary: "resilience-check is scanning " + r.target.Why + ".",
	})
	if err != nil {
		r.fallback = r.failed(err, "create the check run")
		r.note("%s; the findings go to the log as workflow-command annotations instead", r.fallback)
		return
	}
	r.check = run
	r.logf("check run %d created on %s", run.ID, short(r.target.Head))
}

// abortCheckRun completes a started check run when the scan could not run,
// so that it does not stay in progress.
func (r *run) abortCheckRun(ctx context.Context, cause error) {
	if r.check == nil {
		return
	}
	conclusion := "failure"
	if errors.Is(cause, context.DeadlineExceeded) {
		conclusion = "timed_out"
		// The run's own deadline has passed: give the last call a moment.
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), ghclient.DefaultRetryPolicy.Timeout)
		defer cancel()
	}
	if err := r.check.Complete(ctx, conclusion, ghclient.Output{Title: "scan failed", Summary: "resilience-check could not scan: " + cause.Error()}); err != nil {
		r.logf("%s", r.failed(err, "complete the check run"))
	}
}

// publish runs the shared publish sequence (internal/publish): suggested
// changes, the sticky comment, then the check run's annotations and
// conclusion; the SARIF file was written before (writeSARIF) for the
// workflow to upload. It falls back to workflow commands when the check run
// is not available. Failures are logged and noted, never fatal; once GitHub
// was unreachable, later calls are skipped.
func (r *run) publish(ctx context.Context, rep *annotate.Report, conclusion string) {
	pr := r.target.Kind == KindPullRequest
	suggestions := pr && r.in.Suggestions
	if suggestions && r.target.Fork {
		// A fork's token cannot post reviews, so nothing is tried there.
		r.note("no suggested changes: the pull request comes from a fork and its token is read-only")
		suggestions = false
	}
	if pr && !r.in.Comment {
		r.logf("comment input is false: no pull request comment")
	}
	number := 0
	if pr {
		number = r.target.Number
	}
	annotateFailed := false
	seq := &publish.Sequence{
		GH: r.gh, Repo: r.repo, Number: number, Head: r.target.Head,
		Suggestions: suggestions,
		Comment:     r.in.Comment,
		Check:       r.check,
		Conclusion:  conclusion,
		Skip: func(st publish.Step) bool {
			switch st {
			case publish.StepSuggestions:
				return r.skipDown(fmt.Sprintf("post suggested changes on #%d", number))
			case publish.StepComment:
				return r.skipDown(fmt.Sprintf("post the comment on #%d", number))
			case publish.StepComplete:
				if r.skipDown(fmt.Sprintf("complete check run %d", r.check.ID)) {
					if r.fallback == "" {
						r.fallback = "the check run could not be completed"
					}
					return true
				}
			}
			return false
		},
		Failed: func(st publish.Step, out *publish.Outcome, err error) error {
			switch st {
			case publish.StepSuggestions:
				r.note("%s", r.failed(err, fmt.Sprintf("post suggested changes on #%d", number)))
			case publish.StepComment:
				r.note("%s; the checklist is in the job summary instead", r.failed(err, fmt.Sprintf("post the comment on #%d", number)))
			case publish.StepAnnotate:
				annotateFailed = true
				r.fallback = r.failed(err, fmt.Sprintf("add annotations to the check run (%d of %d sent)", r.check.Annotated, out.Annotations))
				r.note("%s; all findings go to the log as workflow-command annotations instead", r.fallback)
			case publish.StepComplete:
				r.note("%s", r.failed(err, "complete the check run"))
				if r.fallback == "" {
					r.fallback = "the check run could not be completed"
				}
			}
			return nil
		},
		Done: func(st publish.Step, out *publish.Outcome) {
			switch {
			case st == publish.StepSuggestions && out.Suggested > 0:
				r.logf("%d suggested change(s) posted on #%d: %s", out.Suggested, number, out.ReviewURL)
			case st == publish.StepComment:
				verb := "updated"
				if out.Comment.Created {
					verb = "created"
				}
				r.logf("comment %s on #%d: %s", verb, number, out.Comment.HTMLURL)
			case st == publish.StepComplete && !annotateFailed:
				r.logf("check run %d completed: %s, %d annotation(s) in %d request(s) %s", r.check.ID, conclusion, out.Annotations,
					(out.Annotations+ghclient.MaxAnnotationsPerRequest-1)/ghclient.MaxAnnotationsPerRequest, r.check.HTMLURL)
			}
		},
	}
	_, _ = seq.Run(ctx, rep) // Failed never stops the sequence
	if r.fallback != "" && len(rep.Reported()) > 0 {
		r.gha.Group("resilience-check annotations (workflow commands)")
		if err := annotate.WriteWorkflowCommands(r.env.Stdout, rep); err != nil {
			r.logf("write workflow commands: %v", err)
		}
		r.gha.EndGroup()
	}
}

// workspacePath resolves a path input against the workspace.
func (r *run) workspacePath(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(r.ws, p)
}

// writeSARIF writes the SARIF file; a failure is noted (the outputs then
// leave sarif-file empty). The path must be a plain file inside the
// workspace: a pull request can add a symbolic link at the sarif-file path,
// or a linked folder above it, and the write must not follow it out of the
// checkout (package safefile: Lstat, EvalSymlinks, O_NOFOLLOW).
func (r *run) writeSARIF(rep *annotate.Report) {
	p := r.workspacePath(r.in.SARIFFile)
	f, err := safefile.Create(r.ws, p, 0o644)
	if err == nil {
		err = annotate.WriteSARIF(f, rep)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		r.note("could not write the SARIF file %s: %v", r.in.SARIFFile, err)
		r.in.SARIFFile = ""
		return
	}
	r.logf("SARIF written to %s", r.in.SARIFFile)
}

// fileCommand runs a go-githubactions call that writes to a runner file
// (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY); they panic when the file cannot be
// written, which must not end the run.
func (r *run) fileCommand(envName, what string, f func()) {
	name := r.env.Getenv(envName)
	if name == "" {
		r.logf("%s is not set: %s not written", envName, what)
		return
	}
	// The runner makes these files outside the workspace; one that is a
	// symbolic link was not made by it.
	if err := safefile.Check("", name); err != nil {
		r.logf("%s: %v: %s not written", envName, err, what)
		return
	}
	defer func() {
		if p := recover(); p != nil {
			r.logf("could not write the %s: %v", what, p)
		}
	}()
	f()
}

// writeOutputs sets the step outputs. rep is nil when nothing was scanned.
func (r *run) writeOutputs(rep *annotate.Report, conclusion string) {
	var high, medium, low int
	checklist := "[]"
	if rep != nil {
		high, medium, low = rep.Counts()
		if b, err := json.Marshal(annotate.ChecklistEntries(rep)); err == nil {
			checklist = string(b)
		}
	}
	outs := [][2]string{
		{"findings", strconv.Itoa(high + medium + low)},
		{"high", strconv.Itoa(high)},
		{"medium", strconv.Itoa(medium)},
		{"low", strconv.Itoa(low)},
		{"sarif-file", r.in.SARIFFile},
		{"conclusion", conclusion},
		{"checklist", checklist},
	}
	if rep == nil {
		outs[4][1] = ""
	}
	r.fileCommand("GITHUB_OUTPUT", "step outputs", func() {
		for _, o := range outs {
			r.gha.SetOutput(o[0], o[1])
		}
	})
}

// writeSummary appends the report and the run notes to the job summary.
func (r *run) writeSummary(rep *annotate.Report) {
	r.summaryText(annotate.Summary(rep))
}

// summaryText appends markdown and the run notes to the job summary.
func (r *run) summaryText(markdown string) {
	var b strings.Builder
	b.WriteString(markdown)
	if len(r.notes) > 0 {
		b.WriteString("\n#### Run notes\n\n")
		for _, n := range r.notes {
			b.WriteString("- " + strings.ReplaceAll(n, "\n", " ") + "\n")
		}
	}
	s := b.String()
	if len(s) > ghclient.MaxStepSummaryBytes {
		s = ghclient.Truncate(s, ghclient.MaxStepSummaryBytes/4) // ≤ 4 bytes a character
	}
	r.fileCommand("GITHUB_STEP_SUMMARY", "job summary", func() { r.gha.AddStepSummary(s) })
}
