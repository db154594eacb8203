package bot

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/google/go-github/v62/github"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/diff"
	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/internal/config"
	"github.com/resilience-check/resilience-check/internal/publish"
	"github.com/resilience-check/resilience-check/internal/scan"
)

// maxConfigBytes caps the repository's config file.
const maxConfigBytes = 1 << 20

// errSuperseded ends a job whose pull request got a newer push.
var errSuperseded = errors.New("superseded by a newer push")

// errNotReviewed ends a job with nothing to review yet (a draft, a commit
// without a pull request). The job is cancelled rather than completed, so
// that its unique key is free again: the same head is reviewed when it
// becomes ready for review or gets a pull request.
var errNotReviewed = errors.New("nothing to review yet")

// reviewWorker runs ReviewArgs jobs.
type reviewWorker struct {
	river.WorkerDefaults[ReviewArgs]
	b *Bot
}

// Timeout bounds one attempt (Options.JobTimeout).
func (w *reviewWorker) Timeout(*river.Job[ReviewArgs]) time.Duration { return w.b.opts.JobTimeout }

// Work reviews one head commit and logs one line with the outcome.
func (w *reviewWorker) Work(ctx context.Context, job *river.Job[ReviewArgs]) error {
	a := job.Args
	start := time.Now()
	rv := &review{b: w.b, job: job, a: a, repo: ghclient.Repo{Owner: a.Owner, Name: a.Repo},
		log: w.b.log.With("job", job.ID, "attempt", job.Attempt, "delivery", a.DeliveryID, "event", a.Event,
			"repo", a.Owner+"/"+a.Repo, "head_sha", a.HeadSHA)}
	if a.Number != 0 {
		rv.log = rv.log.With("pr", a.Number)
	}
	result, err := rv.run(ctx)
	w.b.metrics.jobs.WithLabelValues(result).Inc()
	attrs := []any{"result", result, "duration_ms", time.Since(start).Milliseconds()}
	if rv.check != nil {
		attrs = append(attrs, "check_run", rv.check.ID)
	}
	if err != nil {
		attrs = append(attrs, "error", err.Error())
	}
	level := slog.LevelInfo
	if result == "failed" || result == "retry" {
		level = slog.LevelWarn
	}
	rv.log.Log(context.Background(), level, "review", attrs...)
	return err
}

// review is one attempt of one job.
type review struct {
	b     *Bot
	job   *river.Job[ReviewArgs]
	a     ReviewArgs
	repo  ghclient.Repo
	log   *slog.Logger
	gh    *ghclient.Client
	check *ghclient.CheckRun
	notes []string
	// suggest is the repository config's suggestions setting (default true).
	suggest bool
	// key names what this review reviews (reviewKey): it becomes the
	// completed check run's external_id.
	key string
}

// reviewKey is the external_id of a check run the bot completed with a
// review: a digest of the tool version, the fail-on severity and the config
// file's bytes at the base commit. The same head SHA with the same key gives
// the same review.
func reviewKey(version string, failOn checks.Severity, configBytes []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00", version, failOn)
	h.Write(configBytes)
	return "resilience-check/" + hex.EncodeToString(h.Sum(nil))[:32]
}

// run does the review and returns its result for the metrics (completed,
// skipped, superseded, retry, snoozed, interrupted, failed) and the error River sees.
func (r *review) run(ctx context.Context) (string, error) {
	gh, err := r.b.gh.client(r.a.InstallationID)
	if err != nil {
		return "failed", river.JobCancel(err)
	}
	r.gh = gh
	if crashes := crashedAttempts(r.job.JobRow); crashes >= r.b.opts.MaxCrashes {
		r.finish(ctx, "failure", "could not finish", fmt.Sprintf("resilience-check gave up on this review: %d of its attempts stopped without finishing "+
			"(the process was killed while scanning, for instance for lack of memory). The same files would stop it again, so it is not retried; "+
			"push again, or exclude the files that are too large to review in .github/resilience-check.yml.", crashes))
		return "failed", river.JobCancel(fmt.Errorf("%d attempts crashed", crashes))
	}
	if res, err, done := r.checkSuperseded(ctx); done {
		return res, err
	}
	// A check suite names at most the pull request's number: its draft
	// state and size come from the API (an automatic check suite of a draft
	// is not reviewed either).
	if fromSuite := r.a.Rerun == "" && !strings.HasPrefix(r.a.Event, "pull_request."); r.a.Number == 0 || fromSuite {
		prs, err := gh.PullRequestsForCommit(ctx, r.repo, r.a.HeadSHA)
		if err != nil {
			return r.failed(ctx, err, "find the pull request of this commit")
		}
		if len(prs) == 0 {
			if r.a.Rerun != "" {
				r.finish(ctx, "skipped", "no pull request", "resilience-check reviews pull requests; no open pull request has "+short(r.a.HeadSHA)+" as its head.")
			}
			r.log.Info("no open pull request has this commit as its head: nothing to review")
			return "skipped", river.JobCancel(errNotReviewed)
		}
		pr := prs[0]
		for _, p := range prs {
			if p.GetNumber() == r.a.Number {
				pr = p
			}
		}
		if r.a.Number == 0 {
			r.log = r.log.With("pr", pr.GetNumber())
		}
		r.a.Number, r.a.BaseSHA, r.a.ChangedFiles, r.a.Draft = pr.GetNumber(), pr.GetBase().GetSHA(), pr.GetChangedFiles(), pr.GetDraft()
		r.a.PRKey = prKey(r.a.InstallationID, r.a.Owner, r.a.Repo, r.a.Number)
	}

	cfg, err := r.config(ctx)
	if err != nil {
		var bad *configError
		if errors.As(err, &bad) {
			return r.badInput(ctx, "the repository's config has an error", bad.err)
		}
		return r.failed(ctx, err, "read "+config.DefaultPath)
	}
	r.suggest = cfg.SuggestionsOn()
	if r.a.Draft && !cfg.ReviewDrafts && r.a.Rerun == "" {
		r.log.Info("draft pull request: not reviewed until it is ready for review (review-drafts: true in the config reviews drafts)")
		return "skipped", river.JobCancel(errNotReviewed)
	}

	open, doneID, err := gh.LookupCheckRun(ctx, r.repo, CheckRunName, r.a.HeadSHA, r.b.cfg.AppID, r.key)
	if err != nil {
		return r.failed(ctx, err, "look for the check run")
	}
	// A job run again after the process was killed between completing its
	// check run and recording the job done (River then runs it once more)
	// finds its own completed review of this head and config: nothing to do.
	// An explicit re-run request always reviews again.
	if doneID != 0 && r.a.Rerun == "" && (open == nil || open.ID < doneID) {
		r.log.Info("already reviewed: a completed check run of this head and config exists", "check_run", doneID)
		return "skipped", nil
	}
	r.check = open
	if r.check == nil {
		if r.check, err = gh.CreateCheckRun(ctx, r.repo, CheckRunName, r.a.HeadSHA, ghclient.Output{Title: "scanning",
			Summary: fmt.Sprintf("resilience-check is scanning pull request #%d at %s.", r.a.Number, short(r.a.HeadSHA))}); err != nil {
			return r.failed(ctx, err, "create the check run")
		}
	}

	changes, notes, err := gh.PullRequestChanges(ctx, r.repo, r.a.Number, r.a.ChangedFiles)
	if err != nil {
		if retryable(err) || ctx.Err() != nil {
			return r.failed(ctx, err, "list the pull request's files")
		}
		return r.badInput(ctx, "the pull request's files could not be read", err)
	}
	r.notes = append(r.notes, notes...)
	rep, err := r.scan(ctx, cfg, changes)
	if err != nil {
		return r.failed(ctx, err, "scan")
	}
	if configChanged(changes) {
		rep.ConfigNote = ConfigChangedNote
	}
	if res, err, done := r.checkSuperseded(ctx); done {
		return res, err
	}
	return r.publish(ctx, rep)
}

// configError is a config file that does not parse: bad input, not retried.
type configError struct{ err error }

func (e *configError) Error() string { return e.err.Error() }

// config reads .github/resilience-check.yml at the pull request's base
// commit, never its head: a pull request must not choose how it is reviewed
// (a head config with `exclude: ["**"]` would turn a failing check green),
// as CodeQL's default setup and Danger read their settings from the base
// branch. A missing file means the defaults. Without a base commit (never
// for a pull request event) the defaults apply.
func (r *review) config(ctx context.Context) (*config.Config, error) {
	if r.a.BaseSHA == "" {
		r.log.Warn("no base commit known: the default config applies")
		r.key = reviewKey(r.b.opts.Version, r.b.opts.FailOn, nil)
		return config.Default(), nil
	}
	b, err := r.gh.FileContent(ctx, r.repo, r.a.BaseSHA, config.DefaultPath, maxConfigBytes)
	if ghclient.StatusCode(err) == http.StatusNotFound {
		b, err = nil, nil
	}
	if err != nil {
		if errors.Is(err, ghclient.ErrTooLarge) {
			return nil, &configError{err}
		}
		return nil, err
	}
	r.key = reviewKey(r.b.opts.Version, r.b.opts.FailOn, b)
	cfg, err := config.Parse(config.DefaultPath, b)
	if err != nil {
		return nil, &configError{err}
	}
	return cfg, nil
}

// ConfigChangedNote heads the comment and the check run summary when the
// pull request changes the config file: the bot reviewed it with the base
// commit's config, and the change takes effect once merged.
const ConfigChangedNote = "This pull request changes " + config.DefaultPath +
	"; it was reviewed with the base branch's config, and the change applies once it is merged."

// configChanged reports whether changes add, edit, rename or delete the
// config file.
func configChanged(changes []diff.FileChange) bool {
	for _, c := range changes {
		if c.Path == config.DefaultPath || c.OldPath == config.DefaultPath {
			return true
		}
	}
	return false
}

// scan runs the scanner in diff mode over the API's changes, reading each
// file at the head commit from the contents API. A file GitHub failed to
// serve fails the attempt (to be retried) rather than being reported as
// scanned.
func (r *review) scan(ctx context.Context, cfg *config.Config, changes []diff.FileChange) (*annotate.Report, error) {
	start := time.Now()
	defer func() { r.b.metrics.scan.Observe(time.Since(start).Seconds()) }()
	rules := r.b.opts.Rules
	if rules == nil {
		rules = checks.Select(cfg)
	}
	maxBytes := cfg.MaxFileBytes
	if maxBytes <= 0 {
		maxBytes = checks.DefaultMaxFileBytes
	}
	var (
		mu      sync.Mutex
		readErr error
	)
	read := func(p string) ([]byte, error) {
		b, err := r.gh.FileContent(ctx, r.repo, r.a.HeadSHA, p, maxBytes)
		if errors.Is(err, ghclient.ErrTooLarge) {
			return nil, fmt.Errorf("file is over the %d-byte limit", maxBytes)
		}
		if err != nil && (retryable(err) || ctx.Err() != nil) {
			mu.Lock()
			if readErr == nil {
				readErr = err
			}
			mu.Unlock()
		}
		return b, err
	}
	// Never nil: scan.Run would take a nil list for "diff the local git
	// repository".
	kept := make([]diff.FileChange, 0, len(changes))
	for _, c := range changes {
		if !cfg.Excluded(c.Path) {
			kept = append(kept, c)
		}
	}
	// The files the changed ones import, for the summaries of what they
	// call (issue 18): read at the head commit through the API, or taken
	// from the summary cache.
	imports, err := r.importsSource(ctx, kept, maxBytes)
	if err != nil {
		return nil, fmt.Errorf("list the repository tree at %s: %w", short(r.a.HeadSHA), err)
	}
	eng := &checks.Engine{Rules: rules, MaxFileBytes: cfg.MaxFileBytes, Settings: cfg.Settings()}
	if imports != nil {
		eng.Repo = imports.source()
	}
	base := strings.TrimSuffix(strings.TrimSuffix(r.b.cfg.APIURL, "/api/v3"), "/")
	if base == "https://api.github.com" {
		base = "https://github.com"
	}
	rep, err := scan.Run(ctx, scan.Options{
		Base:       r.a.BaseSHA,
		Head:       r.a.HeadSHA,
		Changes:    kept,
		Read:       read,
		FilterMode: diff.Added,
		Engine:     eng,
		PerFile: func(p string) (checks.RuleSelector, *checks.Settings) {
			if s := cfg.FileSelector(p, nil); s != nil { // per-file-ignores
				return s, nil
			}
			return nil, nil
		},
		FailOn:       r.b.opts.FailOn,
		ToolVersion:  r.b.opts.Version,
		LinkBase:     base + "/" + r.repo.String() + "/blob/" + r.a.HeadSHA + "/",
		AutomationID: "resilience-check/pull_request/",
	})
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	if err != nil {
		return nil, err
	}
	if readErr != nil {
		return nil, fmt.Errorf("read the changed files at %s: %w", short(r.a.HeadSHA), readErr)
	}
	if imports != nil {
		imports.save(ctx)
		// A file the change imports that GitHub failed to serve is retried
		// with the attempt while attempts remain; the last attempt
		// reports it as not read (an incomplete result, never a pass).
		if imports.retry != nil && r.job.Attempt < r.job.MaxAttempts {
			return nil, fmt.Errorf("read the files the changes import at %s: %w", short(r.a.HeadSHA), imports.retry)
		}
	}
	rep.AllowIncomplete = cfg.AllowIncomplete()
	return rep, nil
}

// publish runs the shared publish sequence (internal/publish): suggested
// changes, the sticky comment, the SARIF upload, the annotations and then
// the conclusion, so that an attempt that fails before the end leaves the
// check run open for the next attempt to take over. A passing GitHub failure
// fails the attempt (retried); a refusal of the suggestions, the comment or
// the SARIF upload is noted and the sequence goes on.
func (r *review) publish(ctx context.Context, rep *annotate.Report) (string, error) {
	var result string
	// stop ends the sequence with r.failed's verdict.
	stop := func(err error, what string) error {
		var ferr error
		result, ferr = r.failed(ctx, err, what)
		return ferr
	}
	// transient reports whether err fails the attempt rather than the step.
	transient := func(err error) bool { return retryable(err) || ctx.Err() != nil }
	seq := &publish.Sequence{
		GH: r.gh, Repo: r.repo, Number: r.a.Number, Head: r.a.HeadSHA,
		// Suggestions go before the comment, which links the review. A
		// retried job finds its own earlier suggestions by their
		// fingerprints and posts none twice.
		Suggestions: r.suggest,
		Comment:     true,
		SARIFRef:    fmt.Sprintf("refs/pull/%d/head", r.a.Number),
		Check:       r.check,
		Conclusion:  annotate.Conclusion(rep, r.b.opts.FailOn),
		// The completed check run carries the review's key (reviewKey), so
		// that a job run again finds it and posts nothing twice.
		ExternalID: r.key,
		Summary:    func(rep *annotate.Report) string { return r.withNotes(annotate.Summary(rep)) },
		Failed: func(st publish.Step, out *publish.Outcome, err error) error {
			switch st {
			case publish.StepSuggestions:
				if transient(err) {
					return stop(err, "post the suggested changes")
				}
				r.log.Warn("suggested changes not posted", "error", ghclient.ErrorSummary(err))
				r.notes = append(r.notes, "the suggested changes could not be posted: "+ghclient.ErrorSummary(err))
			case publish.StepComment:
				if transient(err) {
					return stop(err, "post the comment")
				}
				r.log.Warn("comment not posted", "error", ghclient.ErrorSummary(err))
				r.notes = append(r.notes, "the pull request comment could not be posted: "+ghclient.ErrorSummary(err))
			case publish.StepSARIF:
				switch s := ghclient.StatusCode(err); {
				case errors.Is(err, publish.ErrWriteSARIF):
					r.log.Warn("sarif not written", "error", err.Error())
				case ghclient.IsForbidden(err) || s == http.StatusNotFound:
					r.log.Info("sarif upload skipped: code scanning is off for this repository or the App lacks security_events: write", "error", ghclient.ErrorSummary(err))
				case transient(err):
					return stop(err, "upload the SARIF file")
				default:
					r.log.Warn("sarif upload refused", "error", ghclient.ErrorSummary(err))
				}
			case publish.StepAnnotate:
				return stop(err, fmt.Sprintf("add annotations (%d of %d sent)", r.check.Annotated, out.Annotations))
			case publish.StepComplete:
				return stop(err, "complete the check run")
			}
			return nil
		},
		Done: func(st publish.Step, out *publish.Outcome) {
			switch {
			case st == publish.StepSuggestions && out.Suggested > 0:
				r.log.Info("suggested changes posted", "count", out.Suggested, "review", out.ReviewURL)
			case st == publish.StepSARIF:
				r.log.Info("sarif uploaded", "sarif_id", out.SARIFID)
			}
		},
	}
	out, err := seq.Run(ctx, rep)
	if err != nil {
		return result, err
	}
	high, medium, low := rep.Counts()
	r.log.Info("check run completed", "conclusion", seq.Conclusion, "high", high, "medium", medium, "low", low, "annotations", out.Annotations, "files", len(rep.Files))
	return "completed", nil
}

// withNotes appends the run notes (file cap, files scanned whole, what was
// not posted) to a summary.
func (r *review) withNotes(s string) string {
	if len(r.notes) == 0 {
		return s
	}
	var b strings.Builder
	b.WriteString("#### Run notes\n\n")
	for _, n := range r.notes {
		b.WriteString("- " + strings.ReplaceAll(n, "\n", " ") + "\n")
	}
	return b.String() + "\n" + s
}

// checkSuperseded ends the job when a newer push to the same pull request
// was queued after it: its check run (made now if there is none) is
// completed as skipped.
func (r *review) checkSuperseded(ctx context.Context) (string, error, bool) {
	if r.a.PRKey == "" {
		return "", nil, false
	}
	newer, err := r.b.q.supersededBy(ctx, r.a.PRKey, r.job.ID, r.a.HeadSHA)
	if err != nil || newer == nil {
		return "", nil, false
	}
	head := ""
	if i := bytes.Index(newer.EncodedArgs, []byte(`"head_sha":"`)); i >= 0 && len(newer.EncodedArgs) >= i+12+40 {
		head = string(newer.EncodedArgs[i+12 : i+12+40])
	}
	r.finish(ctx, "skipped", "superseded", fmt.Sprintf("A newer push to pull request #%d (%s) is reviewed instead of this commit.", r.a.Number, short(head)))
	return "superseded", river.JobCancel(errSuperseded), true
}

// retryable reports whether err is worth another attempt later: GitHub
// answered 5xx or a rate limit, or did not answer, or the installation token
// could not be had for one of those reasons.
func retryable(err error) bool {
	if s := installationStatus(err); s != 0 {
		return s >= 500 || s == http.StatusTooManyRequests
	}
	var rl *github.RateLimitError
	var ab *github.AbuseRateLimitError
	if errors.As(err, &rl) || errors.As(err, &ab) {
		return true
	}
	s := ghclient.StatusCode(err)
	return s >= 500 || s == http.StatusTooManyRequests || (s == 0 && ghclient.IsUnreachable(err)) || errors.Is(err, context.DeadlineExceeded)
}

// maxRateLimitWait caps a snooze for a rate limit: the primary limit resets
// every hour.
const maxRateLimitWait = time.Hour

// rateLimitWait is how long GitHub asked to wait when err is a rate limit
// answer the transport did not wait out itself: until X-RateLimit-Reset for
// the primary limit, Retry-After (or a minute) for a secondary one, plus a
// second, at most maxRateLimitWait.
func rateLimitWait(err error) (time.Duration, bool) {
	var rl *github.RateLimitError
	if errors.As(err, &rl) {
		return min(max(time.Until(rl.Rate.Reset.Time), 0)+time.Second, maxRateLimitWait), true
	}
	var ab *github.AbuseRateLimitError
	if errors.As(err, &ab) {
		if d := ab.GetRetryAfter(); d > 0 {
			return min(d+time.Second, maxRateLimitWait), true
		}
		return time.Minute, true
	}
	return 0, false
}

// failed decides what a failed step means for the job: a newer push
// cancelled it (check run cancelled), the installation is gone (logged, no
// check run can be written), a passing GitHub failure (retried by River; on
// the last attempt the check run is completed saying so), or a refusal
// (check run completed as failed, not retried).
func (r *review) failed(ctx context.Context, err error, what string) (string, error) {
	if ctx.Err() != nil && errors.Is(context.Cause(ctx), river.ErrJobCancelledRemotely) {
		r.finish(ctx, "cancelled", "superseded", fmt.Sprintf("A newer push to pull request #%d replaced this commit while it was being reviewed.", r.a.Number))
		return "superseded", river.JobCancel(errSuperseded)
	}
	if s := installationStatus(err); s == http.StatusNotFound || s == http.StatusGone || s == http.StatusUnauthorized || s == http.StatusForbidden {
		r.b.gh.forget(r.a.InstallationID)
		r.log.Error("no installation token: the App was uninstalled from this account, or its ID or key is wrong; nothing can be posted",
			"installation", r.a.InstallationID, "status", s)
		return "failed", river.JobCancel(fmt.Errorf("%s: %w", what, err))
	}
	if ctx.Err() != nil && r.b.stopping.Load() {
		// Stopped by SIGTERM past the grace period: run again at the next
		// start, without spending an attempt; the check run stays open for
		// that run to take over.
		return "interrupted", river.JobSnooze(0)
	}
	if wait, ok := rateLimitWait(err); ok {
		r.log.Warn("github rate limit: review snoozed", "wait_s", wait.Round(time.Second).Seconds(), "error", ghclient.ErrorSummary(err))
		return "snoozed", river.JobSnooze(wait)
	}
	msg := fmt.Sprintf("%s: %s", what, ghclient.ErrorSummary(err))
	if retryable(err) || ctx.Err() != nil {
		if r.job.Attempt < r.job.MaxAttempts {
			r.waiting(ctx, msg)
			return "retry", fmt.Errorf("%s (attempt %d of %d; retried later): %w", what, r.job.Attempt, r.job.MaxAttempts, err)
		}
		r.finish(ctx, "failure", "could not finish", fmt.Sprintf("resilience-check gave up after %d attempts: could not %s. GitHub kept failing or did not answer; push again or re-run this check once GitHub is back.", r.job.Attempt, msg))
		return "failed", fmt.Errorf("%s (last attempt): %w", what, err)
	}
	return r.badInput(ctx, "could not "+what, err)
}

// waiting tells on the open check run, when there is one, that this attempt
// failed and the review will be retried; GitHub being down, it gives up
// after a few seconds.
func (r *review) waiting(ctx context.Context, msg string) {
	if r.check == nil || ctx.Err() != nil {
		return
	}
	wctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	err := r.check.SetOutput(wctx, ghclient.Output{Title: "waiting to retry", Summary: r.withNotes(fmt.Sprintf(
		"Attempt %d of %d could not %s. resilience-check retries the review automatically, with a growing delay.",
		r.job.Attempt, r.job.MaxAttempts, msg))})
	if err != nil {
		r.log.Warn("check run not updated", "error", ghclient.ErrorSummary(err))
	}
}

// badInput completes the check run as failed with the reason; the job is not
// retried.
func (r *review) badInput(ctx context.Context, why string, err error) (string, error) {
	r.finish(ctx, "failure", "could not review", fmt.Sprintf("resilience-check could not review this commit: %s: %s", why, ghclient.ErrorSummary(err)))
	return "failed", river.JobCancel(fmt.Errorf("%s: %w", why, err))
}

// finish completes the check run (creating it completed when the job had
// none yet) with a conclusion and a reason. It uses a context of its own, so
// that a cancelled or timed-out job still closes its check run.
func (r *review) finish(ctx context.Context, conclusion, title, summary string) {
	fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	out := ghclient.Output{Title: title, Summary: r.withNotes(summary)}
	var err error
	if r.check == nil && r.gh != nil {
		r.check, err = r.gh.OpenCheckRun(fctx, r.repo, CheckRunName, r.a.HeadSHA, r.b.cfg.AppID)
	}
	switch {
	case err != nil:
	case r.check != nil:
		err = r.check.Complete(fctx, conclusion, out)
	case r.gh != nil:
		r.check, err = r.gh.CreateCompletedCheckRun(fctx, r.repo, CheckRunName, r.a.HeadSHA, conclusion, out)
	}
	if err != nil {
		r.log.Error("check run not completed", "conclusion", conclusion, "error", ghclient.ErrorSummary(err))
		return
	}
	r.log.Info("check run completed", "conclusion", conclusion, "title", title)
}

func short(sha string) string {
	if len(sha) >= 12 {
		return sha[:12]
	}
	return sha
}

// crashedAttempts counts the earlier attempts of job that crashed: River
// counts an attempt each time it hands the job out (a snooze gives the
// attempt back) and records an error for each attempt that returned one, so
// an attempt without its error ended with the process (a kill, an
// out-of-memory kill); one that River's rescuer found stuck counts too.
func crashedAttempts(job *rivertype.JobRow) int {
	recorded, rescued := 0, 0
	for _, e := range job.Errors {
		if e.Attempt < job.Attempt {
			recorded++
			if strings.Contains(e.Error, "Stuck job rescued") {
				rescued++
			}
		}
	}
	return max(job.Attempt-1-recorded, 0) + rescued
}
