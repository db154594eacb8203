package config

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/resilience-check/resilience-check/checks"
)

// Selection is one level of rule selection, as Ruff's `select`,
// `extend-select` and `ignore`: the config file's enable / extend-enable /
// disable, or the command line's --select / --extend-select / --ignore.
// Each entry is a selector (see ParseSelector).
type Selection struct {
	// Select, when not empty, replaces the rules selected so far.
	Select []string
	// ExtendSelect adds rules to those selected so far.
	ExtendSelect []string
	// Ignore removes rules.
	Ignore []string
}

// IsZero reports whether the selection changes nothing.
func (s Selection) IsZero() bool {
	return len(s.Select) == 0 && len(s.ExtendSelect) == 0 && len(s.Ignore) == 0
}

// Selector specificities, as Ruff orders them: a broader selector is applied
// first, so that a more specific one overrides it whatever the order it was
// written in (`enable: [RC1]` with `disable: [RC101]` runs RC102, RC103 and
// RC104).
const (
	specAll   = 0   // ALL
	specExact = 100 // a rule ID or name; a prefix's specificity is its length
)

var prefixRE = regexp.MustCompile(`^(?i)RC\d{0,3}$`)

// ParseSelector resolves one selector to the rules it names: a rule ID
// ("RC101", any case), a rule name ("http-call-without-timeout"), an ID
// prefix ("RC1" for RC101-RC104, "RC" for every rule) or "ALL". A prefix
// selects only rules that are on by default (model.Rule.DefaultOff); a
// default-off rule (RC404) is selected by its ID, its name or ALL, as Ruff
// selects preview rules only by their exact code under
// explicit-preview-rules. It returns the rules and the selector's
// specificity; an unknown selector is an error that says what is accepted.
func ParseSelector(s string) ([]*checks.Rule, int, error) { return parseSelector(s, false) }

// parseSelector is ParseSelector; with ignoring, a prefix names the rules
// that are off by default too (ignoring them is harmless, and `--ignore RC4`
// must turn off an RC404 the config turned on).
func parseSelector(s string, ignoring bool) ([]*checks.Rule, int, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "ALL") {
		return checks.Rules(), specAll, nil
	}
	for _, r := range checks.Rules() {
		if strings.EqualFold(r.ID, s) || strings.EqualFold(r.Name, s) {
			return []*checks.Rule{r}, specExact, nil
		}
	}
	if prefixRE.MatchString(s) {
		var out []*checks.Rule
		for _, r := range checks.Rules() {
			if strings.HasPrefix(r.ID, strings.ToUpper(s)) && (ignoring || !r.DefaultOff) {
				out = append(out, r)
			}
		}
		if len(out) > 0 {
			return out, len(s), nil
		}
	}
	return nil, 0, fmt.Errorf("unknown rule or prefix %q: want a rule ID (RC101), a name (http-call-without-timeout), a prefix (RC1) or ALL; run 'resilience-check rules' for the list", s)
}

// Resolve applies the selection levels in order to the default rule set
// (checks.DefaultRules), as Ruff resolves the config's selection and then the
// command line's: a level with Select starts from nothing, otherwise from
// what the previous level left; within a level selectors apply from the
// least specific to the most specific, and on a tie Ignore wins. It returns
// the selected rule IDs; the first error is an unknown selector.
func Resolve(levels ...Selection) (map[string]bool, error) {
	on := map[string]bool{}
	for _, r := range checks.DefaultRules() {
		on[r.ID] = true
	}
	type op struct {
		rules []*checks.Rule
		spec  int
		add   bool
	}
	for _, lv := range levels {
		var ops []op
		collect := func(sels []string, add bool) error {
			for _, s := range sels {
				rules, spec, err := parseSelector(s, !add)
				if err != nil {
					return err
				}
				ops = append(ops, op{rules, spec, add})
			}
			return nil
		}
		if err := collect(lv.Select, true); err != nil {
			return nil, err
		}
		if err := collect(lv.ExtendSelect, true); err != nil {
			return nil, err
		}
		if err := collect(lv.Ignore, false); err != nil {
			return nil, err
		}
		if len(lv.Select) > 0 {
			on = map[string]bool{}
		}
		sort.SliceStable(ops, func(i, j int) bool {
			if ops[i].spec != ops[j].spec {
				return ops[i].spec < ops[j].spec
			}
			return ops[i].add && !ops[j].add
		})
		for _, o := range ops {
			for _, r := range o.rules {
				if o.add {
					on[r.ID] = true
				} else {
					delete(on, r.ID)
				}
			}
		}
	}
	return on, nil
}

// selection is the config file's level of rule selection.
func (c *Config) selection() Selection {
	return Selection{Select: c.Enable, ExtendSelect: c.ExtendEnable, Ignore: c.Disable}
}

// RulesWith returns the rules to run with the command line's selection
// applied after the config's (Resolve), each a copy with the config's
// severity override. The result is ordered by ID.
func (c *Config) RulesWith(cli Selection) ([]*checks.Rule, error) {
	on, err := Resolve(c.selection(), cli)
	if err != nil {
		return nil, err
	}
	var out []*checks.Rule
	for _, r := range checks.Rules() {
		if !on[r.ID] {
			continue
		}
		cp := *r
		if sev, ok := c.Severity[r.ID]; ok {
			cp.Severity = sev
		}
		out = append(out, &cp)
	}
	return out, nil
}

// FileRules returns rules without those that the config's per-file-ignores
// turn off for the slash-separated repository path: rules itself when no
// glob matches. Globs are relative to the folder SetDir gave, as Ruff takes
// per-file-ignores relative to the project root.
func (c *Config) FileRules(path string, rules []*checks.Rule) []*checks.Rule {
	if len(c.perFile) == 0 {
		return rules
	}
	rel := path
	if c.dir != "" {
		rest, ok := strings.CutPrefix(path, c.dir+"/")
		if !ok {
			return rules
		}
		rel = rest
	}
	off := map[string]bool{}
	for _, pf := range c.perFile {
		if ok, _ := doublestar.Match(pf.glob, rel); ok {
			for _, r := range pf.rules {
				off[r.ID] = true
			}
		}
	}
	if len(off) == 0 {
		return rules
	}
	out := make([]*checks.Rule, 0, len(rules))
	for _, r := range rules {
		if !off[r.ID] {
			out = append(out, r)
		}
	}
	return out
}

// perFileIgnore is one parsed per-file-ignores entry.
type perFileIgnore struct {
	glob  string
	rules []*checks.Rule
}

// PerFile returns a function for scan.Options.PerFile that applies the
// config's per-file-ignores to rules (the Action and the bot, which read one
// config per repository), or nil when the config has none.
func (c *Config) PerFile(rules []*checks.Rule) func(string) ([]*checks.Rule, *checks.Settings) {
	if len(c.perFile) == 0 {
		return nil
	}
	return func(p string) ([]*checks.Rule, *checks.Settings) { return c.FileRules(p, rules), nil }
}
