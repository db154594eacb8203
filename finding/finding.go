package finding

import (
	"crypto/sha256"
	"encoding/hex"
	"sort"
	"strings"
)

// Finding is one defect that a rule found at one place in one file.
//
// Lines and columns are 1-based. Columns count Unicode code points from the
// start of the line (the SARIF default column kind for text is utf16CodeUnits;
// for the ASCII code this targets the two agree). EndLine/EndColumn point at the
// last character of the reported node, inclusive of EndLine and exclusive of
// EndColumn, as SARIF's region.endColumn is.
type Finding struct {
	RuleID    string   `json:"rule_id"`   // stable public ID such as "RC101"
	RuleName  string   `json:"rule_name"` // kebab-case name such as "http-call-without-timeout"
	Severity  Severity `json:"severity"`
	CWE       int      `json:"cwe"`       // CWE number, e.g. 400
	Checklist string   `json:"checklist"` // ChecklistItem.ID the finding counts against
	Path      string   `json:"path"`      // slash-separated, relative to the repository root
	StartLine int      `json:"start_line"`
	StartCol  int      `json:"start_column"`
	EndLine   int      `json:"end_line"`
	EndCol    int      `json:"end_column"`
	Message   string   `json:"message"`       // lowercase, says what is wrong and how to fix it
	Fix       string   `json:"fix,omitempty"` // suggested replacement or change, plain text; may be empty
	// Autofix, when set, is the change that removes the finding, as byte
	// edits (see Fix); `scan --fix` applies the safe ones.
	Autofix *Fix `json:"autofix,omitempty"`
	// FixInDiff is set by the diff filter when every line of Autofix.Lines
	// was added by the change, so the fix can be posted as a suggested
	// change on the pull request.
	FixInDiff bool `json:"-"`
	// LineText is the source text of StartLine without its line ending; it feeds
	// the fingerprint and the text output.
	LineText string `json:"-"`
	// Suppression is non-nil when an inline comment suppresses the finding; the
	// finding is still reported to SARIF (as a suppressed result) but not to the
	// PR comment, annotations or the exit code.
	Suppression *Suppression `json:"suppression,omitempty"`
	// InDiff is set by the diff filter: true when the finding should be reported
	// under the chosen filter mode. Scans without a diff set it true for all.
	InDiff bool `json:"in_diff"`
	// Also lists the other places a file-level finding applies to, in source
	// order. RC403's no-breaker signal is reported once per file at its first
	// upstream call; when that call is outside the diff, the diff filter moves
	// the finding to the first of these sites the change touched.
	Also []Site `json:"-"`
	// Related are other places that explain the finding, in order: for a
	// finding reached through calls into other functions, each call of the
	// chain down to the one that does the harm (SARIF relatedLocations).
	Related []Related `json:"related,omitempty"`
	// Covers, on a finding reached through calls into other functions, is
	// the place of the chain's last call when that call is itself a finding
	// of the same rule in this scan: the one defect is then reported once,
	// at that call, and this finding only when that one is not reported (an
	// unchanged helper under the diff filter, a suppression). CodeQL and
	// Semgrep report a defect once, at the sink, with the path to it.
	// DropCovered applies it.
	Covers *Place `json:"-"`
	// Open, when set, is the part of the finding its rule could not judge
	// within its file and leaves to the function summaries of the whole
	// scan: package checks reads it after linking them (and may drop the
	// finding or let another replace it). It is never written out.
	Open *Open `json:"-"`
}

// Open is what a rule leaves to the function summaries linked across the
// scan's files about one finding (Finding.Open); the questions about its
// related places are their Ask.
type Open struct {
	// Unseen marks a low RC402 finding of an error whose origin the file
	// does not show: a finding of the same rule at the same line reached
	// through the summaries, which knows the origin, replaces it.
	Unseen bool
	// Rejecting is, on an RC602 aggregate finding, how many of the
	// aggregate's elements can reject as the file alone reads them; the
	// finding stands while at least two are left once the elements whose
	// callee settles its own failure (AskSettles) are taken off.
	Rejecting int
}

// AskKind is the question a rule leaves to the linked function summaries
// about one related place (Ask.Kind).
type AskKind uint8

// The questions: each names a call at the related place.
const (
	// AskNone asks nothing (the zero value).
	AskNone AskKind = iota
	// AskRaises: does the function called here (Ask.Name, the callee's
	// text) resolve to one the summaries read? Then its errors were judged
	// there (RC402).
	AskRaises
	// AskCallsArg: does the callee here (Ask.Name) call the callable it is
	// handed as parameter Ask.Arg (0-based, Python's self not counted)
	// where its errors leave it (RC402)?
	AskCallsArg
	// AskHanded: does a caller hand this function's parameter Ask.Name a
	// callable whose calls the summaries do not resolve (RC402)?
	AskHanded
	// AskSettles: does the function called here (Ask.Name) handle its own
	// failure, so it cannot reject the aggregate (RC602)?
	AskSettles
)

// Ask is a question about one related place that only the function
// summaries of the whole scan answer (Related.Ask).
type Ask struct {
	Kind AskKind
	// Name is the callee's text (AskRaises, AskCallsArg, AskSettles) or
	// the parameter's name (AskHanded).
	Name string
	// Arg is the 0-based index of the parameter a callable is handed at
	// (AskCallsArg).
	Arg int
}

// Place is one position in a file: slash-separated path, 1-based line and
// column.
type Place struct {
	Path      string
	Line, Col int
}

// DropCovered removes from fs the findings whose Covers names a reported
// finding (Reported) of the same rule, keeping the order of the rest. Call it
// after the diff filter has set InDiff.
func DropCovered(fs []Finding) []Finding {
	type key struct {
		rule string
		at   Place
	}
	reported := map[key]bool{}
	any := false
	for i := range fs {
		if fs[i].Reported() {
			reported[key{fs[i].RuleID, Place{fs[i].Path, fs[i].StartLine, fs[i].StartCol}}] = true
		}
		any = any || fs[i].Covers != nil
	}
	if !any {
		return fs
	}
	kept := fs[:0]
	for _, f := range fs {
		if f.Covers != nil && reported[key{f.RuleID, *f.Covers}] {
			continue
		}
		kept = append(kept, f)
	}
	return kept
}

// Related is one place that explains a finding: its file, region (1-based
// lines and columns, EndCol exclusive) and what happens there.
type Related struct {
	Path      string `json:"path"`
	StartLine int    `json:"start_line"`
	StartCol  int    `json:"start_column"`
	EndLine   int    `json:"end_line"`
	EndCol    int    `json:"end_column"`
	Message   string `json:"message"`
	// Ask, when set, is what the rule asks the linked function summaries
	// about the call at this place (see Open); never written out.
	Ask *Ask `json:"-"`
}

// Site is one more place a finding applies to: its region (1-based lines and
// columns, EndCol exclusive), the text of its start line and the message that
// fits it.
type Site struct {
	StartLine, StartCol, EndLine, EndCol int
	LineText, Message                    string
}

// MoveTo relocates the finding to site s (region, line text and message).
func (f *Finding) MoveTo(s Site) {
	f.StartLine, f.StartCol, f.EndLine, f.EndCol = s.StartLine, s.StartCol, s.EndLine, s.EndCol
	f.LineText, f.Message = s.LineText, s.Message
}

// Suppression records why a finding is not reported: the comment that silenced
// it and the reason written there.
type Suppression struct {
	Kind          string `json:"kind"`          // "inSource" for comments in the code
	Justification string `json:"justification"` // the text after the rule list, may be empty
}

// Fingerprint returns a hex SHA-256 of rule ID, path and the whitespace-folded
// text of the finding's first line. It does not include the line number, so it
// stays the same when unrelated edits move the code up or down; two identical
// lines in one file share it (SARIF consumers add an occurrence count).
func (f *Finding) Fingerprint() string {
	h := sha256.New()
	h.Write([]byte(f.RuleID))
	h.Write([]byte{0})
	h.Write([]byte(f.Path))
	h.Write([]byte{0})
	h.Write([]byte(strings.Join(strings.Fields(f.LineText), " ")))
	return hex.EncodeToString(h.Sum(nil))
}

// Reported reports whether the finding should reach the PR: in the diff under
// the filter mode and not suppressed.
func (f *Finding) Reported() bool { return f.InDiff && f.Suppression == nil }

// Sort orders findings by path, start line, start column and rule ID (a
// stable sort: findings equal in all four keep their order).
func Sort(fs []Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := &fs[i], &fs[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.StartLine != b.StartLine {
			return a.StartLine < b.StartLine
		}
		if a.StartCol != b.StartCol {
			return a.StartCol < b.StartCol
		}
		return a.RuleID < b.RuleID
	})
}
