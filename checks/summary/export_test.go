package summary

import (
	"context"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	sitter "github.com/smacker/go-tree-sitter"
)

// ExtractSource parses src as path and summarises it without findings.
func ExtractSource(t testing.TB, path string, src []byte) *File {
	t.Helper()
	lang, ok := model.DetectLanguage(path)
	if !ok {
		t.Fatalf("%s: no language", path)
	}
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(model.Grammar(lang))
	tree, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	f := model.NewFile(path, lang, src, tree.RootNode())
	defer f.Release()
	return Extract(f, nil)
}
