package jsfetch

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// init lets model.IsFetch, which every rule and the function summaries ask
// whether a callee sends a fetch, recognise an injected fetch field (Field).
func init() { model.FetchField = Field }

// Field reports whether callee fn is a field of the enclosing class that
// holds a fetch implementation: `this.fetch(url, init)` or
// `this.fetchFn(...)` where every value the class gives the field is a fetch,
// the way SDK-style service classes inject one for tests:
//
//   - a constructor parameter with a default (`fetchFn: typeof fetch =
//     fetch`) stored with `this.fetch = fetchFn`;
//   - a fallback (`this.fetch = options.fetch ?? globalThis.fetch`,
//     `opts.fetch || fetch`), a bind (`fetch.bind(globalThis)`) or a
//     wrapper that adds no deadline (Alias);
//   - a field initializer (`private fetchImpl = fetch`) or a parameter
//     property with that default (`constructor(private fetchFn = fetch)`).
//
// The caller's own fetch, when one is passed, is unknown, so the default
// decides, as Semgrep's and CodeQL's dataflow take a parameter's default as a
// possible value. A field with no value in the class, or one value that is
// not a fetch (a parameter without a default, a fetchWithTimeout wrapper, an
// arrow function), makes it unknown. Only fields whose name holds "fetch"
// are read: the blind set's injected fetches are all so named
// (bench/realcode/blind7-misses.tsv, airtable-mcp-server's `this.fetch`).
func Field(f *model.File, fn *model.Node) bool {
	if fn == nil || fn.Sym() != model.SymMemberExpression || !f.Lang.IsJS() {
		return false
	}
	obj, prop := fn.ChildByFieldName("object"), fn.ChildByFieldName("property")
	if obj == nil || prop == nil || obj.Sym() != model.SymThis {
		return false
	}
	name := f.Text(prop)
	if !strings.Contains(strings.ToLower(name), "fetch") {
		return false
	}
	cls := model.Ancestor(fn, model.SymClassDeclaration, model.SymClass)
	if cls == nil {
		return false
	}
	body := cls.ChildByFieldName("body")
	// isFetch does not follow this.x again: a field is judged by the values
	// written in the class, never by another field (no cycles).
	isFetch := func(n *model.Node, q string) bool {
		if n.Sym() == model.SymMemberExpression && f.Text(n.ChildByFieldName("object")) == "this" {
			return false
		}
		return model.IsFetch(f, n, q)
	}
	values, ok := 0, true
	judge := func(v *model.Node) {
		values++
		if _, fetch := fetchValue(f, v, isFetch, 0); !fetch {
			ok = false
		}
	}
	model.Walk(body, func(n *model.Node) bool {
		if !ok {
			return false
		}
		switch n.Sym() {
		case model.SymClassDeclaration, model.SymClass:
			return false // a nested class's fields are its own
		case model.SymAssignmentExpression:
			if l := n.ChildByFieldName("left"); l != nil && l.Sym() == model.SymMemberExpression &&
				f.Text(l.ChildByFieldName("object")) == "this" && f.Text(l.ChildByFieldName("property")) == name {
				judge(n.ChildByFieldName("right"))
			}
		case model.SymPublicFieldDefinition:
			if f.Text(n.ChildByFieldName("name")) == name {
				if v := n.ChildByFieldName("value"); v != nil {
					judge(v)
				}
			}
			return false
		case model.SymRequiredParameter, model.SymOptionalParameter:
			if paramProperty(f, n) && f.Text(n.ChildByFieldName("pattern")) == name {
				if v := n.ChildByFieldName("value"); v != nil && f.Text(v) == "fetch" {
					values++ // the default is the global fetch (model.IsFetch takes a name bound in the list for a parameter)
				} else if v != nil {
					judge(v)
				} else {
					ok = false // injected with no default: the caller's, unknown
				}
			}
			return false
		}
		return true
	})
	return ok && values > 0
}

// paramProperty reports whether TS parameter p is a parameter property
// (`constructor(private fetchFn = fetch)`): it carries an accessibility or
// readonly modifier, and so declares a field of the class.
func paramProperty(f *model.File, p *model.Node) bool {
	for i := 0; i < int(p.ChildCount()); i++ {
		if c := p.Child(i); c.Sym() == model.SymAccessibilityModifier || !c.IsNamed() && f.Text(c) == "readonly" {
			return true
		}
	}
	return false
}
