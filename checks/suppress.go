package checks

import (
	"fmt"

	"github.com/resilience-check/resilience-check/checks/model"
)

// applySuppressions marks the findings that a suppression comment covers: on
// its line, and on the next line when it stands alone. A bare comment covers
// every rule but RC001 and RC002, the reports on such comments. An RC101
// finding under a comment that says the missing timeout is deliberate
// (model.File.DeliberateNoTimeout) is marked suppressed with that comment as
// its justification. When RC002 is among ran (the rules that finished on the
// file), it returns fs with RC002 findings added for the codes of ours a
// comment names that are no rule, and for the rules of ran a comment names
// that had nothing to silence, as Ruff's RUF100 reports unused `noqa`
// directives; a bare `# noqa` and peer codes (S113, nosemgrep) are left
// alone, as other tools may read them.
func applySuppressions(f *model.File, fs []model.Finding, ran []*model.Rule) []model.Finding {
	sups := f.Suppressions()
	used := make([]map[string]bool, len(sups))
	mark := func(fs []model.Finding) {
		for i := range fs {
			for si, s := range sups {
				if !s.Covers(fs[i].StartLine) || !s.Silences(fs[i].RuleID) {
					continue
				}
				fs[i].Suppression = &model.Suppression{Kind: "inSource", Justification: s.Reason}
				if used[si] == nil {
					used[si] = map[string]bool{}
				}
				used[si][fs[i].RuleID] = true
				break
			}
			if fs[i].Suppression == nil && fs[i].RuleID == "RC101" {
				if note, ok := f.DeliberateNoTimeout(fs[i].StartLine); ok {
					fs[i].Suppression = &model.Suppression{Kind: "inSource", Justification: "deliberate: " + note}
				}
			}
		}
	}
	mark(fs)
	var unused *model.Rule
	ranIDs := map[string]bool{}
	for _, r := range ran {
		ranIDs[r.ID] = true
		if r.ID == model.UnusedSuppressionID {
			unused = r
		}
	}
	if unused == nil || len(sups) == 0 {
		return fs
	}
	pass := &model.Pass{File: f, Rule: unused}
	for si, s := range sups {
		where := "on its line"
		if s.Alone {
			where = "on its line or the next"
		}
		if s.Kind == model.SuppressIgnore && s.Rules == nil && len(used[si]) == 0 {
			pass.Report(s.Comment, "resilience: ignore silences nothing "+where+"; remove it", "")
			continue
		}
		for _, code := range s.Own {
			r := RuleByID(code)
			switch {
			case r == nil:
				pass.Report(s.Comment, fmt.Sprintf("the code %s in this %s comment is no rule of resilience-check; fix it or remove it (run 'resilience-check rules')", code, s.Kind), "")
			case ranIDs[r.ID] && !used[si][r.ID] && r.ID != model.UnusedSuppressionID:
				pass.Report(s.Comment, fmt.Sprintf("%s: %s silences nothing %s (no %s finding there); remove it", s.Kind, r.ID, where, r.ID), "")
			}
		}
	}
	mark(pass.Findings)
	return append(fs, pass.Findings...)
}

// ruleUnusedSuppression is RC002 unused-suppression.
//
// What it does: reports a suppression comment that silences nothing, or
// names a code of ours that is no rule.
//
// Why is this bad? A stale suppression silences the next defect written on
// its line; a mistyped code silences nothing while it looks like it does.
// Ruff's RUF100 (unused-noqa) reports the same.
var ruleUnusedSuppression = &model.Rule{
	ID: model.UnusedSuppressionID, Name: "unused-suppression", Severity: model.SeverityLow, CWE: 710, Checklist: "",
	Summary:     "Suppression comment that silences nothing or names no rule",
	Description: "A `resilience: ignore[RC101]` or `# noqa: RC101` comment whose rule reports nothing on the line it covers, or that names a code such as RC999 that is no rule. Remove the comment or fix the code.",
	Help: `## What it does
Reports a suppression comment that silences nothing: a ` + "`resilience: ignore[RC101]`" + ` or
` + "`# noqa: RC101`" + ` (` + "`// noqa: RC101`" + ` in JavaScript, TypeScript and Go) whose rule finds
nothing on the line it covers, a bare ` + "`resilience: ignore`" + ` with nothing to silence,
and a code of ours that is no rule (` + "`RC999`" + `, a typo).

Rules that did not run on the file (turned off by the config, not for its
language, or stopped by the per-file time limit) are not judged: the comment
may be for a run where they are on. A bare ` + "`# noqa`" + `, codes of other tools
(` + "`E501`" + `, Ruff's ` + "`S113`" + `) and ` + "`# nosemgrep`" + ` are left alone: another tool may read them.

## Why is this bad?
A stale suppression silences the next defect written on its line, and a
mistyped code silences nothing while it looks like it does. The comment stays
honest only if someone is told when it stops doing anything.

## Example
` + "```python\nresp = requests.get(url, timeout=5)  # resilience: ignore[RC101] was slow once\n```" + `

## Use instead
` + "```python\nresp = requests.get(url, timeout=5)\n```" + `

## References
- Ruff RUF100 unused-noqa: https://docs.astral.sh/ruff/rules/unused-noqa/
- CWE-710: Improper Adherence to Coding Standards
`,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	// The work is done by the engine once every other rule has run on the
	// file (applySuppressions); a rule cannot see the others' findings.
	Check: func(*model.Pass) {},
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
			if s.Rules == nil && s.Kind == model.SuppressIgnore { // a bare `# noqa` is Ruff's and flake8's too
				p.Report(s.Comment, "resilience: ignore names no rule and silences every rule on the line; write resilience: ignore[RC101] with a reason", "")
			}
		}
	},
}
