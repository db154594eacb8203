// Package cli is the resilience-check command line: `scan`, `rules`,
// `version` and `completion`, built with github.com/spf13/cobra.
// cmd/resilience-check is a thin main around Main so tests can drive the
// command with buffers.
package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/resilience-check/resilience-check/internal/action"
)

// Exit codes, as Ruff and reviewdog use them; an incomplete scan is a 2, as
// Semgrep and ESLint exit 2 when they could not check everything.
const (
	ExitOK       = 0 // no finding at or above --fail-on, and the scan finished
	ExitFindings = 1 // findings at or above --fail-on
	ExitError    = 2 // usage or runtime error
	// ExitIncomplete: no finding at or above --fail-on, but the scan did not
	// finish (a file not scanned, a rule stopped at its limit, the
	// --timeout reached) or scanned nothing; --allow-incomplete or config
	// `incomplete: pass` make it ExitOK.
	ExitIncomplete = 2
)

// Command holds the streams a run uses.
type Command struct {
	Stdout, Stderr io.Writer
	// isTerminal reports whether w is a terminal (progress is shown on
	// stderr only then); nil means asking the operating system.
	isTerminal func(w io.Writer) bool
}

// exitError carries an exit code out of a cobra command; msg, when not
// empty, is printed on stderr first.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// fail is a runtime or usage error (exit 2) with a message.
func fail(format string, a ...any) error {
	return &exitError{code: ExitError, msg: fmt.Sprintf(format, a...)}
}

const rootLong = `resilience-check finds resilience defects in Python, JavaScript, TypeScript
and Go code: calls to upstreams, databases and subprocesses without timeouts,
blocking calls in async handlers, unsafe retries, authorization that fails
open, raw errors returned to clients, all-or-nothing aggregation.

Exit codes: 0 no reported finding at or above --fail-on and the scan
finished; 1 there are such findings; 2 usage or runtime error, or the scan
is incomplete: a file was not scanned (over --max-file-bytes, unreadable,
its parse stopped), a rule did not finish on a file (its step limit), the
--timeout was reached, or nothing was scanned. --allow-incomplete (config
'incomplete: pass') turns an incomplete scan into 0; it is still reported.`

const rootExample = `  resilience-check scan --base main        # what this branch changed, committed or not
  resilience-check scan --staged           # the staged changes (a pre-commit hook)
  resilience-check scan services/api       # whole files, like ruff check PATH
  resilience-check rules                   # the rule list
  resilience-check rules RC101             # one rule's documentation`

// Main runs the command line args (without the program name) and returns
// the exit code: ExitOK, ExitFindings or ExitError.
func (c *Command) Main(args []string) int {
	if len(args) == 0 && os.Getenv("GITHUB_ACTIONS") == "true" {
		args = []string{"action"} // a container action may be started without arguments
	}
	root := c.newRoot()
	if len(args) == 0 {
		root.SetOut(c.Stderr)
		root.Usage()
		return ExitError
	}
	root.SetArgs(longFlags(root, args))
	cmd, err := root.ExecuteC()
	if err == nil {
		return ExitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			fmt.Fprintf(c.Stderr, "resilience-check: %s\n", ee.msg)
		}
		return ee.code
	}
	// A usage error found by cobra or pflag: unknown command or flag, bad
	// flag value.
	fmt.Fprintf(c.Stderr, "resilience-check: %v\n", err)
	if cmd != nil {
		fmt.Fprintf(c.Stderr, "run '%s --help' for usage\n", cmd.CommandPath())
	}
	return ExitError
}

func (c *Command) newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:           "resilience-check",
		Short:         "find resilience defects in the code a change touches",
		Long:          rootLong,
		Example:       rootExample,
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       version(),
		Args:          cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return cmd.Help()
		},
	}
	root.SetOut(c.Stdout)
	root.SetErr(c.Stderr)
	root.SetVersionTemplate("resilience-check {{.Version}}\n")
	// A flag of our own so that cobra does not take -v for --version.
	root.Flags().Bool("version", false, "print the version")
	root.AddCommand(c.scanCommand(), c.rulesCommand(), &cobra.Command{
		Use:   "version",
		Short: "print the version",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			fmt.Fprintln(cmd.OutOrStdout(), "resilience-check", version())
			return nil
		},
	}, &cobra.Command{
		Use:                "action",
		Short:              "run as the GitHub Action (inputs from the environment)",
		Hidden:             true,
		DisableFlagParsing: true,
		RunE: func(*cobra.Command, []string) error {
			if code := action.Main(c.Stdout, version()); code != ExitOK {
				return &exitError{code: code}
			}
			return nil
		},
	})
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return err })
	// Added now rather than at Execute, so that the usage printed for no
	// arguments lists them too.
	root.InitDefaultHelpFlag()
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	return root
}

// longFlags rewrites the single-dash long flags that the standard library's
// flag package accepted (`-format json`, `-version`) to their double-dash
// form, so that command lines written for earlier versions keep working.
// Only names of flags some command defines are rewritten, and nothing after
// "--".
func longFlags(root *cobra.Command, args []string) []string {
	names := map[string]bool{}
	var collect func(*cobra.Command)
	collect = func(cmd *cobra.Command) {
		add := func(f *pflag.Flag) { names[f.Name] = true }
		cmd.Flags().VisitAll(add)
		cmd.PersistentFlags().VisitAll(add)
		for _, sub := range cmd.Commands() {
			collect(sub)
		}
	}
	collect(root)
	out := make([]string, len(args))
	copy(out, args)
	for i, a := range out {
		if a == "--" {
			break
		}
		if len(a) < 3 || a[0] != '-' || a[1] == '-' {
			continue
		}
		name, _, _ := strings.Cut(a[1:], "=")
		if len(name) > 1 && names[name] {
			out[i] = "-" + a
		}
	}
	return out
}
