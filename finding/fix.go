package finding

import (
	"bytes"
	"sort"
	"strings"
)

// Applicability says how far a fix can be trusted, as Ruff's fix
// applicability does.
type Applicability int

// Applicabilities. A safe fix keeps the program's meaning apart from adding
// the limit the finding asks for (a timeout argument); an unsafe fix changes
// behaviour or the shape of a result (Promise.all to Promise.allSettled) and
// is applied only with --unsafe-fixes.
const (
	FixSafe Applicability = iota + 1
	FixUnsafe
)

// String returns "safe" or "unsafe".
func (a Applicability) String() string {
	if a == FixUnsafe {
		return "unsafe"
	}
	return "safe"
}

// MarshalText encodes an applicability as its String form.
func (a Applicability) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// Edit replaces the bytes [Start, End) of a file (0-based byte offsets into
// its source) with Text; Start == End inserts.
type Edit struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
}

// Fix is a change that removes a finding: its edits, in file order and not
// overlapping, and whether it is safe. Message says what it does
// ("add timeout=30").
type Fix struct {
	Applicability Applicability `json:"applicability"`
	Message       string        `json:"message"`
	Edits         []Edit        `json:"edits"`
	// Lines is the fix as whole lines, for a pull-request suggested change:
	// lines StartLine..EndLine (1-based, inclusive) of the file become Text
	// (no trailing newline). The engine's Pass.ReportFix fills it in.
	Lines *LineChange `json:"lines,omitempty"`
}

// LineChange replaces lines StartLine..EndLine (1-based, inclusive) with
// Text, which may hold more or fewer lines.
type LineChange struct {
	StartLine int    `json:"start_line"`
	EndLine   int    `json:"end_line"`
	Text      string `json:"text"`
}

// Apply returns src with edits applied. The edits must not overlap; they may
// come in any order. It returns nil when two overlap or one is out of range.
func Apply(src []byte, edits []Edit) []byte {
	es := append([]Edit(nil), edits...)
	sort.SliceStable(es, func(i, j int) bool { return es[i].Start < es[j].Start })
	var b bytes.Buffer
	b.Grow(len(src) + 64)
	at := 0
	for _, e := range es {
		if e.Start < at || e.End < e.Start || e.End > len(src) {
			return nil
		}
		b.Write(src[at:e.Start])
		b.WriteString(e.Text)
		at = e.End
	}
	b.Write(src[at:])
	return b.Bytes()
}

// Overlaps reports whether any edit of a touches any edit of b (two
// insertions at the same offset overlap: their order would be a guess).
func Overlaps(a, b []Edit) bool {
	for _, x := range a {
		for _, y := range b {
			if x.Start < y.End && y.Start < x.End || x.Start == y.Start {
				return true
			}
		}
	}
	return false
}

// FixMessage is the short description of a fix made of one inserted or
// replaced text: "add timeout=30".
func FixMessage(e Edit) string {
	return "add " + strings.TrimSpace(strings.Trim(strings.TrimSpace(e.Text), ","))
}
