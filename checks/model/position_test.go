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

// TestPositionAnyOrder asks Position for every offset of lines with and
// without non-ASCII characters (an invalid byte among them) in a shuffled
// order: the column counted on from the previous position on the line must
// equal a count from the line's start, mid-character offsets included.
func TestPositionAnyOrder(t *testing.T) {
	src := "fetch(u);fetch(u);\nconst é = '€x\xc3y';\r\n" + strings.Repeat("a€", 50) + "\nplain ascii line\n"
	f := &File{Src: []byte(src)}
	offs := make([]int, 0, len(src)*2)
	for i := 0; i <= len(src); i++ {
		offs = append(offs, i, (i*7919)%(len(src)+1))
	}
	for _, off := range offs {
		wantLine := strings.Count(src[:off], "\n") + 1
		wantCol := utf8.RuneCountInString(src[strings.LastIndex(src[:off], "\n")+1:off]) + 1
		if line, col := f.Position(off); line != wantLine || col != wantCol {
			t.Fatalf("Position(%d) = %d:%d, want %d:%d", off, line, col, wantLine, wantCol)
		}
	}
}
