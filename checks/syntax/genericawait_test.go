package syntax

import (
	"context"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/finding"
	sitter "github.com/smacker/go-tree-sitter"
)

// shape prints a subtree as kinds and texts of its named nodes, leaving out
// type arguments, so `await f<T>(x)` and `await f(x)` can be compared.
func shape(src []byte, n *Node) string {
	var b strings.Builder
	var walk func(n *Node)
	walk = func(n *Node) {
		if n.FieldName() == "type_arguments" {
			return
		}
		b.WriteString("(" + n.Type())
		if f := n.FieldName(); f != "" {
			b.WriteString(" " + f + ":")
		}
		if n.NamedChildCount() == 0 {
			b.WriteString(" " + string(src[n.StartByte():n.EndByte()]))
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			walk(n.NamedChild(i))
		}
		b.WriteString(")")
	}
	walk(n)
	return b.String()
}

func buildTS(t *testing.T, lang Language, src string) *Tree {
	t.Helper()
	p := sitter.NewParser()
	p.SetLanguage(Grammar(lang))
	tree, err := p.ParseCtx(context.Background(), nil, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return BuildTree(lang, tree.RootNode())
}

// TestGenericAwaitRegrouped: a TypeScript `await f<T>(x)`, which
// tree-sitter-typescript reads as a call of `await f`, is an await of the
// call in the Go tree, with the shape of `await f(x)`, the await spanning
// the whole expression and the call starting at f; nested and chained
// forms keep a consistent tree (parents, children, subtree ranges).
func TestGenericAwaitRegrouped(t *testing.T) {
	for _, lang := range []Language{finding.LangTypeScript, finding.LangTSX} {
		cases := []struct{ generic, plain string }{
			{"await api.get<Foo>(url)", "await api.get(url)"},
			{"await f<A, B>(x, y)", "await f(x, y)"},
			{"await this.client.request<{ a: string }>({ url })", "await this.client.request({ url })"},
			{"await g<A>(await h<B>(y))", "await g(await h(y))"},
			{"await g<A>(await h(y), await k<C>(z))", "await g(await h(y), await k(z))"},
		}
		for _, c := range cases {
			gsrc := "async function m() { const r = " + c.generic + "; return r }"
			psrc := "async function m() { const r = " + c.plain + "; return r }"
			gt, pt := buildTS(t, lang, gsrc), buildTS(t, lang, psrc)
			val := func(tr *Tree) *Node {
				var v *Node
				for i := 0; i < tr.Len(); i++ {
					if n := &tr.nodes[i]; n.Sym() == SymVariableDeclarator {
						v = n.ChildByFieldName("value")
						break
					}
				}
				if v == nil {
					t.Fatalf("%s: no declarator value", c.generic)
				}
				return v
			}
			gv, pv := val(gt), val(pt)
			if got, want := shape([]byte(gsrc), gv), shape([]byte(psrc), pv); got != want {
				t.Errorf("%s %s:\n got %s\nwant %s", lang, c.generic, got, want)
			}
			if gv.Sym() != SymAwaitExpression || string(gsrc[gv.StartByte():gv.EndByte()]) != c.generic {
				t.Errorf("%s %s: value is %s %q, want the await over the whole expression", lang, c.generic, gv.Type(), gsrc[gv.StartByte():gv.EndByte()])
			}
			call := gv.NamedChild(0)
			if call == nil || call.Sym() != SymCallExpression || Callee(call) == nil || !strings.HasPrefix(c.generic[len("await "):], string(gsrc[call.StartByte():call.EndByte()])) {
				t.Errorf("%s %s: awaited node is not the call from its callee", lang, c.generic)
			}
			checkTree(t, gt, c.generic)
		}
	}
	// JavaScript has no type arguments; Python and Go are untouched
	js := buildTS(t, finding.LangJavaScript, "async function m() { return await a.b(c) }")
	checkTree(t, js, "js")
}

// checkTree asserts the tree's links agree: each node's children name it
// as parent, lie inside its span and inside its index range [idx, skip).
func checkTree(t *testing.T, tr *Tree, name string) {
	t.Helper()
	for i := 0; i < tr.Len(); i++ {
		n := &tr.nodes[i]
		for k := 0; k < int(n.ChildCount()); k++ {
			c := n.Child(k)
			if c.Parent() != n {
				t.Fatalf("%s: child %d of node %d (%s) names another parent", name, k, i, n.Type())
			}
			if c.StartByte() < n.StartByte() || c.EndByte() > n.EndByte() {
				t.Fatalf("%s: child %s [%d,%d) outside %s [%d,%d)", name, c.Type(), c.StartByte(), c.EndByte(), n.Type(), n.StartByte(), n.EndByte())
			}
			if c.idx <= n.idx || c.idx >= n.skip {
				t.Fatalf("%s: child %s at %d outside %s's range [%d,%d)", name, c.Type(), c.idx, n.Type(), n.idx, n.skip)
			}
		}
	}
}
