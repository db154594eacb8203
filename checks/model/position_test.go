package model

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestPositionAndLine checks Position and Line against a naive count of the
// source: empty sources, CRLF line ends, no final newline, non-ASCII columns,
// offsets past the end.
func TestPositionAndLine(t *testing.T) {
	srcs := []string{"", "\n", "a", "a\nb", "x = 1\r\ny = 'é€'\n\nz\n", "é\nü = 2  # ä\n  pass"}
	for _, src := range srcs {
		f := &File{Src: []byte(src)}
		lines := strings.Split(src, "\n")
		for off := 0; off <= len(src)+2; off++ {
			o := min(off, len(src))
			wantLine := strings.Count(src[:o], "\n") + 1
			wantCol := utf8.RuneCountInString(src[strings.LastIndex(src[:o], "\n")+1:o]) + 1
			if line, col := f.Position(off); line != wantLine || col != wantCol {
				t.Errorf("%q: Position(%d) = %d:%d, want %d:%d", src, off, line, col, wantLine, wantCol)
			}
		}
		for n := -1; n <= len(lines)+1; n++ {
			want := ""
			if n >= 1 && n <= len(lines) {
				want = strings.TrimRight(lines[n-1], "\r")
			}
			if got := f.Line(n); got != want {
				t.Errorf("%q: Line(%d) = %q, want %q", src, n, got, want)
			}
		}
	}
}
