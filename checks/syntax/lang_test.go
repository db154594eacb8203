package syntax

import (
	"testing"

	"github.com/resilience-check/resilience-check/finding"
)

// The languages and DetectLanguage under their model names, for the tests.
const (
	LangPython     = finding.LangPython
	LangJavaScript = finding.LangJavaScript
	LangTypeScript = finding.LangTypeScript
	LangTSX        = finding.LangTSX
	LangGo         = finding.LangGo
)

func DetectLanguage(name string) (Language, bool) { return finding.DetectLanguage(name) }

// TestParseInput: only an unterminated Go source gains a final newline, in
// a new slice; everything else comes back unchanged.
func TestParseInput(t *testing.T) {
	src := make([]byte, 0, 64)
	src = append(src, "package x\ntype T int"...)
	got := ParseInput(LangGo, src)
	if string(got) != "package x\ntype T int\n" {
		t.Errorf("Go: %q", got)
	}
	if len(src) != 20 || cap(src) != 64 || string(src[:cap(src)][20:21]) == "\n" {
		t.Errorf("Go: src changed or its spare capacity written")
	}
	for _, c := range []struct {
		lang Language
		src  string
	}{{LangGo, "package x\n"}, {LangGo, ""}, {LangPython, "x = 1"}, {LangTypeScript, "type A = 1"}} {
		if got := ParseInput(c.lang, []byte(c.src)); string(got) != c.src {
			t.Errorf("%s %q: got %q", c.lang, c.src, got)
		}
	}
}
