package model

import (
	"bytes"
	"regexp"
	"strings"
)

// Inline suppressions. A comment silences findings on its own line, and when
// it stands alone on a line, on the next line too:
//
//	requests.get(url)  # resilience: ignore[RC101] upstream is loopback
//	// resilience: ignore[RC101, RC201] reason
//	requests.get(url)  # noqa: RC101, RC102       (Ruff's form, with our codes)
//	requests.get(url)  # noqa                     (bare: every rule, as Ruff reads it)
//	requests.get(url)  # noqa: S113               (Ruff's code for RC101)
//	requests.get(url)  # nosemgrep: python.requests.best-practice.use-timeout
//	fetch(url)  // noqa: RC101                    (JS, TS and Go comments alike)
//
// A bare `resilience: ignore` silences every rule on that line, like Ruff's
// bare `# noqa`, except RC001, which reports the bare comment itself as too
// broad (a bare comment silencing its own report would hide it for ever),
// and RC002, which reports suppressions that silence nothing. `# noqa:` codes
// of other tools (E501, F401) are left to them; a `# noqa:` followed by no
// code at all is no directive, as Ruff warns and ignores it. Suppressed
// findings stay in the result with a Suppression, so SARIF can carry them.
var (
	ignoreRE    = regexp.MustCompile(`resilience:\s*ignore(?:\[([^\]]*)\])?\s*(.*)`)
	noqaRE      = regexp.MustCompile(`(?i)\bnoqa\b(?::\s*([A-Z]+[0-9]+(?:[\s,]+[A-Z]+[0-9]+)*))?`)
	ruleIDRE    = regexp.MustCompile(`^(?i)RC\d{3}$`)
	ownCodeRE   = regexp.MustCompile(`^(?i)RC\d+$`)
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

// UnusedSuppressionID is the rule that reports suppressions that silence
// nothing or name no rule (RC002 unused-suppression, as Ruff's RUF100); a
// bare comment never silences it.
const UnusedSuppressionID = "RC002"

// Suppression comment kinds (suppression.Kind).
const (
	SuppressIgnore    = "resilience: ignore"
	SuppressNoqa      = "noqa"
	SuppressNosemgrep = "nosemgrep"
)

// suppression is one parsed suppression comment.
type suppression struct {
	Line  int             // 1-based line of the comment
	Alone bool            // the comment is the only thing on its line
	Rules map[string]bool // rule IDs; nil means every rule (bare ignore or noqa)
	// Own lists the codes of ours the comment names, upper-cased and in
	// order: `RC101` in `noqa: RC101, E501`, every entry of
	// `resilience: ignore[...]`. They may name no rule (a typo); peer codes
	// (S113) are not in it.
	Own     []string
	Kind    string // SuppressIgnore, SuppressNoqa or SuppressNosemgrep
	Reason  string
	Comment *Node
}

// Silences reports whether the comment silences findings of the rule with
// the given ID: a listed rule, or with a bare comment any rule but
// BlanketSuppressionID and UnusedSuppressionID.
func (s suppression) Silences(ruleID string) bool {
	if s.Rules == nil {
		return ruleID != BlanketSuppressionID && ruleID != UnusedSuppressionID
	}
	return s.Rules[ruleID]
}

// Covers reports whether the comment applies to a finding starting on line:
// its own line, or the next one when it stands alone.
func (s suppression) Covers(line int) bool {
	return s.Line == line || (s.Alone && s.Line+1 == line)
}

// Suppressions returns the file's suppression comments, computed once. Files
// without any of the marker words are not walked.
func (f *File) Suppressions() []suppression {
	if f.facts.suppressionsDone {
		return f.facts.suppressions
	}
	var out []suppression
	if f.ContainsAny("resilience:", "noqa", "nosemgrep") {
		f.NodesOf(commentSyms, func(n *Node) bool {
			if s, ok := parseSuppression(f.Text(n)); ok {
				line, col := f.Position(int(n.StartByte()))
				s.Line, s.Comment = line, n
				text := f.Line(line)
				s.Alone = strings.TrimSpace(text[:byteIndexOfCol(text, col)]) == ""
				if endLine, endCol := f.Position(int(n.EndByte())); s.Alone && endLine == line {
					// `/* noqa */ code` is not alone: code follows it
					s.Alone = strings.TrimSpace(text[byteIndexOfCol(text, endCol):]) == ""
				}
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
	// Each pattern starts with a literal ("noqa" in any ASCII case: no
	// letter of it has a non-ASCII case fold), and most comments hold none
	// of them: those are answered without a regexp or an allocation.
	ignore, noqa, nosemgrep := strings.Contains(text, "resilience:"), ContainsFoldAny(text, "noqa"), strings.Contains(text, "nosemgrep:")
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
		s := suppression{Kind: SuppressIgnore, Reason: strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(m[2]), "*/"))}
		if strings.Contains(m[0], "[") {
			s.Rules = map[string]bool{}
			for _, id := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' }) {
				s.Rules[strings.ToUpper(id)] = true
				s.Own = append(s.Own, strings.ToUpper(id))
			}
		}
		return s, true
	}
	if noqa {
		for _, l := range noqaRE.FindAllStringSubmatchIndex(text, -1) {
			if !directiveAt(text, l[0]) {
				continue
			}
			if l[2] < 0 {
				if rest := strings.TrimLeft(text[l[1]:], " \t"); strings.HasPrefix(rest, ":") {
					break // `# noqa:` with no code: no directive, as Ruff ignores it
				}
				return suppression{Kind: SuppressNoqa, Reason: "noqa"}, true // bare: every rule
			}
			codes := text[l[2]:l[3]]
			s := suppression{Kind: SuppressNoqa, Rules: map[string]bool{}, Reason: "noqa: " + strings.TrimSpace(codes)}
			for _, code := range strings.FieldsFunc(codes, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
				code = strings.ToUpper(code)
				if id, ok := peerCodes[code]; ok {
					s.Rules[id] = true
				} else if ownCodeRE.MatchString(code) {
					s.Rules[code] = true
					s.Own = append(s.Own, code)
				}
			}
			if len(s.Rules) > 0 {
				return s, true
			}
			break
		}
	}
	s := suppression{Kind: SuppressNosemgrep, Rules: map[string]bool{}}
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

// DeliberateNoTimeout reports whether the comment lines right above line
// (1-based), or a comment on it, say that a missing timeout is deliberate
// and bounded another way: they mention a timeout together with
// "intentional", "deliberate", "on purpose", "bounded by" or "deadline", and
// are no TODO or FIXME (`// Intentionally no Client.Timeout: a long-lived
// stream, bounded by the caller's context deadline`). It returns the
// comment's text. This is a documented suppression of RC101 (the engine marks
// the finding suppressed with that text as the justification, and counts
// it), not a silent drop: a reviewer reads such a note as the decision it
// is, as a `resilience: ignore[RC101] reason` would say.
func (f *File) DeliberateNoTimeout(line int) (string, bool) {
	var text []string
	// The lines are looked at in place and copied only when they hold a
	// comment: a copy per finding cost gigabytes on 10 KB lines of calls.
	if l := f.LineBytes(line); bytes.Contains(l, []byte("//")) || bytes.IndexByte(l, '#') >= 0 {
		text = append(text, string(l))
	}
	var above []string
	for i := line - 1; i > 0 && i >= line-12; i-- {
		l := bytes.TrimSpace(f.LineBytes(i))
		if len(l) == 0 || l[0] != '#' && l[0] != '*' && !bytes.HasPrefix(l, []byte("//")) && !bytes.HasPrefix(l, []byte("/*")) {
			break
		}
		above = append([]string{string(l)}, above...)
	}
	text = append(text, above...)
	t := strings.ToLower(strings.Join(text, " "))
	if !strings.Contains(t, "timeout") || strings.Contains(t, "todo") || strings.Contains(t, "fixme") {
		return "", false
	}
	for _, w := range []string{"intentional", "deliberate", "on purpose", "bounded by", "deadline"} {
		if strings.Contains(t, w) {
			note := strings.Join(strings.Fields(strings.Join(above, " ")), " ")
			if note == "" {
				note = strings.TrimSpace(f.Line(line))
			}
			return note, true
		}
	}
	return "", false
}

// findIf is re.FindStringSubmatch(text) when cond holds (the literal the
// pattern needs is in text), nil otherwise.
func findIf(cond bool, re *regexp.Regexp, text string) []string {
	if !cond {
		return nil
	}
	return re.FindStringSubmatch(text)
}
