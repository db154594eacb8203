package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/resilience-check/resilience-check/checks"
)

func (c *Command) rulesCommand() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "rules [ID|NAME...]",
		Short: "list the rules, or print rules' documentation",
		Long: `With no argument, list every rule: ID, name, default severity, CWE and summary;
rules that are off by default say so and how to turn them on.
With arguments, print the documentation of each rule named by its ID (RC101,
any case) or its name (http-call-without-timeout). --format json prints the
same rules as a JSON array instead.`,
		Example: `  resilience-check rules
  resilience-check rules RC101
  resilience-check rules http-call-without-timeout
  resilience-check rules --format json | jq '.[] | select(.severity == "high") | .id'`,
		Args: cobra.ArbitraryArgs,
		ValidArgsFunction: func(_ *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
			var ids []string
			for _, r := range checks.Rules() {
				ids = append(ids, r.ID+"\t"+r.Name, r.Name+"\t"+r.ID)
			}
			return ids, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return fail("--format: unknown format %q: want text or json", format)
			}
			rules := checks.Rules()
			if len(args) > 0 {
				rules = nil
				for _, a := range args {
					r := lookupRule(a)
					if r == nil {
						return fail("unknown rule %q; run 'resilience-check rules' for the list", a)
					}
					rules = append(rules, r)
				}
			}
			out := cmd.OutOrStdout()
			switch {
			case format == "json":
				b, err := json.MarshalIndent(rulesJSON(rules), "", "  ")
				if err != nil {
					return fail("encode rules: %v", err)
				}
				fmt.Fprintf(out, "%s\n", b)
			case len(args) > 0:
				for _, r := range rules {
					fmt.Fprint(out, RuleDoc(r))
				}
			default:
				width := 0
				for _, r := range rules {
					width = max(width, len(r.Name))
				}
				for _, r := range rules {
					off := ""
					if r.DefaultOff {
						off = "(off by default: --extend-select " + r.ID + ") "
					}
					fmt.Fprintf(out, "%s  %-*s  %-6s CWE-%-4d %s%s\n", r.ID, width, r.Name, r.Severity, r.CWE, off, r.Summary)
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output `FORMAT`: text|json")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"text", "json"}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

// lookupRule finds a rule by ID or by name, in any case.
func lookupRule(s string) *checks.Rule {
	if r := checks.RuleByID(s); r != nil {
		return r
	}
	for _, r := range checks.Rules() {
		if strings.EqualFold(r.Name, s) {
			return r
		}
	}
	return nil
}

// ruleJSON is one rule in `rules --format json`.
type ruleJSON struct {
	ID          string   `json:"id"`
	Name        string   `json:"name"`
	Severity    string   `json:"severity"`
	CWE         int      `json:"cwe"`
	Checklist   string   `json:"checklist,omitempty"`
	Summary     string   `json:"summary"`
	Description string   `json:"description"`
	Languages   []string `json:"languages"`
	DefaultOff  bool     `json:"default_off"`
	HelpURI     string   `json:"help_uri"`
	Help        string   `json:"help"`
}

func rulesJSON(rules []*checks.Rule) []ruleJSON {
	out := make([]ruleJSON, 0, len(rules))
	for _, r := range rules {
		langs := make([]string, 0, len(r.Languages))
		for _, l := range r.Languages {
			langs = append(langs, string(l))
		}
		out = append(out, ruleJSON{ID: r.ID, Name: r.Name, Severity: r.Severity.String(), CWE: r.CWE,
			Checklist: r.Checklist, Summary: r.Summary, Description: r.Description, Languages: langs,
			DefaultOff: r.DefaultOff, HelpURI: r.HelpURI(), Help: r.Help})
	}
	return out
}

// RuleDoc is a rule's documentation page as written to docs/rules/<ID>.md:
// a heading with ID and name, then the rule's Help markdown.
func RuleDoc(r *checks.Rule) string {
	return "# " + r.ID + " " + r.Name + "\n\n" + strings.TrimLeft(r.Help, "\n")
}
