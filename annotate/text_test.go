package annotate

import (
	"bytes"
	"testing"
)

func TestWriteTextGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteText(&buf, sampleReport()); err != nil {
		t.Fatal(err)
	}
	golden(t, "report.txt", buf.Bytes())
}

func TestWriteTextCountLine(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteText(&buf, &Report{}); err != nil {
		t.Fatal(err)
	}
	if got, want := buf.String(), "0 findings (0 high, 0 medium, 0 low); 0 outside the diff, 0 suppressed; 0 files scanned, 0 skipped\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestCaretLine(t *testing.T) {
	for _, c := range []struct {
		line       string
		start, end int
		sameLine   bool
		want       string
	}{
		{"    resp = requests.get(url)", 12, 29, true, "           ^^^^^^^^^^^^^^^^^"},
		{"\t\tretry(x)", 3, 8, true, "\t\t^^^^^"},           // tabs kept
		{"é = get(u)", 5, 8, true, "    ^^^"},               // columns are code points
		{"    time.sleep(", 5, 2, false, "    ^^^^^^^^^^^"}, // spans lines: to the end
		{"x", 1, 1, true, "^"},                              // empty span: one caret
	} {
		if got := caretLine(c.line, c.start, c.end, c.sameLine); got != c.want {
			t.Errorf("caretLine(%q, %d, %d, %v) = %q, want %q", c.line, c.start, c.end, c.sameLine, got, c.want)
		}
	}
}
