package syntax

import (
	"os"
	"path/filepath"
	"testing"
)

// fixtureFile is one rule fixture: its path, language and contents.
type fixtureFile struct {
	path string
	lang Language
	src  []byte
}

// ruleFixtures returns every rule fixture (../rc*/testdata/*) in a language
// the model parses, read into memory; a file that cannot be read fails the
// test.
func ruleFixtures(t testing.TB) []fixtureFile {
	t.Helper()
	paths, _ := filepath.Glob("../rc*/testdata/*")
	var out []fixtureFile
	for _, path := range paths {
		lang, ok := DetectLanguage(path)
		if !ok {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, fixtureFile{path, lang, src})
	}
	if len(out) == 0 {
		t.Fatal("no rule fixtures found under ../rc*/testdata")
	}
	return out
}
