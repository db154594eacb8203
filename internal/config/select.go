package config

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/resilience-check/resilience-check/finding"
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

// Selector specificities, as Ruff orders them: a broader selector is applied
// first, so that a more specific one overrides it whatever the order it was
// written in (`enable: [RC1]` with `disable: [RC101]` runs RC102, RC103 and
// RC104).
const (
	specAll   = 0   // ALL
	specExact = 100 // a rule ID or name; a prefix's specificity is its length
)

var prefixRE = regexp.MustCompile(`^(?i)RC\d{0,3}$`)

// ParseSelector resolves one selector to the codes of the rules it names: a
// rule ID ("RC101", any case), a rule name ("http-call-without-timeout"), an
// ID prefix ("RC1" for RC101-RC104, "RC" for every rule) or "ALL". A prefix
// selects only rules that are on by default (finding.DefaultOff); a
// default-off rule (RC404) is selected by its ID, its name or ALL, as Ruff
// selects preview rules only by their exact code under
// explicit-preview-rules. It returns the codes and the selector's
// specificity; an unknown selector is an error that says what is accepted.
// The rules are known from package finding's record of the catalogue, so
// the configuration links no rule.
func ParseSelector(s string) ([]string, int, error) { return parseSelector(s, false) }

// parseSelector is ParseSelector; with ignoring, a prefix names the rules
// that are off by default too (ignoring them is harmless, and `--ignore RC4`
// must turn off an RC404 the config turned on).
func parseSelector(s string, ignoring bool) ([]string, int, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "ALL") {
		return finding.RuleIDs(), specAll, nil
	}
	if code := ruleCode(s); code != "" {
		return []string{code}, specExact, nil
	}
	if prefixRE.MatchString(s) {
		var out []string
		for _, id := range finding.RuleIDs() {
			if strings.HasPrefix(id, strings.ToUpper(s)) && (ignoring || !finding.DefaultOff(id)) {
				out = append(out, id)
			}
		}
		if len(out) > 0 {
			return out, len(s), nil
		}
	}
	return nil, 0, fmt.Errorf("unknown rule %q: want a rule ID (RC101), a name (http-call-without-timeout), a prefix (RC1) or ALL; run 'resilience-check rules' for the list", s)
}

// ruleCode returns the code of the rule with ID or name s (any case), or "".
func ruleCode(s string) string {
	if finding.KnownRule(s) {
		return strings.ToUpper(s)
	}
	if id, ok := finding.RuleIDByName(s); ok {
		return id
	}
	return ""
}

// Resolve applies the selection levels in order to the default rule set
// (every rule not off by default), as Ruff resolves the config's selection
// and then the command line's: a level with Select starts from nothing,
// otherwise from what the previous level left; within a level selectors
// apply from the least specific to the most specific, and on a tie Ignore
// wins. It returns the selected rule codes; the first error is an unknown
// selector.
func Resolve(levels ...Selection) (map[string]bool, error) {
	on := map[string]bool{}
	for _, id := range finding.RuleIDs() {
		if !finding.DefaultOff(id) {
			on[id] = true
		}
	}
	type op struct {
		ids  []string
		spec int
		add  bool
	}
	for _, lv := range levels {
		var ops []op
		collect := func(sels []string, add bool) error {
			for _, s := range sels {
				ids, spec, err := parseSelector(s, !add)
				if err != nil {
					return err
				}
				ops = append(ops, op{ids, spec, add})
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
			for _, id := range o.ids {
				if o.add {
					on[id] = true
				} else {
					delete(on, id)
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

// Selector is the rule selection for some files: which rules run and their
// severities. It implements checks.RuleSelector (checks.Select turns it
// into the rules), so the configuration links no rule.
type Selector struct {
	on  map[string]bool
	sev map[string]finding.Severity
}

// Selects reports whether the rule with code id runs.
func (s *Selector) Selects(id string, _ bool) bool { return s.on[strings.ToUpper(id)] }

// SeverityOf returns the severity set for the rule with code id, and false
// to keep the rule's default.
func (s *Selector) SeverityOf(id string) (finding.Severity, bool) {
	sev, ok := s.sev[strings.ToUpper(id)]
	return sev, ok
}

// IDs returns the selected codes, sorted.
func (s *Selector) IDs() []string {
	var out []string
	for id := range s.on {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// With returns the selection of the config with the command line's after it
// (Resolve), and the config's severities.
func (c *Config) With(cli Selection) (*Selector, error) {
	on, err := Resolve(c.selection(), cli)
	if err != nil {
		return nil, err
	}
	return &Selector{on: on, sev: c.Severity}, nil
}

// FileSelector returns base without the rules that the config's
// per-file-ignores turn off for the slash-separated repository path, or nil
// when no glob matches it. Globs are relative to the folder SetDir gave, as
// Ruff takes per-file-ignores relative to the project root. A nil base is the
// config's own selection (With of no command-line selection).
func (c *Config) FileSelector(path string, base *Selector) *Selector {
	off := c.ignoredFor(path)
	if len(off) == 0 {
		return nil
	}
	if base == nil {
		var err error
		if base, err = c.With(Selection{}); err != nil {
			return nil
		}
	}
	on := map[string]bool{}
	for id := range base.on {
		if !off[id] {
			on[id] = true
		}
	}
	return &Selector{on: on, sev: base.sev}
}

// ignoredFor returns the codes the per-file-ignores turn off for path.
func (c *Config) ignoredFor(path string) map[string]bool {
	if len(c.perFile) == 0 {
		return nil
	}
	rel := path
	if c.dir != "" {
		rest, ok := strings.CutPrefix(path, c.dir+"/")
		if !ok {
			return nil
		}
		rel = rest
	}
	var off map[string]bool
	for _, pf := range c.perFile {
		if ok, _ := doublestar.Match(pf.glob, rel); ok {
			if off == nil {
				off = map[string]bool{}
			}
			for _, id := range pf.ids {
				off[id] = true
			}
		}
	}
	return off
}

// perFileIgnore is one parsed per-file-ignores entry.
type perFileIgnore struct {
	glob string
	ids  []string
}
