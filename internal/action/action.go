// Package action is resilience-check's GitHub Action mode (`resilience-check
// action`, chosen by default when GITHUB_ACTIONS=true): it reads the inputs
// and the event the runner passes, scans what the event changed, and reports
// through a check run with line annotations, one sticky pull request comment,
// a SARIF file, the job summary and step outputs.
//
// Talking to GitHub goes through package ghclient. When GitHub refuses a write
// (a fork's read-only token) the findings go to the log as workflow commands;
// when GitHub cannot be reached the SARIF file, outputs and job summary are
// still written and the log says what was not posted.
package action

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/sethvargo/go-githubactions"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/internal/config"
	"github.com/resilience-check/resilience-check/internal/scan"
)

// Exit codes, the same as the CLI's.
const (
	ExitOK       = 0 // no reported finding at or above fail-on
	ExitFindings = 1 // a reported finding at or above fail-on
	ExitError    = 2 // bad inputs, unreadable event, or the scan failed
	// ExitIncomplete: the scan did not finish (annotate.Report.Incomplete)
	// and the config does not say `incomplete: pass`; the check run
	// concludes neutral, which a branch protection rule would take for a
	// pass, so the step fails too.
	ExitIncomplete = 2
)

// CheckRunName is the name of the check run on the head commit.
const CheckRunName = "resilience-check"

// DefaultTimeout bounds a whole run.
const DefaultTimeout = 15 * time.Minute

// Env is what a run reads and writes besides the files the runner names.
// Tests fill it the way the runner fills a container's environment.
type Env struct {
	// Getenv reads the environment (INPUT_*, GITHUB_*); nil means os.Getenv.
	Getenv func(string) string
	// Stdout is the step log; workflow commands go there. nil means os.Stdout.
	Stdout io.Writer
	// Version is the tool version shown in reports.
	Version string
	// Clock and Policy drive the GitHub client's retries; zero values mean
	// the wall clock and ghclient.DefaultRetryPolicy.
	Clock  ghclient.Clock
	Policy ghclient.RetryPolicy
	// Git is the git binary; "" means "git" on PATH.
	Git string
	// Timeout bounds the run; 0 means DefaultTimeout.
	Timeout time.Duration
	// Rules, when non-nil, replaces the rules the config selects (tests).
	Rules []*checks.Rule
}

// Main is the `resilience-check action` command: Run with the process
// environment, log to stdout, stopped early by an interrupt or SIGTERM (what
// the runner sends on cancel). It returns the exit code.
func Main(stdout io.Writer, version string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return Run(ctx, Env{Stdout: stdout, Version: version})
}

// Run performs one action run and returns the process exit code: ExitOK,
// ExitFindings when a reported finding is at or above fail-on (also when
// nothing could be posted to GitHub), ExitError on bad inputs or a failed
// scan. Refused or failed GitHub writes never change the exit code.
func Run(ctx context.Context, env Env) int {
	if env.Getenv == nil {
		env.Getenv = os.Getenv
	}
	if env.Stdout == nil {
		env.Stdout = os.Stdout
	}
	if env.Timeout <= 0 {
		env.Timeout = DefaultTimeout
	}
	if env.Git == "" {
		env.Git = "git"
	}
	ctx, cancel := context.WithTimeout(ctx, env.Timeout)
	defer cancel()
	r := &run{env: env, gha: githubactions.New(githubactions.WithWriter(env.Stdout), githubactions.WithGetenv(env.Getenv))}
	return r.main(ctx)
}

// run is the state of one action run.
type run struct {
	env    Env
	gha    *githubactions.Action
	in     Inputs
	target Target
	repo   ghclient.Repo
	ws     string // the workspace (repository root)
	gh     *ghclient.Client
	check  *ghclient.CheckRun
	// notes are lines for the job summary's "Run notes": the diff source,
	// truncations, and what could not be posted.
	notes []string
	// fallback is set when annotations must go to the log as workflow
	// commands because the check run is off or failed.
	fallback string
	// down is the error that showed GitHub unreachable; once set, later
	// GitHub calls are skipped.
	down error
}

// logf writes one log line. What it says may quote the pull request (file
// names, git's messages): it is escaped as the text report is
// (annotate.TextLine), so that no workflow command comes out of it.
func (r *run) logf(format string, args ...any) {
	fmt.Fprintf(r.env.Stdout, "resilience-check: %s\n", annotate.TextLine(fmt.Sprintf(format, args...)))
}

// note logs a line and keeps it for the job summary.
func (r *run) note(format string, args ...any) {
	s := fmt.Sprintf(format, args...)
	r.logf("%s", s)
	r.notes = append(r.notes, s)
}

// fail reports an error that ends the run: an ::error:: line for the log and
// the annotations list, and the same with the run notes in the job summary.
func (r *run) fail(format string, args ...any) int {
	msg := fmt.Sprintf(format, args...)
	r.gha.Errorf("resilience-check: %s", msg)
	r.summaryText("**resilience-check could not run:** " + msg + "\n")
	return ExitError
}

func (r *run) main(ctx context.Context) int {
	var err error
	if r.in, err = ReadInputs(r.gha); err != nil {
		return r.fail("%v", err)
	}
	if r.in.Token != "" {
		r.gha.AddMask(r.in.Token)
	}
	ghctx, err := r.gha.Context()
	if err != nil {
		return r.fail("read the runner's environment: %v", err)
	}
	r.ws = ghctx.Workspace
	if r.ws == "" {
		r.ws = "."
	}
	if r.target, err = DecideTarget(ghctx.EventName, ghctx.EventPath, ghctx.SHA); err != nil {
		return r.fail("%v", err)
	}
	r.logf("%s", r.target.Why)
	if r.target.Kind == KindNothing {
		r.writeOutputs(nil, ghclient.ConclusionSuccess)
		r.summaryText("resilience-check: " + r.target.Why + ".\n")
		return ExitOK
	}
	if r.repo, err = ghclient.ParseRepo(ghctx.Repository); err != nil {
		return r.fail("GITHUB_REPOSITORY: %v", err)
	}
	r.gh, err = ghclient.New(ghclient.Options{
		Token: r.in.Token, APIURL: ghctx.APIURL, UserAgent: "resilience-check/" + r.env.Version,
		Policy: r.env.Policy, Clock: r.env.Clock,
		Logf: func(f string, a ...any) { r.logf(f, a...) },
	})
	if err != nil {
		return r.fail("%v", err)
	}

	if r.in.CheckRun {
		r.startCheckRun(ctx)
	} else {
		r.fallback = "the check-run input is false"
	}

	cfg, cfgPath, err := r.loadConfig(ctx)
	if err != nil {
		r.abortCheckRun(ctx, err)
		return r.fail("%v", err)
	}
	rep, err := r.scan(ctx, cfg, ghctx.ServerURL, cfgPath)
	if err != nil {
		r.abortCheckRun(ctx, err)
		return r.fail("%v", err)
	}
	rep.AllowIncomplete = cfg.AllowIncomplete()
	conclusion := Conclusion(rep, r.in.FailOn)
	high, medium, low := rep.Counts()
	r.logf("%d reported finding(s): %d high, %d medium, %d low; conclusion %s (fail-on %s)",
		high+medium+low, high, medium, low, conclusion, r.in.FailOn)

	// Local results first: they must exist whatever GitHub does.
	r.writeSARIF(rep)
	r.writeOutputs(rep, conclusion)
	r.publish(ctx, rep, conclusion)
	r.writeSummary(rep)
	if conclusion == ghclient.ConclusionFailure {
		return ExitFindings
	}
	if rep.Incomplete() && !rep.AllowIncomplete {
		// quoted: the paths come from the pull request
		r.logf("the scan is incomplete: %q; the step fails (exit %d); set incomplete: pass in the config to accept it",
			rep.IncompleteReason(5), ExitIncomplete)
		return ExitIncomplete
	}
	return ExitOK
}

// configPath resolves the config input against the workspace.
func (r *run) configPath() string {
	p := r.in.Config
	if p != "" && !filepath.IsAbs(p) {
		p = filepath.Join(r.ws, p)
	}
	return p
}

// Conclusion is the check run conclusion for a report: failure when a
// reported finding is at or above failOn (never for failOn none), neutral
// when there are reported findings below it, success when there are none
// (annotate.Conclusion, shared with the bot).
func Conclusion(rep *annotate.Report, failOn checks.Severity) string {
	return annotate.Conclusion(rep, failOn)
}

// title is the check run title: the counts, or "no findings".
func title(rep *annotate.Report) string { return annotate.CheckRunTitle(rep) }

// scanOptions are the scan.Options shared by every kind of run.
func (r *run) scanOptions(cfg *config.Config, serverURL string) scan.Options {
	rules := r.env.Rules
	if rules == nil {
		rules = checks.Select(cfg)
	}
	eng := &checks.Engine{Rules: rules, MaxFileBytes: cfg.MaxFileBytes, Settings: cfg.Settings()}
	return scan.Options{
		Repo:   r.ws,
		Engine: eng,
		PerFile: func(p string) (checks.RuleSelector, *checks.Settings) {
			if s := cfg.FileSelector(p, nil); s != nil { // per-file-ignores
				return s, nil
			}
			return nil, nil
		},
		FailOn:       r.in.FailOn,
		ToolVersion:  r.env.Version,
		LinkBase:     strings.TrimRight(serverURL, "/") + "/" + r.repo.String() + "/blob/" + r.target.Head + "/",
		AutomationID: "resilience-check/" + string(r.target.Kind) + "/",
	}
}
