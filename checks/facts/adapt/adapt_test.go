package adapt

import (
	"fmt"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/libmodels"
)

// parseFile parses src as lang into a File for tests.
func parseFile(t testing.TB, path string, lang model.Language, src string) *model.File {
	t.Helper()
	return modeltest.Parse(t, path, lang, []byte(src))
}

// TestOption: one question, "does this call set its timeout", answered in
// each language's shape: a Python keyword (or a position), a JavaScript
// options object, a Go struct field; and unknown where the call may set it
// unseen (**kwargs, an options variable, a spread, an unkeyed literal).
func TestOption(t *testing.T) {
	cases := []struct {
		lang  model.Language
		where libmodels.Where
		pos   int
		src   string
		want  string // value text, "-" for none
		known bool
	}{
		{model.LangPython, libmodels.Keyword, -1, "c(u, timeout=5)\n", "5", true},
		{model.LangPython, libmodels.Keyword, -1, "c(u, read_timeout=5)\n", "5", true}, // the second key
		{model.LangPython, libmodels.Keyword, 1, "c(u, 7)\n", "7", true},
		{model.LangPython, libmodels.Keyword, -1, "c(u)\n", "-", true},
		{model.LangPython, libmodels.Keyword, -1, "c(u, **kw)\n", "-", false},
		{model.LangJavaScript, libmodels.Option, 1, "c(u, { timeout: 5 })\n", "5", true},
		{model.LangTypeScript, libmodels.Signal, 1, "c(u, { timeout: 5 } as O)\n", "5", true},
		{model.LangJavaScript, libmodels.Option, 1, "c(u)\n", "-", true},
		{model.LangJavaScript, libmodels.Option, 1, "c(u, opts)\n", "-", false},
		{model.LangJavaScript, libmodels.Option, 1, "c(u, { ...o })\n", "-", false},
		{model.LangGo, libmodels.Field, -1, "package p\nvar c = http.Client{Timeout: 5}\n", "Timeout: 5", true},
		{model.LangGo, libmodels.Field, -1, "package p\nvar c = http.Client{Jar: j}\n", "-", true},
		{model.LangGo, libmodels.Context, -1, "package p\nvar c = f(x)\n", "-", false},
		{model.LangGo, libmodels.Position, 0, "package p\nvar c = jira.New(nil, site)\n", "-", true},
		{model.LangGo, libmodels.Position, 0, "package p\nvar c = jira.New(hc, site)\n", "hc", true},
		{model.LangPython, libmodels.Position, 0, "c(*a)\n", "-", false},
	}
	for i, c := range cases {
		f := parseFile(t, "x", c.lang, c.src)
		var call *model.Node
		f.NodesOf(model.NewSymBitset(model.SymCall, model.SymCallExpression, model.SymCompositeLiteral), func(n *model.Node) bool {
			if call == nil {
				call = n
			}
			return true
		})
		o := Option(f, call, c.where, c.pos, "timeout", "read_timeout", "Timeout")
		got := "-"
		if o.Value != nil {
			got = f.Text(o.Value)
		}
		if got != c.want || o.Known != c.known {
			t.Errorf("case %d %s %q: value %q known %v, want %q %v", i, c.lang, strings.TrimSpace(c.src), got, o.Known, c.want, c.known)
		}
	}
}

// TestVisitAndCalls: Visit hands each language's visitor only its node
// types; Calls gives the file's calls (with withNew, JavaScript's new
// expressions) in document order; PerLang serves TypeScript and TSX from
// the JavaScript entry.
func TestVisitAndCalls(t *testing.T) {
	for _, c := range []struct {
		lang    model.Language
		src     string
		withNew bool
		want    string
	}{
		{model.LangPython, "a(b(1))\nx = C()\n", true, "a(b(1)) b(1) C()"},
		{model.LangJavaScript, "a(b(1)); new C(d())\n", false, "a(b(1)) b(1) d()"},
		{model.LangTSX, "a(b(1)); new C(d())\n", true, "a(b(1)) b(1) new C(d()) d()"},
		{model.LangGo, "package p\nfunc f() { a(b(1)) }\n", true, "a(b(1)) b(1)"},
	} {
		f := parseFile(t, "x", c.lang, c.src)
		var got []string
		Calls(f, c.withNew, func(n *model.Node) { got = append(got, f.Text(n)) })
		if s := strings.Join(got, " "); s != c.want {
			t.Errorf("%s: Calls gave %q, want %q", c.lang, s, c.want)
		}
		var seen []string
		Visit(f, PerLang[Visitor]{
			Python: Visitor{Syms: model.NewSymBitset(model.SymCall), Fn: func(n *model.Node) { seen = append(seen, "py") }},
			JS:     Visitor{Syms: model.NewSymBitset(model.SymNewExpression), Fn: func(n *model.Node) { seen = append(seen, "js") }},
		})
		want := map[model.Language]string{model.LangPython: "[py py py]", model.LangJavaScript: "[js]", model.LangTSX: "[js]", model.LangGo: "[]"}[c.lang]
		if fmt.Sprint(seen) != want {
			t.Errorf("%s: Visit gave %v, want %s", c.lang, seen, want)
		}
	}
	if Family(model.LangTSX) != model.LangJavaScript || Family(model.LangGo) != model.LangGo {
		t.Error("Family: TSX is JavaScript's family, Go its own")
	}
}

// TestErrorHandlers: the error a handler holds, per language: Python's
// except ... as e, JavaScript's catch (e), Go's if err != nil (also in ||)
// and if err == nil (also in &&); a JavaScript err != null is no Go check.
func TestErrorHandlers(t *testing.T) {
	clauses := []struct {
		lang model.Language
		src  string
		want string
	}{
		{model.LangPython, "try:\n    f()\nexcept (A, B) as exc:\n    pass\n", "exc"},
		{model.LangPython, "try:\n    f()\nexcept A:\n    pass\n", ""},
		{model.LangJavaScript, "try { f() } catch (e) { }\n", "e"},
		{model.LangTypeScript, "try { f() } catch { }\n", ""},
	}
	for _, c := range clauses {
		f := parseFile(t, "x", c.lang, c.src)
		got := "none"
		f.NodesOf(model.NewSymBitset(model.SymExceptClause, model.SymCatchClause), func(n *model.Node) bool {
			got = HandlerVar(f, n)
			return true
		})
		if got != c.want {
			t.Errorf("%s %q: HandlerVar %q, want %q", c.lang, c.src, got, c.want)
		}
	}
	conds := []struct {
		lang          model.Language
		src           string
		notNil, isNil string
	}{
		{model.LangGo, "package p\nfunc f() { if err != nil {} }\n", "err", ""},
		{model.LangGo, "package p\nfunc f() { if ok || authErr != nil {} }\n", "authErr", ""},
		{model.LangGo, "package p\nfunc f() { if err == nil && ok {} }\n", "", "err"},
		{model.LangGo, "package p\nfunc f() { if n != nil {} }\n", "", ""},
		{model.LangJavaScript, "if (err != null) {}\n", "", ""},
	}
	for _, c := range conds {
		f := parseFile(t, "x", c.lang, c.src)
		f.NodesOf(model.NewSymBitset(model.SymIfStatement), func(n *model.Node) bool {
			cond := n.ChildByFieldName("condition")
			if a, b := ErrNotNil(f, cond), ErrIsNil(f, cond); a != c.notNil || b != c.isNil {
				t.Errorf("%s %q: ErrNotNil %q ErrIsNil %q, want %q %q", c.lang, c.src, a, b, c.notNil, c.isNil)
			}
			return true
		})
	}
}
