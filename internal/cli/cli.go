// Package cli is the resilience-check command line: `scan`, `rules` and
// `version`. cmd/resilience-check is a thin main around Main so tests can
// drive the command with buffers.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/diff"
	"github.com/resilience-check/resilience-check/internal/action"
	"github.com/resilience-check/resilience-check/internal/config"
	"github.com/resilience-check/resilience-check/internal/fixrun"
	"github.com/resilience-check/resilience-check/internal/scan"
)

// Version is the tool version, set at build time with
// -ldflags "-X github.com/resilience-check/resilience-check/internal/cli.Version=v1.2.3".
var Version = "dev"

// Exit codes, as Ruff and reviewdog use them.
const (
	ExitOK       = 0 // no finding at or above --fail-on
	ExitFindings = 1 // findings at or above --fail-on
	ExitError    = 2 // usage or runtime error
)

// Command holds the streams a run uses.
type Command struct {
	Stdout, Stderr io.Writer
}

const usage = `usage: resilience-check <command> [flags] [PATH...]

commands:
  scan      scan files (or a git diff with --base) for resilience defects
  rules     list the rules, or print one rule's documentation: rules RC101
  version   print the version

run 'resilience-check scan -h' for the scan flags
`

// Main runs the command named by args[0] and returns the exit code.
func (c *Command) Main(args []string) int {
	if len(args) == 0 && os.Getenv("GITHUB_ACTIONS") == "true" {
		args = []string{"action"} // a container action may be started without arguments
	}
	if len(args) == 0 {
		fmt.Fprint(c.Stderr, usage)
		return ExitError
	}
	switch args[0] {
	case "action":
		return action.Main(c.Stdout, Version)
	case "scan":
		return c.scan(args[1:])
	case "rules":
		return c.rules(args[1:])
	case "version", "--version", "-version":
		fmt.Fprintln(c.Stdout, "resilience-check", Version)
		return ExitOK
	case "help", "-h", "--help":
		fmt.Fprint(c.Stdout, usage)
		return ExitOK
	}
	fmt.Fprintf(c.Stderr, "resilience-check: unknown command %q\n\n%s", args[0], usage)
	return ExitError
}

// parseInterspersed parses flags that may come before, between or after the
// positional arguments (`scan src --format json`), as Ruff's CLI accepts.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

type scanFlags struct {
	base, head, repo    string
	config              string
	filter              diff.FilterMode
	format              string
	sarifFile, markdown string
	failOn              string
	maxFileBytes        int64
	workers             int
	timeout             time.Duration
	fix, diff, unsafe   bool
}

func (c *Command) scan(args []string) int {
	var sf scanFlags
	fs := flag.NewFlagSet("scan", flag.ContinueOnError)
	fs.SetOutput(c.Stderr)
	fs.StringVar(&sf.base, "base", "", "diff mode: scan the lines changed in `git diff REV...HEAD` (merge base, as GitHub computes PR files)")
	fs.StringVar(&sf.head, "head", "HEAD", "diff mode: the revision whose contents and line numbers are scanned")
	fs.StringVar(&sf.repo, "repo", ".", "repository root (work tree or bare git directory)")
	fs.StringVar(&sf.config, "config", "", "config file (default: REPO/"+config.DefaultPath+" if present)")
	fs.Var(&sf.filter, "filter-mode", "which findings to report: added|diff_context|file|nofilter (default added with --base, else nofilter)")
	fs.StringVar(&sf.format, "format", "text", "stdout format: text|json|sarif|github|markdown")
	fs.StringVar(&sf.sarifFile, "sarif", "", "also write SARIF 2.1.0 to `FILE`")
	fs.StringVar(&sf.markdown, "markdown", "", "also write the PR comment body (markdown) to `FILE`")
	fs.StringVar(&sf.failOn, "fail-on", "high", "exit 1 when a reported finding is at or above: none|low|medium|high")
	fs.Int64Var(&sf.maxFileBytes, "max-file-bytes", checks.DefaultMaxFileBytes, "skip files larger than this many bytes")
	fs.IntVar(&sf.workers, "workers", 0, "parallel parsers (default: number of CPUs)")
	fs.DurationVar(&sf.timeout, "timeout", 10*time.Minute, "give up the whole scan after this long")
	fs.BoolVar(&sf.fix, "fix", false, "apply the safe fixes of the reported findings to the files, then report what is left")
	fs.BoolVar(&sf.diff, "diff", false, "print the fixes as a unified diff and write nothing (exit 1 when there is one)")
	fs.BoolVar(&sf.unsafe, "unsafe-fixes", false, "with --fix or --diff, also apply the fixes that change behaviour")
	paths, err := parseInterspersed(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitError
	}
	failOn, err := checks.ParseSeverity(sf.failOn)
	if err != nil {
		return c.fail("--fail-on: %v", err)
	}
	write, ok := writers[sf.format]
	if !ok {
		return c.fail("--format: unknown format %q: want text, json, sarif, github or markdown", sf.format)
	}
	if sf.fix && sf.diff {
		return c.fail("--fix and --diff do not mix: --diff writes nothing")
	}
	if sf.unsafe && !sf.fix && !sf.diff {
		return c.fail("--unsafe-fixes needs --fix or --diff")
	}
	if sf.base != "" && len(paths) > 0 {
		return c.fail("paths and --base do not mix: --base scans the files the diff changed")
	}
	if sf.filter != "" && sf.filter != diff.NoFilter && sf.base == "" {
		return c.fail("--filter-mode %s needs --base: without a diff every finding is reported", sf.filter)
	}

	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if !set["repo"] && len(paths) == 1 && outsideWorkDir(paths[0]) {
		// `scan /elsewhere/project` scans that project as ruff does: it is
		// the root that paths are reported from and the config is read from.
		sf.repo, paths = paths[0], nil
	}

	cfg, err := config.Load(sf.repo, sf.config)
	if err != nil {
		return c.fail("%v", err)
	}
	if !set["max-file-bytes"] && cfg.MaxFileBytes > 0 {
		sf.maxFileBytes = cfg.MaxFileBytes
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, sf.timeout)
	defer cancel()
	eng := &checks.Engine{Rules: cfg.Rules(), MaxFileBytes: sf.maxFileBytes, Workers: sf.workers, Settings: cfg.Settings()}
	opts := scan.Options{
		Repo: sf.repo, Base: sf.base, Head: sf.head, Paths: paths, FilterMode: sf.filter,
		Engine:       eng,
		Exclude:      cfg.Excluded,
		FailOn:       failOn,
		ToolVersion:  Version,
		LinkBase:     commentLinkBase(ctx, sf.repo, sf.head, sf.base == "", os.Getenv),
		AutomationID: "resilience-check/",
	}
	rep, err := scan.Run(ctx, opts)
	if err != nil {
		return c.fail("%v", err)
	}
	if sf.fix || sf.diff {
		s, err := fixrun.Run(ctx, rep, fixrun.Options{Root: sf.repo, Engine: eng, Unsafe: sf.unsafe, Write: sf.fix})
		if err != nil {
			return c.fail("%v", err)
		}
		c.fixSummary(s, sf.fix)
		if sf.diff {
			io.WriteString(c.Stdout, s.Diff)
			if s.Diff != "" {
				return ExitFindings
			}
			return ExitOK
		}
		if s.Applied > 0 { // report what is left
			if rep, err = scan.Run(ctx, opts); err != nil {
				return c.fail("%v", err)
			}
		}
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		fmt.Fprintf(c.Stderr, "resilience-check: the scan's time limit (--timeout %s) was reached; the files done are reported, the rest are listed as skipped\n", sf.timeout)
	}
	if err := write(c.Stdout, rep); err != nil {
		return c.fail("write %s: %v", sf.format, err)
	}
	for file, w := range map[string]func(io.Writer, *annotate.Report) error{sf.sarifFile: annotate.WriteSARIF, sf.markdown: writeMarkdown} {
		if file == "" {
			continue
		}
		if err := writeFile(file, rep, w); err != nil {
			return c.fail("%v", err)
		}
	}
	return exitCode(rep, failOn)
}

// fixSummary tells on stderr what --fix or --diff did: fixes applied (or
// that would be), unsafe fixes left out, fixes dropped and why, files that
// could not be read or written.
func (c *Command) fixSummary(s *fixrun.Summary, wrote bool) {
	verb := "would fix"
	if wrote {
		verb = "fixed"
	}
	fmt.Fprintf(c.Stderr, "resilience-check: %s %d finding(s) in %d file(s)", verb, s.Applied, s.Files)
	if s.Unsafe > 0 {
		fmt.Fprintf(c.Stderr, "; %d more with --unsafe-fixes", s.Unsafe)
	}
	fmt.Fprintln(c.Stderr)
	for _, d := range s.Dropped {
		fmt.Fprintf(c.Stderr, "resilience-check: %s:%d: %s fix not applied: %s\n", d.Path, d.Finding.StartLine, d.Finding.RuleID, d.Reason)
	}
	for _, sk := range s.Skipped {
		fmt.Fprintf(c.Stderr, "resilience-check: not fixed: %s\n", sk)
	}
}

// writers maps --format values to sinks.
var writers = map[string]func(io.Writer, *annotate.Report) error{
	"text":     annotate.WriteText,
	"json":     annotate.WriteJSON,
	"sarif":    annotate.WriteSARIF,
	"github":   annotate.WriteWorkflowCommands,
	"markdown": writeMarkdown,
}

func writeMarkdown(w io.Writer, r *annotate.Report) error {
	_, err := io.WriteString(w, annotate.Markdown(r))
	return err
}

func writeFile(name string, r *annotate.Report, w func(io.Writer, *annotate.Report) error) error {
	f, err := os.Create(name)
	if err != nil {
		return fmt.Errorf("create %s: %w", name, err)
	}
	if err := w(f, r); err != nil {
		f.Close()
		return fmt.Errorf("write %s: %w", name, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	return nil
}

// exitCode is ExitFindings when a reported finding's severity is at or above
// failOn (failOn none never fails), else ExitOK.
func exitCode(r *annotate.Report, failOn checks.Severity) int {
	if failOn == checks.SeverityNone {
		return ExitOK
	}
	for _, f := range r.Reported() {
		if f.Severity >= failOn {
			return ExitFindings
		}
	}
	return ExitOK
}

func (c *Command) fail(format string, a ...any) int {
	fmt.Fprintf(c.Stderr, "resilience-check: "+format+"\n", a...)
	return ExitError
}

func (c *Command) rules(args []string) int {
	if len(args) == 0 {
		width := 0
		for _, r := range checks.Rules() {
			width = max(width, len(r.Name))
		}
		for _, r := range checks.Rules() {
			fmt.Fprintf(c.Stdout, "%s  %-*s  %-6s CWE-%-4d %s\n", r.ID, width, r.Name, r.Severity, r.CWE, r.Summary)
		}
		return ExitOK
	}
	for _, id := range args {
		r := checks.RuleByID(id)
		if r == nil {
			return c.fail("unknown rule %q; run 'resilience-check rules' for the list", id)
		}
		fmt.Fprint(c.Stdout, RuleDoc(r))
	}
	return ExitOK
}

// RuleDoc is a rule's documentation page as written to docs/rules/<ID>.md:
// a heading with ID and name, then the rule's Help markdown.
func RuleDoc(r *checks.Rule) string {
	return "# " + r.ID + " " + r.Name + "\n\n" + strings.TrimLeft(r.Help, "\n")
}

// outsideWorkDir reports whether p is a directory outside the working
// directory, which path mode then takes as the repository root.
func outsideWorkDir(p string) bool {
	info, err := os.Stat(p)
	if err != nil || !info.IsDir() {
		return false
	}
	abs, err1 := filepath.Abs(p)
	wd, err2 := os.Getwd()
	if err1 != nil || err2 != nil {
		return false
	}
	rel, err := filepath.Rel(wd, abs)
	return err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator))
}
