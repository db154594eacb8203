package summary

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// ExtractSource parses src as path and summarises it without findings.
func ExtractSource(t testing.TB, path string, src []byte) *File {
	t.Helper()
	lang, ok := model.DetectLanguage(path)
	if !ok {
		t.Fatalf("%s: no language", path)
	}
	f := modeltest.Parse(t, path, lang, src)
	defer f.Release()
	return Extract(f, nil)
}
