package model

import (
	"strings"
	"testing"
)

// TestCompleteBoundsFixLines: the whole-line texts of one file's fixes stop
// at maxFileLineChangeBytes; the fixes past it keep their edits but no
// Lines, and a finding's line text is always filled.
func TestCompleteBoundsFixLines(t *testing.T) {
	src := "import x\n" + strings.Repeat("y = 1  # "+strings.Repeat("p", 60)+"\n", 900) // ~64 KB
	f := &File{Src: []byte(src)}
	var fs []Finding
	for i := 0; i < 1000; i++ {
		end := len(src) - 1
		fs = append(fs, Finding{StartLine: 901, Autofix: &Fix{Edits: []Edit{{Start: 0, End: 0, Text: "import time\n"}, {Start: end, End: end, Text: " # fixed"}}}})
	}
	f.Complete(fs)
	total, with := 0, 0
	for _, g := range fs {
		if g.LineText == "" {
			t.Fatal("a finding has no line text")
		}
		if l := g.Autofix.Lines; l != nil {
			total += len(l.Text)
			with++
		}
	}
	if total > maxFileLineChangeBytes || with == 0 || with == len(fs) {
		t.Errorf("%d of %d fixes have Lines, %d bytes in all: want some, at most %d bytes", with, len(fs), total, maxFileLineChangeBytes)
	}
}
