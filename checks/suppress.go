package checks

import (
	"bytes"
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// Inline suppressions. A comment silences findings on its own line, and when
// it stands alone on a line, on the next line too:
//
//	requests.get(url)  # resilience: ignore[RC101] upstream is loopback
//	// resilience: ignore[RC101, RC201] reason
//	requests.get(url)  # noqa: S113            (Ruff's code for RC101)
//	requests.get(url)  # nosemgrep: python.requests.best-practice.use-timeout
//
// A bare `resilience: ignore` silences every rule on that line, like Ruff's
// bare `# noqa`, and is itself reported by RC001 as too broad. Suppressed
// findings stay in the result with a Suppression, so SARIF can carry them.
var (
	ignoreRE    = regexp.MustCompile(`resilience:\s*ignore(?:\[([^\]]*)\])?\s*(.*)`)
	noqaRE      = regexp.MustCompile(`(?i)\bnoqa:\s*([A-Z]+[0-9]+(?:[\s,]+[A-Z]+[0-9]+)*)`)
	ruleIDRE    = regexp.MustCompile(`^(?i)RC\d{3}$`)
	nosemgrepRE = regexp.MustCompile(`nosemgrep:\s*([\w.\-/]+(?:\s*,\s*[\w.\-/]+)*)`)
)

// peerCodes maps rule codes of peers (Ruff/flake8, semgrep rule-name
// suffixes) to the rule of ours that finds the same defect.
var peerCodes = map[string]string{
	"S113": "RC101", "B113": "RC101", "use-timeout": "RC101", "request-without-timeout": "RC101",
	"ASYNC210": "RC201", "ASYNC211": "RC201", "ASYNC212": "RC201", "ASYNC220": "RC201",
	"ASYNC221": "RC201", "ASYNC222": "RC201", "ASYNC251": "RC201",
}

// suppression is one parsed suppression comment.
type suppression struct {
	line    int             // 1-based line of the comment
	alone   bool            // the comment is the only thing on its line
	rules   map[string]bool // rule IDs; nil means every rule (bare ignore)
	reason  string
	comment *sitter.Node
}

// suppressions returns the file's suppression comments, computed once. Files
// without any of the marker words are not walked.
func (f *File) suppressions() []suppression {
	if v, ok := f.facts["suppressions"]; ok {
		return v.([]suppression)
	}
	var out []suppression
	if bytes.Contains(f.Src, []byte("resilience:")) || bytes.Contains(f.Src, []byte("noqa")) || bytes.Contains(f.Src, []byte("nosemgrep")) {
		Walk(f.Root, func(n *sitter.Node) bool {
			if n.Type() != "comment" {
				return true
			}
			if s, ok := parseSuppression(f.Text(n)); ok {
				line, col := f.Position(int(n.StartByte()))
				s.line, s.comment = line, n
				s.alone = strings.TrimSpace(f.Line(line)[:byteIndexOfCol(f.Line(line), col)]) == ""
				out = append(out, s)
			}
			return false
		})
	}
	f.facts["suppressions"] = out
	return out
}

func byteIndexOfCol(line string, col int) int {
	i := 0
	for k := range line {
		if i == col-1 {
			return k
		}
		i++
	}
	return len(line)
}

// parseSuppression reads one comment's text.
func parseSuppression(text string) (suppression, bool) {
	if m := ignoreRE.FindStringSubmatch(text); m != nil {
		s := suppression{reason: strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(m[2]), "*/"))}
		if strings.Contains(m[0], "[") {
			s.rules = map[string]bool{}
			for _, id := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' }) {
				s.rules[strings.ToUpper(id)] = true
			}
		}
		return s, true
	}
	s := suppression{rules: map[string]bool{}}
	if m := noqaRE.FindStringSubmatch(text); m != nil {
		for _, code := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' }) {
			if id, ok := peerCodes[strings.ToUpper(code)]; ok {
				s.rules[id] = true
			}
		}
		s.reason = "noqa: " + strings.TrimSpace(m[1])
	}
	if m := nosemgrepRE.FindStringSubmatch(text); m != nil {
		for _, name := range strings.Split(m[1], ",") {
			name = strings.TrimSpace(name)
			last := name[strings.LastIndexAny(name, "./")+1:]
			if id, ok := peerCodes[last]; ok {
				s.rules[id] = true
			} else if ruleIDRE.MatchString(last) {
				s.rules[strings.ToUpper(last)] = true
			}
		}
		s.reason = "nosemgrep: " + strings.TrimSpace(m[1])
	}
	return s, len(s.rules) > 0
}

// applySuppressions marks the findings that a suppression comment covers.
func applySuppressions(f *File, fs []Finding) {
	sups := f.suppressions()
	if len(sups) == 0 {
		return
	}
	for i := range fs {
		for _, s := range sups {
			if s.line != fs[i].StartLine && !(s.alone && s.line+1 == fs[i].StartLine) {
				continue
			}
			if s.rules == nil || s.rules[fs[i].RuleID] {
				fs[i].Suppression = &Suppression{Kind: "inSource", Justification: s.reason}
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
var ruleBlanketSuppression = register(&Rule{
	ID: "RC001", Name: "blanket-suppression", Severity: SeverityLow, CWE: 710, Checklist: "",
	Summary:     "Suppression comment that names no rule",
	Description: "A `resilience: ignore` comment without a rule list silences every rule on its line, including rules added later. Name the rules: `resilience: ignore[RC101] reason`.",
	Help: `## What it does
Reports a ` + "`resilience: ignore`" + ` comment that names no rule.

## Why is this bad?
A bare ignore silences every rule on its line, including rules added later, so
a new defect can hide under an old comment. The suppression still works; this
notice asks for a rule list and a reason.

## Example
` + "```python\nresp = requests.get(url)  # resilience: ignore\n```" + `

## Use instead
` + "```python\nresp = requests.get(url)  # resilience: ignore[RC101] loopback health probe, bounded by the caller\n```" + `

## References
- Ruff PGH004 blanket-noqa: https://docs.astral.sh/ruff/rules/blanket-noqa/
- CWE-710: Improper Adherence to Coding Standards
`,
	Languages: []Language{LangPython, LangJavaScript, LangTypeScript, LangGo},
	Check: func(p *Pass) {
		for _, s := range p.File.suppressions() {
			if s.rules == nil {
				p.Report(s.comment, "resilience: ignore names no rule and silences every rule on the line; write resilience: ignore[RC101] with a reason", "")
			}
		}
	},
})
