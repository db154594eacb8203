package action

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/sethvargo/go-githubactions"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/diff"
)

// Inputs are the action's inputs (action.yml), read from INPUT_* variables.
type Inputs struct {
	Token      string          // github-token
	FilterMode string          // filter-mode: added|diff_context|file|nofilter
	FailOn     checks.Severity // fail-on: none|low|medium|high
	Paths      []string        // paths: doublestar globs; empty means every file
	Exclude    []string        // exclude: doublestar globs
	Comment    bool            // comment: post the sticky PR comment
	CheckRun   bool            // check-run: post the check run
	// Suggestions posts the safe fixes on added lines as one review of
	// suggested changes per push (suggestions: true|false).
	Suggestions bool
	SARIFFile   string // sarif-file: path, relative to the workspace unless absolute
	Config      string // config: path of the config file; empty looks for the default
	// ConfigFrom says where a pull request run reads the config: "base"
	// (the default: the base commit, so that a pull request cannot change how
	// it is reviewed) or "head" (the work tree, the pull request's own).
	// Other events read the work tree.
	ConfigFrom string
}

// Defaults of the inputs, as in action.yml; applied when an input is empty,
// as it is when the binary runs outside the runner.
const (
	DefaultFilterMode = "added"
	DefaultFailOn     = "medium"
	DefaultSARIFFile  = "resilience-check.sarif"
	DefaultConfigFrom = "base"
)

// ReadInputs reads and checks the inputs. The token falls back to
// GITHUB_TOKEN. Errors name the input and the accepted values.
func ReadInputs(a *githubactions.Action) (Inputs, error) {
	in := Inputs{
		Token:      a.GetInput("github-token"),
		FilterMode: orDefault(a.GetInput("filter-mode"), DefaultFilterMode),
		SARIFFile:  orDefault(a.GetInput("sarif-file"), DefaultSARIFFile),
		Config:     a.GetInput("config"),
		ConfigFrom: strings.ToLower(orDefault(a.GetInput("config-from"), DefaultConfigFrom)),
		Paths:      splitList(a.GetInput("paths")),
		Exclude:    splitList(a.GetInput("exclude")),
	}
	if in.Token == "" {
		in.Token = strings.TrimSpace(a.Getenv("GITHUB_TOKEN"))
	}
	if _, err := diff.ParseFilterMode(in.FilterMode); err != nil {
		return in, fmt.Errorf("input filter-mode: %w", err)
	}
	if in.ConfigFrom != "base" && in.ConfigFrom != "head" {
		return in, fmt.Errorf("input config-from: %q is not base or head", in.ConfigFrom)
	}
	var err error
	if in.FailOn, err = checks.ParseSeverity(orDefault(a.GetInput("fail-on"), DefaultFailOn)); err != nil {
		return in, fmt.Errorf("input fail-on: %w", err)
	}
	if in.Comment, err = parseBool("comment", a.GetInput("comment")); err != nil {
		return in, err
	}
	if in.CheckRun, err = parseBool("check-run", a.GetInput("check-run")); err != nil {
		return in, err
	}
	if in.Suggestions, err = parseBool("suggestions", a.GetInput("suggestions")); err != nil {
		return in, err
	}
	for _, g := range append(append([]string{}, in.Paths...), in.Exclude...) {
		if !doublestar.ValidatePattern(g) {
			return in, fmt.Errorf("input paths/exclude: bad glob %q", g)
		}
	}
	return in, nil
}

// parseBool reads a boolean input; empty means true (both boolean inputs
// default to true).
func parseBool(name, v string) (bool, error) {
	if v == "" {
		return true, nil
	}
	b, err := strconv.ParseBool(strings.ToLower(v))
	if err != nil {
		return false, fmt.Errorf("input %s: %q is not true or false", name, v)
	}
	return b, nil
}

func orDefault(v, d string) string {
	if v == "" {
		return d
	}
	return v
}

// splitList splits a multi-line or comma-separated input into its items.
func splitList(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == ',' }) {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// selected reports whether a repository path is scanned under the paths and
// exclude globs.
func (in *Inputs) selected(path string) bool {
	if len(in.Paths) > 0 && !matchAny(in.Paths, path) {
		return false
	}
	return !matchAny(in.Exclude, path)
}

func matchAny(globs []string, path string) bool {
	for _, g := range globs {
		if ok, _ := doublestar.Match(g, path); ok {
			return true
		}
		// A folder name selects everything below it: "src" and "src/".
		if !strings.ContainsAny(g, "*?[{") && strings.HasPrefix(path, strings.TrimSuffix(g, "/")+"/") {
			return true
		}
	}
	return false
}
