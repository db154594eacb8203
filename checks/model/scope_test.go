package model

import (
	"context"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// parseFile parses src as lang into a File for tests.
func parseFile(t testing.TB, path string, lang Language, src []byte) *File {
	t.Helper()
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(Grammar(lang))
	tree, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	return NewFile(path, lang, src, tree.RootNode())
}

// lookupLinear is the reference Lookup: it ranks every binding of the name.
func lookupLinear(f *File, name string, at *Node) *Node {
	bs, named := f.bindings(), f.bindingsNamed(name)
	if IsSelfMember(name) {
		if len(named) == 0 {
			return nil
		}
		return bs[named[len(named)-1]].value
	}
	atStart, atEnd := at.StartByte(), at.EndByte()
	var best *binding
	for _, i := range named {
		b := &bs[i]
		if b.scopeStart > atStart || atEnd > b.scopeEnd {
			continue
		}
		if b.scope != f.Root && b.at > atStart {
			continue
		}
		if b.valueStart <= atStart && atEnd <= b.valueEnd {
			continue
		}
		if best == nil || betterBinding(b, best, atStart) {
			best = b
		}
	}
	if best == nil {
		return nil
	}
	return best.value
}

// betterBinding reports whether b should shadow best for a use at byte use:
// an inner scope beats an outer one; in one scope a binding before the use
// beats one after it, and among those before, the latest wins.
func betterBinding(b, best *binding, use uint32) bool {
	if b.scopeStart != best.scopeStart || b.scopeEnd != best.scopeEnd {
		return best.scopeStart <= b.scopeStart && b.scopeEnd <= best.scopeEnd
	}
	bBefore, bestBefore := b.at <= use, best.at <= use
	if bBefore != bestBefore {
		return bBefore
	}
	if bBefore {
		return b.at > best.at
	}
	return b.at < best.at
}

// TestLookupMatchesLinear: the indexed Lookup gives the binding the linear
// ranking gives, for every identifier and member expression in every fixture.
func TestLookupMatchesLinear(t *testing.T) {
	uses := 0
	for _, fx := range ruleFixtures(t) {
		path, lang, src := fx.path, fx.lang, fx.src
		f := parseFile(t, path, lang, src)
		Walk(f.Root, func(n *Node) bool {
			switch n.Sym() {
			case SymIdentifier, SymAttribute, SymMemberExpression:
				name := f.Text(n)
				if want, got := lookupLinear(f, name, n), f.Lookup(name, n); want != got {
					line, _ := f.Position(int(n.StartByte()))
					t.Errorf("%s:%d: Lookup(%q) = %q, linear ranking says %q", path, line, name, f.Text(got), f.Text(want))
				}
				uses++
			}
			return true
		})
	}
	if uses < 1000 {
		t.Fatalf("only %d uses looked up; the fixtures are missing", uses)
	}
}

// TestLookupResolvesRebindings: a name rebound k times, each binding used on
// its own line, resolves every use to the binding just before it (the
// adversarial shape of BenchmarkAdversarial, which measures its cost).
func TestLookupResolvesRebindings(t *testing.T) {
	for _, k := range []int{1000, 8000} {
		var b strings.Builder
		b.WriteString("import requests\ndef f(u):\n")
		for i := 0; i < k; i++ {
			b.WriteString("    s = requests.Session(); s.get(u)\n")
		}
		src := []byte(b.String())
		f := parseFile(t, "adv.py", LangPython, src)
		found := 0
		Walk(f.Root, func(n *Node) bool {
			if n.Sym() == SymAttribute && f.Text(n) == "s.get" {
				obj := n.ChildByFieldName("object")
				if v := f.Lookup("s", obj); v != nil && v.StartByte() < obj.StartByte() && v.EndByte() > obj.StartByte()-40 {
					found++
				}
			}
			return true
		})
		if found != k {
			t.Fatalf("k=%d: %d uses resolved to the binding on their own line, want %d", k, found, k)
		}
	}
}
