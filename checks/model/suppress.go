package model

import (
	"regexp"
	"strings"
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
// bare `# noqa`, except RC001, which reports the bare comment itself as too
// broad: a bare comment silencing its own report would hide it for ever.
// Suppressed findings stay in the result with a Suppression, so SARIF can
// carry them.
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

// BlanketSuppressionID is the rule that reports a bare `resilience: ignore`
// (RC001 blanket-suppression); a bare comment never silences it.
const BlanketSuppressionID = "RC001"

// suppression is one parsed suppression comment.
type suppression struct {
	Line    int             // 1-based line of the comment
	Alone   bool            // the comment is the only thing on its line
	Rules   map[string]bool // rule IDs; nil means every rule (bare ignore)
	Reason  string
	Comment *Node
}

// Silences reports whether the comment silences findings of the rule with
// the given ID: a listed rule, or with a bare ignore any rule but
// BlanketSuppressionID.
func (s suppression) Silences(ruleID string) bool {
	if s.Rules == nil {
		return ruleID != BlanketSuppressionID
	}
	return s.Rules[ruleID]
}

// Suppressions returns the file's suppression comments, computed once. Files
// without any of the marker words are not walked.
func (f *File) Suppressions() []suppression {
	if f.facts.suppressionsDone {
		return f.facts.suppressions
	}
	var out []suppression
	if f.ContainsAny("resilience:", "noqa", "nosemgrep") {
		f.walkSyms(commentSyms, func(n *Node) bool {
			if s, ok := parseSuppression(f.Text(n)); ok {
				line, col := f.Position(int(n.StartByte()))
				s.Line, s.Comment = line, n
				s.Alone = strings.TrimSpace(f.Line(line)[:byteIndexOfCol(f.Line(line), col)]) == ""
				out = append(out, s)
			}
			return false
		})
	}
	f.facts.suppressions, f.facts.suppressionsDone = out, true
	return out
}

// commentSyms is the comment node type.
var commentSyms = NewSymBitset(SymComment)

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

// directiveAt reports whether a directive found at byte i of a comment's text
// starts the comment (after its marker: #, //, /*, a JSDoc *) or follows a
// marker inside it (`# reason # resilience: ignore[RC101]`), as Ruff reads
// `# noqa`. A mention in prose (`reports a "resilience: ignore" comment`) is
// not a directive.
func directiveAt(text string, i int) bool {
	before := strings.TrimRight(text[:i], " \t")
	if before == "" {
		return true
	}
	for _, marker := range []string{"#", "//", "/*", "*", "--"} {
		if strings.HasSuffix(before, marker) {
			rest := strings.TrimSpace(strings.TrimSuffix(before, marker))
			return rest == "" || marker == "#" || marker == "//"
		}
	}
	return false
}

// parseSuppression reads one comment's text.
func parseSuppression(text string) (suppression, bool) {
	// Each pattern starts with a literal ("noqa:" in any ASCII case: no
	// letter of it has a non-ASCII case fold), and most comments hold none
	// of them: those are answered without a regexp or an allocation.
	ignore, noqa, nosemgrep := strings.Contains(text, "resilience:"), ContainsFoldAny(text, "noqa:"), strings.Contains(text, "nosemgrep:")
	if !ignore && !noqa && !nosemgrep {
		return suppression{}, false
	}
	var loc []int
	if ignore {
		loc = ignoreRE.FindStringSubmatchIndex(text)
	}
	if loc != nil && directiveAt(text, loc[0]) {
		m := []string{text[loc[0]:loc[1]], "", ""}
		if loc[2] >= 0 {
			m[1] = text[loc[2]:loc[3]]
		}
		if loc[4] >= 0 {
			m[2] = text[loc[4]:loc[5]]
		}
		s := suppression{Reason: strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(m[2]), "*/"))}
		if strings.Contains(m[0], "[") {
			s.Rules = map[string]bool{}
			for _, id := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' }) {
				s.Rules[strings.ToUpper(id)] = true
			}
		}
		return s, true
	}
	s := suppression{Rules: map[string]bool{}}
	if m := findIf(noqa, noqaRE, text); m != nil {
		for _, code := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' }) {
			if id, ok := peerCodes[strings.ToUpper(code)]; ok {
				s.Rules[id] = true
			}
		}
		s.Reason = "noqa: " + strings.TrimSpace(m[1])
	}
	if m := findIf(nosemgrep, nosemgrepRE, text); m != nil {
		for _, name := range strings.Split(m[1], ",") {
			name = strings.TrimSpace(name)
			last := name[strings.LastIndexAny(name, "./")+1:]
			if id, ok := peerCodes[last]; ok {
				s.Rules[id] = true
			} else if ruleIDRE.MatchString(last) {
				s.Rules[strings.ToUpper(last)] = true
			}
		}
		s.Reason = "nosemgrep: " + strings.TrimSpace(m[1])
	}
	return s, len(s.Rules) > 0
}

// findIf is re.FindStringSubmatch(text) when cond holds (the literal the
// pattern needs is in text), nil otherwise.
func findIf(cond bool, re *regexp.Regexp, text string) []string {
	if !cond {
		return nil
	}
	return re.FindStringSubmatch(text)
}
