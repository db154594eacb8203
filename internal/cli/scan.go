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
	maxPerFile, maxRun  int
	allowIncomplete     bool
	workers             int
	timeout             time.Duration
	fix, diff, unsafe   bool
	staged, force       bool
	verbose             bool
	// sel, extendSel and ignore are --select, --extend-select and --ignore.
	sel, extendSel, ignore []string
	color                  string
	noColor, statistics    bool
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

The repository is the one holding the PATHs (or the current folder), as
Ruff and golangci-lint find it. Each file's config is the nearest
.github/resilience-check.yml above it, up to the repository root, unless
--config names one for all. Rules are selected by ID (RC101), name, prefix
(RC1) or ALL, in the config and with --select, --extend-select and --ignore.
Text output prints paths relative to the current folder, JSON and SARIF
relative to the repository root.`

const scanExample = `  resilience-check scan --base main                   # this branch, committed or not
  resilience-check scan --base main python/           # ... below python/ only
  resilience-check scan --staged                      # what the next commit adds
  resilience-check scan --base origin/main --head HEAD --sarif out.sarif   # CI: the commits
  resilience-check scan services/api --format json    # whole files
  resilience-check scan /src/repo/services/api        # the same, from any folder
  resilience-check scan --output-format concise .     # one line per finding
  resilience-check scan --statistics --select RC1,RC2 .   # counts per rule, timeout and async rules only
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
	fl.StringVar(&sf.repo, "repo", "", "repository root `DIR`, a work tree or a bare git directory (default: the repository holding the PATHs, else the current folder)")
	fl.StringVar(&sf.config, "config", "", "one config `FILE` for every file (default: for each file the nearest "+config.DefaultPath+" above it, up to the repository root)")
	fl.Var(&sf.filter, "filter-mode", "report the findings that `MODE` selects: added|diff_context|file|nofilter (default added in diff mode, else nofilter)")
	fl.StringVar(&sf.format, "format", "text", "stdout `FORMAT`: text (full)|concise|json|sarif|github|markdown|rdjson|rdjsonl|gitlab|junit|checkstyle")
	fl.StringVar(&sf.format, "output-format", "text", "`FORMAT`: the same as --format, by Ruff's name")
	fl.StringVar(&sf.color, "color", "auto", "colour the text output: `WHEN` is auto (on a terminal, unless NO_COLOR is set), always or never")
	fl.BoolVar(&sf.noColor, "no-color", false, "the same as --color never")
	fl.BoolVar(&sf.statistics, "statistics", false, "print the count of findings per rule instead of the findings, as ruff --statistics")
	fl.StringVar(&sf.sarifFile, "sarif", "", "also write SARIF 2.1.0 to `FILE`")
	fl.StringVar(&sf.markdown, "markdown", "", "also write the PR comment body (markdown) to `FILE`")
	fl.StringVar(&sf.failOn, "fail-on", "high", "exit 1 when a reported finding is at or above `SEVERITY`: none|low|medium|high")
	fl.Int64Var(&sf.maxFileBytes, "max-file-bytes", checks.DefaultMaxFileBytes, "skip files larger than this many `BYTES`")
	fl.IntVar(&sf.maxPerFile, "max-findings-per-file", checks.DefaultMaxFindingsPerFile, "keep at most `N` findings per file, the highest severities first (0: no cap); the rest are counted in a notice")
	fl.IntVar(&sf.maxRun, "max-findings", checks.DefaultMaxFindings, "keep at most `N` findings in the run (0: no cap); the rest are counted in a notice")
	fl.BoolVar(&sf.allowIncomplete, "allow-incomplete", false, "exit 0 rather than 2 when the scan is incomplete (a file not scanned, a rule stopped, --timeout, nothing scanned); config: incomplete: pass")
	fl.IntVar(&sf.workers, "workers", 0, "`N` parallel parsers (default: number of CPUs)")
	fl.DurationVar(&sf.timeout, "timeout", 10*time.Minute, "give up the whole scan after `DURATION` (10m, 90s); the files done are reported")
	fl.StringSliceVar(&sf.sel, "select", nil, "run only these `RULES`, comma-separated: IDs (RC101), names, prefixes (RC1) or ALL; replaces the config's enable:")
	fl.StringSliceVar(&sf.extendSel, "extend-select", nil, "run these `RULES` as well (RC404 is off by default)")
	fl.StringSliceVar(&sf.ignore, "ignore", nil, "do not run these `RULES`; a more specific selector wins (--select RC1 --ignore RC101)")
	fl.BoolVar(&sf.force, "force-exclude", false, "apply exclude: and test skipping to the PATHs named too")
	fl.BoolVar(&sf.fix, "fix", false, "apply the safe fixes of the reported findings to the files, then report what is left")
	fl.BoolVar(&sf.diff, "diff", false, "print the fixes as a unified diff and write nothing (exit 1 when there is one)")
	fl.BoolVar(&sf.unsafe, "unsafe-fixes", false, "with --fix or --diff, also apply the fixes that change behaviour")
	fl.BoolVarP(&sf.verbose, "verbose", "v", false, "say on stderr which repository, config and mode are used")
	noFiles := cobra.ShellCompDirectiveNoFileComp
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(formatNames, noFiles))
	_ = cmd.RegisterFlagCompletionFunc("output-format", cobra.FixedCompletions(formatNames, noFiles))
	_ = cmd.RegisterFlagCompletionFunc("color", cobra.FixedCompletions([]string{"auto", "always", "never"}, noFiles))
	ruleNames := func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		var ids []string
		for _, r := range checks.Rules() {
			ids = append(ids, r.ID+"\t"+r.Name)
		}
		return ids, noFiles
	}
	for _, name := range []string{"select", "extend-select", "ignore"} {
		_ = cmd.RegisterFlagCompletionFunc(name, ruleNames)
	}
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
		return fail("--format: unknown format %q: want %s", sf.format, strings.Join(formatNames, ", "))
	}
	if sf.noColor {
		if cmd.Flags().Changed("color") && sf.color != "never" {
			return fail("--no-color and --color %s contradict each other", sf.color)
		}
		sf.color = "never"
	}
	useColor, err := c.colorOn(sf.color, os.Getenv)
	if err != nil {
		return err
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

	// The repository: --repo, else the one holding the paths named (as Ruff
	// and golangci-lint take it from the files, not the working folder),
	// else the one holding the working folder.
	repo, implicit := sf.repo, false
	if repo != "" {
		if info, err := os.Stat(repo); err != nil || !info.IsDir() {
			return fail("--repo %s: the repository does not exist (give the folder holding .git, or a bare git directory)", repo)
		}
	} else {
		if repo, err = repoOf(paths, wd); err != nil {
			return err
		}
		if len(paths) == 1 && !diffMode && sameDir(paths[0], repo) {
			paths = nil // the repository itself, as when no path is named
		} else if len(paths) == 0 && !diffMode && !sameDir(wd, repo) {
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
	if diffMode {
		if err := checkRevisions(context.Background(), repo, map[string]string{"--base": sf.base, "--head": sf.head}); err != nil {
			return err
		}
	}
	sel := config.Selection{Select: sf.sel, ExtendSelect: sf.extendSel, Ignore: sf.ignore}
	var explicit *config.Config
	if sf.config != "" {
		if explicit, err = config.Load(repo, sf.config); err != nil {
			return fail("%v", err)
		}
		logf("config %s (--config)", sf.config)
	}
	tree, err := config.NewTree(repo, explicit, sel)
	if err != nil {
		return fail("--select, --extend-select or --ignore: %v", err)
	}
	// The config of the first path named (or of the working folder) gives
	// what applies to the whole scan: the file size limit, and the words of
	// "nothing was scanned".
	cfg := tree.ForDir(repoDir(repo, firstOr(paths, wd)))
	if err := tree.Err(); err != nil {
		return fail("%v", err)
	}
	if explicit == nil {
		if cfg.Path() == "" {
			logf("no config file above %s up to the repository root; the defaults apply", firstOr(paths, wd))
		} else {
			logf("config %s", cfg.Path())
		}
	}
	primary, err := cfg.With(sel)
	if err != nil {
		return fail("%v", err)
	}
	rules := checks.Select(primary)
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
	noCap := func(n int) int { // 0 on the command line means no cap, which is -1 to the engine
		if n <= 0 {
			return -1
		}
		return n
	}
	eng := &checks.Engine{Rules: rules, MaxFileBytes: sf.maxFileBytes, Workers: sf.workers, Settings: cfg.Settings(),
		MaxFindingsPerFile: noCap(sf.maxPerFile), MaxFindings: noCap(sf.maxRun)}
	allowIncomplete := sf.allowIncomplete || cfg.AllowIncomplete()
	stats := &scan.Stats{}
	opts := scan.Options{
		Repo: repo, Base: sf.base, Head: sf.head, Paths: paths, FilterMode: filter,
		WorkTree:     sf.base != "" && sf.head == "" && !sf.staged,
		Staged:       sf.staged,
		ForceExclude: sf.force || implicit,
		Engine:       eng,
		Exclude:      tree.Excluded,
		PerFile: func(p string) (checks.RuleSelector, *checks.Settings) {
			return tree.Selector(p), tree.Settings(p)
		},
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
		if sf.base != "" {
			return explainDiffError(ctx, repo, sf.base, sf.head, err)
		}
		return fail("%v", err)
	}
	if err := tree.Err(); err != nil {
		return fail("%v", err)
	}
	for _, c := range tree.Configs() {
		if c != cfg {
			logf("config %s for the files below %s", c.Path(), filepath.Dir(filepath.Dir(c.Path())))
		}
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
	rep.AllowIncomplete = allowIncomplete
	if rep.Incomplete() {
		then := "exit 2 unless a finding fails the run (--allow-incomplete or config 'incomplete: pass' to accept it)"
		if allowIncomplete {
			then = "accepted (--allow-incomplete or config 'incomplete: pass')"
		}
		fmt.Fprintf(c.Stderr, "resilience-check: the scan is incomplete: %s; %s\n", annotate.TextLine(rep.IncompleteReason(5)), then)
	}
	if textFormats[sf.format] {
		topt := annotate.TextOptions{Concise: sf.format == "concise", Statistics: sf.statistics, Color: useColor,
			Path: shownPath(repo, wd)}
		write = func(w io.Writer, r *annotate.Report) error { return annotate.WriteTextWith(w, r, topt) }
	} else if sf.statistics {
		return fail("--statistics needs the text or concise format")
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

// formatNames are the --format values, in the order --help lists them.
var formatNames = []string{"text", "concise", "full", "json", "sarif", "github", "markdown", "rdjson", "rdjsonl", "gitlab", "junit", "checkstyle"}

// textFormats are the --format values written by annotate.WriteTextWith:
// full (text) and concise, as Ruff's --output-format full and concise.
var textFormats = map[string]bool{"text": true, "full": true, "concise": true}

// writers maps --format values to sinks: rdjson and rdjsonl for reviewdog
// (-f=rdjson, -f=rdjsonl), gitlab for GitLab's Code Quality report, junit
// and checkstyle for CI systems that read those.
var writers = map[string]func(io.Writer, *annotate.Report) error{
	"text":       annotate.WriteText,
	"full":       annotate.WriteText,
	"concise":    annotate.WriteText,
	"json":       annotate.WriteJSON,
	"sarif":      annotate.WriteSARIF,
	"github":     annotate.WriteWorkflowCommands,
	"markdown":   writeMarkdown,
	"rdjson":     annotate.WriteRDJSON,
	"rdjsonl":    annotate.WriteRDJSONL,
	"gitlab":     annotate.WriteGitLab,
	"junit":      annotate.WriteJUnit,
	"checkstyle": annotate.WriteCheckstyle,
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
// failOn (failOn none never fails); else ExitIncomplete when the result is
// incomplete (annotate.Report.Incomplete) and r.AllowIncomplete is not set;
// else ExitOK. Findings come first: they are true whatever else did not
// finish, and the check run concludes failure for them too.
func exitCode(r *annotate.Report, failOn checks.Severity) int {
	if failOn != checks.SeverityNone {
		for _, f := range r.Reported() {
			if f.Severity >= failOn {
				return ExitFindings
			}
		}
	}
	if r.Incomplete() && !r.AllowIncomplete {
		return ExitIncomplete
	}
	return ExitOK
}

// repoOf returns the repository that holds the paths named, or the working
// folder wd when none is named: the nearest folder above with a .git entry
// (config.RepoRoot). A path in no repository is taken relative to wd when it
// lies below it, else relative to itself (a folder) or its folder (a file),
// as `ruff check /elsewhere` reports relative to it. Paths in different
// repositories are an error that names them.
func repoOf(paths []string, wd string) (string, error) {
	if len(paths) == 0 {
		root, _, err := config.RepoRoot(wd)
		if err != nil {
			return "", fail("%v", err)
		}
		return root, nil
	}
	var repo, first string
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return "", fail("resolve %s: %v", p, err)
		}
		dir := abs
		if info, err := os.Stat(abs); err != nil || !info.IsDir() {
			dir = filepath.Dir(abs)
		}
		root, ok, err := config.RepoRoot(dir)
		if err != nil {
			return "", fail("%v", err)
		}
		if !ok {
			if rel, err := filepath.Rel(wd, abs); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				root = wd
			} else {
				root = dir
			}
		}
		if repo == "" {
			repo, first = root, p
		} else if !sameDir(repo, root) {
			return "", fail("%s and %s are in different repositories (%s, %s); scan one repository at a time, or give --repo", first, p, repo, root)
		}
	}
	return repo, nil
}

// sameDir reports whether a and b name the same folder once made absolute
// and their links resolved.
func sameDir(a, b string) bool {
	a1, err1 := filepath.Abs(a)
	b1, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && evalLinks(a1) == evalLinks(b1)
}

// repoDir is the slash-separated repository folder of p: p itself when it
// is a folder, else its folder; "." when p lies outside repo.
func repoDir(repo, p string) string {
	abs, err := filepath.Abs(p)
	absRepo, err2 := filepath.Abs(repo)
	if err != nil || err2 != nil {
		return "."
	}
	if info, err := os.Stat(abs); err != nil || !info.IsDir() {
		abs = filepath.Dir(abs)
	}
	rel, err := filepath.Rel(evalLinks(absRepo), evalLinks(abs))
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "."
	}
	return filepath.ToSlash(rel)
}

func firstOr(paths []string, def string) string {
	if len(paths) > 0 {
		return paths[0]
	}
	return def
}

// colorOn decides --color: always, never, or auto — on when stdout is a
// terminal, NO_COLOR is unset or empty and TERM is not "dumb"
// (https://no-color.org; an explicit --color always overrides NO_COLOR).
func (c *Command) colorOn(when string, getenv func(string) string) (bool, error) {
	switch when {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto", "":
		return c.terminal(c.Stdout) && getenv("NO_COLOR") == "" && getenv("TERM") != "dumb", nil
	}
	return false, fail("--color: unknown value %q: want auto, always or never", when)
}

// shownPath maps repository paths to paths relative to the working folder
// wd, as Ruff prints them, for the text output; nil (repository paths) when
// wd is the repository root. SARIF, JSON and the GitHub formats keep
// repository paths.
func shownPath(repo, wd string) func(string) string {
	absRepo, err := filepath.Abs(repo)
	if err != nil || sameDir(absRepo, wd) {
		return nil
	}
	absRepo, absWd := evalLinks(absRepo), evalLinks(wd)
	return func(p string) string {
		rel, err := filepath.Rel(absWd, filepath.Join(absRepo, filepath.FromSlash(p)))
		if err != nil {
			return p
		}
		return rel
	}
}
