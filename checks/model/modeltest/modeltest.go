// Package modeltest builds model.File values for the tests of the packages
// that read them (facts, rules), without the engine: a file parsed as one
// language, as the engine would give it to a rule.
package modeltest

import (
	"context"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Parse parses src as the file path in lang and returns its model.File; a
// parse error fails the test.
func Parse(t testing.TB, path string, lang model.Language, src []byte) *model.File {
	t.Helper()
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(model.Grammar(lang))
	tree, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	return model.NewFile(path, lang, src, tree.RootNode())
}
