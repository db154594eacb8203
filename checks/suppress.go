package checks

import "github.com/resilience-check/resilience-check/checks/model"

// applySuppressions marks the findings that a suppression comment covers: on
// its line, and on the next line when it stands alone. A bare ignore covers
// every rule but RC001, the report on that bare comment.
func applySuppressions(f *model.File, fs []model.Finding) {
	sups := f.Suppressions()
	if len(sups) == 0 {
		return
	}
	for i := range fs {
		for _, s := range sups {
			if s.Line != fs[i].StartLine && !(s.Alone && s.Line+1 == fs[i].StartLine) {
				continue
			}
			if s.Silences(fs[i].RuleID) {
				fs[i].Suppression = &model.Suppression{Kind: "inSource", Justification: s.Reason}
				break
			}
		}
	}
}

// ruleBlanketSuppression is RC001 blanket-suppression.
//
// What it does: reports a `resilience: ignore` comment that names no rule.
//
// Why is this bad? A bare ignore silences every rule on the line, including
// rules added later, so a defect can slip in under an old comment. Ruff's
// PGH004 (blanket-noqa) reports the same for `# noqa`.
var ruleBlanketSuppression = &model.Rule{
	ID: model.BlanketSuppressionID, Name: "blanket-suppression", Severity: model.SeverityLow, CWE: 710, Checklist: "",
	Summary:     "Suppression comment that names no rule",
	Description: "A `resilience: ignore` comment without a rule list silences every rule on its line, including rules added later. Name the rules: `resilience: ignore[RC101] reason`.",
	Help: `## What it does
Reports a ` + "`resilience: ignore`" + ` comment that names no rule.

## Why is this bad?
A bare ignore silences every rule on its line, including rules added later, so
a new defect can hide under an old comment. The suppression still works; this
notice asks for a rule list and a reason. The bare comment never silences this
notice itself; ` + "`resilience: ignore[RC001] reason`" + ` does.

## Example
` + "```python\nresp = requests.get(url)  # resilience: ignore\n```" + `

## Use instead
` + "```python\nresp = requests.get(url)  # resilience: ignore[RC101] loopback health probe, bounded by the caller\n```" + `

## References
- Ruff PGH004 blanket-noqa: https://docs.astral.sh/ruff/rules/blanket-noqa/
- CWE-710: Improper Adherence to Coding Standards
`,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check: func(p *model.Pass) {
		for _, s := range p.File.Suppressions() {
			if s.Rules == nil {
				p.Report(s.Comment, "resilience: ignore names no rule and silences every rule on the line; write resilience: ignore[RC101] with a reason", "")
			}
		}
	},
}
