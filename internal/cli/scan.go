package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/diff"
	"github.com/resilience-check/resilience-check/internal/config"
	"github.com/resilience-check/resilience-check/internal/fixrun"
	"github.com/resilience-check/resilience-check/internal/safefile"
	"github.com/resilience-check/resilience-check/internal/scan"
)

type scanFlags struct {
	base, head, repo    string
	config              string
	filter              filterValue
	format              string
	sarifFile, markdown string
	failOn              string
	maxFileBytes        int64
	workers             int
	timeout             time.Duration
	fix, diff, unsafe   bool
	staged, force       bool
	verbose             bool
}

// filterValue makes diff.FilterMode a pflag.Value.
type filterValue struct{ diff.FilterMode }

func (f *filterValue) String() string     { return string(f.FilterMode) }
func (f *filterValue) Set(s string) error { return f.FilterMode.Set(s) }
func (f *filterValue) Type() string       { return "mode" }

const scanLong = `Scan files for resilience defects.

With --base, scan what the branch changed since its merge base with REV: the
work tree's committed and uncommitted changes and untracked files (as
Semgrep's --baseline-commit), or with --head the commits up to that revision
only (as GitHub computes a pull request's files; the work tree is not read).
With --staged, scan the staged changes (a pre-commit hook). Findings on the
changed lines are reported (--filter-mode).

With PATH arguments and no --base, scan those files and folders whole, as
'ruff check PATH' does; without any, the current folder. A file or folder
named here is scanned even when the config's exclude: or test skipping would
leave it out (--force-exclude keeps them). With --base or --staged, PATHs
restrict the diff to the files below them.

The config is .github/resilience-check.yml, looked for from the current
folder (or --repo) up to the repository root, unless --config names one.
Paths are reported relative to the repository root.`

const scanExample = `  resilience-check scan --base main                   # this branch, committed or not
  resilience-check scan --base main python/           # ... below python/ only
  resilience-check scan --staged                      # what the next commit adds
  resilience-check scan --base origin/main --head HEAD --sarif out.sarif   # CI: the commits
  resilience-check scan services/api --format json    # whole files
  resilience-check scan --fix services/api            # apply the safe fixes`

func (c *Command) scanCommand() *cobra.Command {
	var sf scanFlags
	cmd := &cobra.Command{
		Use:     "scan [flags] [PATH...]",
		Short:   "scan files, or the changes of a branch, for resilience defects",
		Long:    scanLong,
		Example: scanExample,
		Args:    cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, paths []string) error {
			return c.scan(cmd, &sf, paths)
		},
	}
	fl := cmd.Flags()
	fl.SortFlags = false
	fl.StringVar(&sf.base, "base", "", "diff mode: scan the changes since the merge base with `REV` (the work tree's, or up to --head)")
	fl.StringVar(&sf.head, "head", "", "diff mode: scan the commits up to `REV` instead of the work tree (contents and line numbers of REV)")
	fl.BoolVar(&sf.staged, "staged", false, "diff mode: scan the staged changes (against HEAD, or the merge base with --base)")
	fl.StringVar(&sf.repo, "repo", "", "repository root `DIR`, a work tree or a bare git directory (default: the repository holding the current folder)")
	fl.StringVar(&sf.config, "config", "", "config `FILE` (default: "+config.DefaultPath+" from the current folder up to the repository root)")
	fl.Var(&sf.filter, "filter-mode", "report the findings that `MODE` selects: added|diff_context|file|nofilter (default added in diff mode, else nofilter)")
	fl.StringVar(&sf.format, "format", "text", "stdout `FORMAT`: text|json|sarif|github|markdown")
	fl.StringVar(&sf.sarifFile, "sarif", "", "also write SARIF 2.1.0 to `FILE`")
	fl.StringVar(&sf.markdown, "markdown", "", "also write the PR comment body (markdown) to `FILE`")
	fl.StringVar(&sf.failOn, "fail-on", "medium", "exit 1 when a reported finding is at or above `SEVERITY`: none|low|medium|high")
	fl.Int64Var(&sf.maxFileBytes, "max-file-bytes", checks.DefaultMaxFileBytes, "skip files larger than this many `BYTES`")
	fl.IntVar(&sf.workers, "workers", 0, "`N` parallel parsers (default: number of CPUs)")
	fl.DurationVar(&sf.timeout, "timeout", 10*time.Minute, "give up the whole scan after `DURATION` (10m, 90s); the files done are reported")
	fl.BoolVar(&sf.force, "force-exclude", false, "apply exclude: and test skipping to the PATHs named too")
	fl.BoolVar(&sf.fix, "fix", false, "apply the safe fixes of the reported findings to the files, then report what is left")
	fl.BoolVar(&sf.diff, "diff", false, "print the fixes as a unified diff and write nothing (exit 1 when there is one)")
	fl.BoolVar(&sf.unsafe, "unsafe-fixes", false, "with --fix or --diff, also apply the fixes that change behaviour")
	fl.BoolVarP(&sf.verbose, "verbose", "v", false, "say on stderr which repository, config and mode are used")
	noFiles := cobra.ShellCompDirectiveNoFileComp
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"text", "json", "sarif", "github", "markdown"}, noFiles))
	_ = cmd.RegisterFlagCompletionFunc("fail-on", cobra.FixedCompletions([]string{"none", "low", "medium", "high"}, noFiles))
	_ = cmd.RegisterFlagCompletionFunc("filter-mode", cobra.FixedCompletions([]string{"added", "diff_context", "file", "nofilter"}, noFiles))
	return cmd
}

func (c *Command) scan(cmd *cobra.Command, sf *scanFlags, paths []string) error {
	failOn, err := checks.ParseSeverity(sf.failOn)
	if err != nil {
		return fail("--fail-on: %v", err)
	}
	write, ok := writers[sf.format]
	if !ok {
		return fail("--format: unknown format %q: want text, json, sarif, github or markdown", sf.format)
	}
	filter := sf.filter.FilterMode
	diffMode := sf.base != "" || sf.staged
	switch {
	case sf.fix && sf.diff:
		return fail("--fix and --diff do not mix: --diff writes nothing")
	case sf.unsafe && !sf.fix && !sf.diff:
		return fail("--unsafe-fixes needs --fix or --diff")
	case sf.staged && sf.head != "":
		return fail("--staged and --head do not mix: --staged scans the index")
	case sf.staged && (sf.fix || sf.diff):
		return fail("--fix and --diff do not mix with --staged: fixes apply to the work tree, not the index")
	case sf.head != "" && sf.base == "":
		return fail("--head needs --base")
	case filter != "" && filter != diff.NoFilter && !diffMode:
		return fail("--filter-mode %s needs --base or --staged: without a diff every finding is reported", filter)
	}
	wd, err := os.Getwd()
	if err != nil {
		return fail("working folder: %v", err)
	}
	logf := func(format string, a ...any) {
		if sf.verbose {
			fmt.Fprintf(c.Stderr, "resilience-check: "+format+"\n", a...)
		}
	}

	// The repository: --repo, a single folder named outside the working
	// folder (`scan /elsewhere/project`, as ruff takes it), or the
	// repository holding the working folder.
	repo, configFrom, implicit := sf.repo, sf.repo, false
	switch {
	case repo != "":
	case len(paths) == 1 && !diffMode && outsideWorkDir(paths[0]):
		repo, configFrom, paths = paths[0], paths[0], nil
	default:
		root, _, err := config.RepoRoot(wd)
		if err != nil {
			return fail("%v", err)
		}
		repo, configFrom = root, wd
		if len(paths) == 0 && !diffMode && root != wd {
			paths, implicit = []string{wd}, true // the working folder, exclusions kept
		}
	}
	if err := checkPaths(repo, paths, diffMode && sf.head != ""); err != nil {
		return err
	}

	if sf.base != "" && sf.head == "" && !sf.staged {
		if _, err := diff.TopLevel(context.Background(), repo); err != nil {
			return fail("--base without --head scans the work tree, and %s has none (%v); give --head to scan a commit", repo, err)
		}
	}
	cfg, err := loadConfig(repo, configFrom, sf.config, logf)
	if err != nil {
		return fail("%v", err)
	}
	if !cmd.Flags().Changed("max-file-bytes") && cfg.MaxFileBytes > 0 {
		sf.maxFileBytes = cfg.MaxFileBytes
	}
	switch {
	case sf.staged:
		logf("repository %s; scanning the staged changes against %s", repo, orDefault(sf.base, "HEAD"))
	case sf.base != "" && sf.head == "":
		logf("repository %s; scanning the work tree against the merge base with %s", repo, sf.base)
	case sf.base != "":
		logf("repository %s; scanning %s...%s", repo, sf.base, sf.head)
	default:
		logf("repository %s; scanning %s", repo, orDefault(strings.Join(paths, " "), repo))
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, sf.timeout)
	defer cancel()
	eng := &checks.Engine{Rules: checks.Select(cfg), MaxFileBytes: sf.maxFileBytes, Workers: sf.workers, Settings: cfg.Settings()}
	stats := &scan.Stats{}
	opts := scan.Options{
		Repo: repo, Base: sf.base, Head: sf.head, Paths: paths, FilterMode: filter,
		WorkTree:     sf.base != "" && sf.head == "" && !sf.staged,
		Staged:       sf.staged,
		ForceExclude: sf.force || implicit,
		Engine:       eng,
		Exclude:      cfg.Excluded,
		FailOn:       failOn,
		ToolVersion:  version(),
		AutomationID: "resilience-check/",
		Stats:        stats,
	}
	// Only markdown shows LinkBase; finding it runs git (the origin remote,
	// the head commit), which other formats need not wait or pay for.
	if sf.format == "markdown" || sf.markdown != "" {
		opts.LinkBase = commentLinkBase(ctx, repo, sf.head, !diffMode, os.Getenv)
	}
	if c.terminal(c.Stderr) {
		opts.Progress = newProgress(c.Stderr)
	}
	rep, err := scan.Run(ctx, opts)
	if err != nil {
		return fail("%v", err)
	}
	if len(rep.Files) == 0 && ctx.Err() == nil {
		c.whyNothing(stats, rep, cfg, diffMode, sf.force, paths)
	}
	if sf.fix || sf.diff {
		s, err := fixrun.Run(ctx, rep, fixrun.Options{Root: repo, Engine: eng, Unsafe: sf.unsafe, Write: sf.fix})
		if err != nil {
			return fail("%v", err)
		}
		c.fixSummary(s, sf.fix)
		if sf.diff {
			io.WriteString(c.Stdout, s.Diff)
			if s.Diff != "" {
				return &exitError{code: ExitFindings}
			}
			return nil
		}
		if s.Applied > 0 { // report what is left
			opts.Progress, opts.Stats = nil, nil
			if rep, err = scan.Run(ctx, opts); err != nil {
				return fail("%v", err)
			}
		}
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		fmt.Fprintf(c.Stderr, "resilience-check: the scan's time limit (--timeout %s) was reached; the files done are reported, the rest are listed as skipped\n", sf.timeout)
	}
	if err := write(c.Stdout, rep); err != nil {
		return fail("write %s: %v", sf.format, err)
	}
	for file, w := range map[string]func(io.Writer, *annotate.Report) error{sf.sarifFile: annotate.WriteSARIF, sf.markdown: writeMarkdown} {
		if file == "" {
			continue
		}
		if err := writeFile(repo, file, rep, w); err != nil {
			return fail("%v", err)
		}
	}
	if code := exitCode(rep, failOn); code != ExitOK {
		return &exitError{code: code}
	}
	return nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// checkPaths refuses, naming it, a path that does not exist (unless the
// scan reads a commit, where the work tree does not matter) or that lies
// outside the repository root.
func checkPaths(repo string, paths []string, commit bool) error {
	if len(paths) == 0 {
		return nil
	}
	absRepo, err := filepath.Abs(repo)
	if err != nil {
		return fail("resolve %s: %v", repo, err)
	}
	absRepo = evalLinks(absRepo)
	for _, p := range paths {
		if _, err := os.Lstat(p); err != nil && !commit {
			if errors.Is(err, os.ErrNotExist) {
				return fail("%s: no such file or folder", p)
			}
			return fail("%s: %v", p, err)
		}
		abs, err := filepath.Abs(p)
		if err != nil {
			return fail("resolve %s: %v", p, err)
		}
		abs = filepath.Join(evalLinks(filepath.Dir(abs)), filepath.Base(abs))
		if rel, err := filepath.Rel(absRepo, abs); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return fail("%s: outside the repository %s (scan it from its own repository, or give --repo)", p, absRepo)
		}
	}
	return nil
}

func evalLinks(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return p
}

// loadConfig reads --config when given, else the config that config.Find
// finds from dir up to the repository root; one found below the root has
// its exclude globs taken relative to its folder. logf tells which.
func loadConfig(repo, dir, explicit string, logf func(string, ...any)) (*config.Config, error) {
	if explicit != "" {
		cfg, err := config.Load(repo, explicit)
		if err == nil {
			logf("config %s (--config)", explicit)
		}
		return cfg, err
	}
	path, searched, err := config.Find(dir)
	if err != nil {
		return nil, err
	}
	if path == "" {
		logf("no config file: looked for %s in %s; the defaults apply", config.DefaultPath, strings.Join(searched, ", "))
		return config.Default(), nil
	}
	cfg, err := config.Load(repo, path)
	if err != nil {
		return nil, err
	}
	logf("config %s", path)
	absRepo, err := filepath.Abs(repo)
	if err != nil {
		return nil, fmt.Errorf("resolve %s: %w", repo, err)
	}
	owner := filepath.Dir(filepath.Dir(path)) // the folder holding .github
	if rel, err := filepath.Rel(evalLinks(absRepo), evalLinks(owner)); err == nil && rel != "." && !strings.HasPrefix(rel, "..") {
		cfg.SetDir(rel)
		logf("its exclude globs are relative to %s", filepath.ToSlash(rel))
	}
	return cfg, nil
}

// whyNothing says on stderr why no file was scanned.
func (c *Command) whyNothing(st *scan.Stats, rep *annotate.Report, cfg *config.Config, diffMode, force bool, paths []string) {
	const langs = "Python, JavaScript, TypeScript or Go"
	var why string
	switch {
	case len(st.Excluded) > 0:
		tests := 0
		for _, p := range st.Excluded {
			if !cfg.ScanTests && config.IsTestPath(p) {
				tests++
			}
		}
		var parts []string
		if tests > 0 {
			parts = append(parts, fmt.Sprintf("%d test file(s), skipped unless the config sets scan-tests: true", tests))
		}
		if n := len(st.Excluded) - tests; n > 0 {
			src := "the config's exclude:"
			if cfg.Path() != "" {
				src = "exclude: in " + cfg.Path()
			}
			parts = append(parts, fmt.Sprintf("%d file(s) matched by %s", n, src))
		}
		why = "every file found was left out: " + strings.Join(parts, "; ")
		if force {
			why += " (--force-exclude applies this to the paths named too)"
		} else {
			why += "; name a file or folder on the command line to scan it all the same"
		}
	case len(rep.Notices) > 0 && st.Candidates > 0:
		why = fmt.Sprintf("all %d file(s) found were skipped; the notices in the report say why", st.Candidates)
	case diffMode && st.Changed == 0 && len(paths) > 0:
		why = "the diff changes no file below " + strings.Join(paths, ", ")
	case diffMode && st.Changed == 0:
		why = "the diff changes no file"
	case diffMode:
		why = fmt.Sprintf("none of the %d changed file(s) is a %s file", st.Changed, langs)
	default:
		why = "no " + langs + " file was found"
	}
	fmt.Fprintf(c.Stderr, "resilience-check: nothing was scanned: %s\n", why)
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
		fmt.Fprintf(c.Stderr, "resilience-check: %s:%d: %s fix not applied: %s\n", annotate.TextPath(d.Path), d.Finding.StartLine, d.Finding.RuleID, annotate.TextLine(d.Reason))
	}
	for _, sk := range s.Skipped {
		fmt.Fprintf(c.Stderr, "resilience-check: not fixed: %s\n", annotate.TextLine(sk))
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

// writeFile writes a --sarif or --markdown file. It refuses a name that is
// a symbolic link, and, for a name inside the repository, one whose folders
// resolve outside it (package safefile): a branch under review must not
// redirect the write (`out.sarif -> ~/.bashrc`). A name outside the
// repository is the user's own choice and written as given, links in its
// folders included.
func writeFile(repo, name string, r *annotate.Report, w func(io.Writer, *annotate.Report) error) error {
	root := ""
	if absRepo, err := filepath.Abs(repo); err == nil {
		if abs, err := filepath.Abs(name); err == nil && safefile.Inside(absRepo, abs) {
			root = repo
		}
	}
	f, err := safefile.Create(root, name, 0o644)
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
