package syntax

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestParserErrors: syntax.Parser says why a parse did not finish as
// github.com/smacker/go-tree-sitter's ParseCtx did (the engine's notices
// depend on it), and the parser is usable again afterwards: no grammar gives
// ErrNoLanguage; a parse over the operation limit gives ErrOperationLimit and,
// after Reset and with the limit removed, the same source parses whole; a
// context that ended gives its error and clears the cancellation flag, so the
// next parse with a live context finishes; Close twice is harmless.
func TestParserErrors(t *testing.T) {
	p := NewParser()
	defer p.Close()
	if tree, err := p.ParseCtx(context.Background(), nil, []byte("x = 1\n")); tree != nil || !errors.Is(err, ErrNoLanguage) {
		t.Fatalf("no grammar: tree %v, err %v; want ErrNoLanguage", tree, err)
	}
	if err := p.SetLanguage(Grammar(LangPython)); err != nil {
		t.Fatal(err)
	}
	big := []byte(strings.Repeat("def f(a, b:\n    return [x for x in (a if b else\n", 2000)) // broken code parses slowly
	p.SetOperationLimit(1000)                                                                 // 1 ms
	if tree, err := p.ParseCtx(context.Background(), nil, big); tree != nil || !errors.Is(err, ErrOperationLimit) {
		t.Fatalf("over the limit: tree %v, err %v; want ErrOperationLimit", tree, err)
	}
	p.Reset()
	p.SetOperationLimit(0)
	tree, err := p.ParseCtx(context.Background(), nil, big)
	if err != nil {
		t.Fatalf("after Reset without a limit: %v", err)
	}
	if got := tree.RootNode().EndByte(); got != uint(len(big)) {
		t.Errorf("after Reset: the tree ends at byte %d of %d", got, len(big))
	}
	tree.Close()

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if tree, err := p.ParseCtx(ctx, nil, big); tree != nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("ended context: tree %v, err %v; want context.Canceled", tree, err)
	}
	p.Reset()
	live, stop := context.WithCancel(context.Background())
	defer stop()
	tree, err = p.ParseCtx(live, nil, []byte("x = 1\n"))
	if err != nil {
		t.Fatalf("after a cancelled parse: %v (the flag stayed set)", err)
	}
	tree.Close()
	p.Close()
	p.Close()
}
