// Package adapt answers, once per language, the few syntactic shapes the
// rules and facts ask about, so that a rule states its idea once and keeps in
// its own python.go, js.go and go.go only what is truly per language. It is
// the language-adapter half of Ruff's semantic model (a rule asks "the calls
// of this file", "is this keyword set", never which grammar node spells it)
// and of staticcheck's analysis/code helpers.
//
// The shapes:
//   - the language family a file's tables are keyed by (Family);
//   - a rule's handlers per family, picked for the file (PerLang), and its
//     pass over the node types each language's handler acts on (Visit);
//   - a file's calls, in document order (Calls, CallSyms);
//   - the error a failure handler holds (HandlerVar; Go: ErrNotNil, ErrIsNil);
//   - whether a call sets an option, and to what (Option): a Python keyword
//     argument, a JavaScript options object, a Go struct field.
package adapt

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/optval"
	"github.com/resilience-check/resilience-check/checks/facts/splatkw"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Family returns the language whose tables and handlers serve l: JavaScript
// for JavaScript, TypeScript and TSX (one grammar family, the same node
// types for the shapes rules ask about), else l itself.
func Family(l model.Language) model.Language {
	if l.IsJS() {
		return model.LangJavaScript
	}
	return l
}

// PerLang holds one handler (or table) per language family: Python,
// JavaScript (with TypeScript and TSX) and Go. A rule fills it once and
// reads the file's with For, instead of branching on the language at each
// use.
type PerLang[T any] struct {
	Python, JS, Go T
}

// For returns the entry of l's family (the zero T for a language without
// one).
func (p PerLang[T]) For(l model.Language) T {
	switch Family(l) {
	case model.LangPython:
		return p.Python
	case model.LangJavaScript:
		return p.JS
	case model.LangGo:
		return p.Go
	}
	var zero T
	return zero
}

// Visitor is one language's pass of a rule over a file: the node types it
// acts on and the handler of each (which never prunes). A rule writes one
// per language family in a PerLang and hands them to Visit: Ruff's
// "for this node kind, call the enabled rules", per language.
type Visitor struct {
	Syms *model.SymBitset
	Fn   func(*model.Node)
}

// Visit runs the file's language's visitor of v over the file's nodes of
// its Syms, in document order, from the file's one walk (File.NodesOf); a
// language without a visitor (nil Fn) visits nothing.
func Visit(f *model.File, v PerLang[Visitor]) {
	x := v.For(f.Lang)
	if x.Fn == nil || x.Syms == nil {
		return
	}
	f.NodesOf(x.Syms, func(n *model.Node) bool {
		x.Fn(n)
		return true
	})
}

// The call node types: Python's call, the call_expression of JavaScript,
// TypeScript and Go, and with them JavaScript's new expression (a
// constructor call).
var (
	pyCalls      = model.NewSymBitset(model.SymCall)
	exprCalls    = model.NewSymBitset(model.SymCallExpression)
	callsAndNews = model.NewSymBitset(model.SymCallExpression, model.SymNewExpression)
)

// CallSyms returns the set of l's call node types (Python's call, the
// others' call_expression); withNew adds JavaScript's new expression.
func CallSyms(l model.Language, withNew bool) *model.SymBitset {
	switch {
	case l == model.LangPython:
		return pyCalls
	case withNew && l.IsJS():
		return callsAndNews
	}
	return exprCalls
}

// Calls calls fn for each call of the file (CallSyms: with withNew, each
// JavaScript new expression too), in document order, from the file's one
// walk (File.NodesOf). A nil fn (a language the rule has no handler for)
// visits nothing.
func Calls(f *model.File, withNew bool, fn func(call *model.Node)) {
	if fn == nil {
		return
	}
	f.NodesOf(CallSyms(f.Lang, withNew), func(n *model.Node) bool {
		fn(n)
		return true
	})
}

// Opt is what a call shows of an option.
type Opt struct {
	// Value is the option's value node; nil when the call does not set it.
	// A Go field's value is not read (Value is the keyed element).
	Value *model.Node
	// Known is false when the option may be set where the call does not
	// show it: Python **kwargs, an options object that is a variable or a
	// call, a spread before the key was found, a Go literal that is not
	// keyed. A rule reports a missing option only when Known.
	Known bool
}

// Option returns what call shows of the option named by one of keys (the
// first one set wins), in the shape where (a library row's libmodels.Where):
// a Python keyword argument, or with pos >= 0 the argument at pos (Keyword,
// Config); the property of the object literal at argument pos (0 when
// pos < 0) of a JavaScript call (Option, Signal); a keyed field of a Go
// composite literal (Field); a client passed at argument pos (Position: set
// unless absent or nil, None, null, undefined); a Go context at argument pos
// (Context: unset when it is context.Background() or context.TODO(), in
// place or through a variable; without pos nothing is shown); a Go
// functional option among the arguments from pos on named by a key
// (OptionFunc: WithHTTPClient(c); an option built by a function of the
// caller's own, which may return that option, makes it unknown). It is the question "does this call set its timeout",
// asked the same way in every language; another where shows nothing (Known
// false).
func Option(f *model.File, call *model.Node, where libmodels.Where, pos int, keys ...string) Opt {
	switch where {
	case libmodels.Keyword, libmodels.Config:
		for _, k := range keys {
			if v := f.Kwarg(call, k); v != nil {
				return Opt{Value: v, Known: true}
			}
		}
		if pos >= 0 && model.Arg(call, pos) != nil {
			return Opt{Value: model.Arg(call, pos), Known: true}
		}
		if model.HasSplat(call) && f.Lang == model.LangPython {
			v, known := splatkw.Keyword(f, call, keys) // **params from a dict the file builds
			return Opt{Value: v, Known: known}
		}
		return Opt{Known: !model.HasSplat(call)}
	case libmodels.Option, libmodels.Signal:
		if pos < 0 {
			pos = 0
		}
		if model.HasSplat(call) {
			return Opt{}
		}
		opts := model.Arg(call, pos)
		if opts == nil {
			return Opt{Known: true}
		}
		opts = model.Unwrap(opts)
		if t := f.Text(opts); t == "undefined" || t == "null" {
			return Opt{Known: true} // no options: the library's defaults (new WebApi(url, handler, undefined, settings))
		}
		if opts.Sym() == model.SymIdentifier || opts.Sym() == model.SymTernaryExpression {
			if br := optval.Branches(f, opts); (len(br) > 1 || len(br) == 1 && br[0] != opts) && !optionsMutated(f, opts, keys) {
				return branchOption(f, br, keys)
			}
		}
		if opts.Sym() != model.SymObject {
			return Opt{} // a variable or call: the options are not visible
		}
		for _, k := range keys {
			v, known := objectPath(f, opts, k)
			if v != nil {
				return Opt{Value: v, Known: true}
			}
			if !known {
				return Opt{}
			}
		}
		return Opt{Known: true}
	case libmodels.Position:
		// a client passed by position (go-atlassian's jira.New(httpClient,
		// site)): nil, None, null or undefined, or no argument, leaves the
		// library's default; anything else is the caller's client, whose own
		// bound other analyses judge.
		if model.HasSplat(call) {
			return Opt{}
		}
		a := model.Arg(call, pos)
		if a == nil {
			return Opt{Known: true}
		}
		switch f.Text(a) {
		case "nil", "None", "null", "undefined":
			return Opt{Known: true}
		}
		return Opt{Value: a, Known: true}
	case libmodels.Context:
		if pos < 0 {
			return Opt{}
		}
		a := model.Arg(call, pos)
		if a == nil {
			return Opt{}
		}
		if IsBackgroundContext(f, a) {
			return Opt{Known: true}
		}
		return Opt{Value: a, Known: true}
	case libmodels.OptionFunc:
		args := model.Args(call)
		if args == nil {
			return Opt{Known: true}
		}
		for i, k := 0, 0; i < int(args.NamedChildCount()); i++ {
			a := args.NamedChild(i)
			if a.Sym() == model.SymComment {
				continue
			}
			if k++; k <= pos { // the leading arguments before the options
				continue
			}
			if strings.HasSuffix(f.Text(a), "...") { // a Go variadic argument: opts...
				return Opt{} // opts...: the options are not visible
			}
			if a.Sym() != model.SymCallExpression {
				continue
			}
			callee := model.Callee(a)
			name := f.Text(callee)
			name = name[strings.LastIndex(name, ".")+1:]
			for _, k := range keys {
				if name == k {
					return Opt{Value: a, Known: true}
				}
			}
			if model.ImportedName(f, callee) == "" {
				return Opt{} // a helper of the caller's may return the option
			}
		}
		return Opt{Known: true}
	case libmodels.Field:
		if call.Sym() != model.SymCompositeLiteral {
			return Opt{}
		}
		body := call.ChildByFieldName("body")
		if body == nil {
			return Opt{Known: true}
		}
		for _, k := range keys {
			for i := 0; i < int(body.NamedChildCount()); i++ {
				e := body.NamedChild(i)
				if e.NamedChildCount() > 0 && strings.TrimSpace(f.Text(e.NamedChild(0))) == k {
					return Opt{Value: e, Known: true}
				}
			}
		}
		// a positional literal (no keys) sets every field
		return Opt{Known: body.NamedChildCount() == 0 || strings.Contains(f.Text(body), ":")}
	}
	return Opt{}
}

// branchOption is Option over the branches of a conditional options object
// (`readOnly ? { readPreference } : {}`): a branch that is an object literal
// known to lack every key leaves the option unset on its path, so the call
// is known not to set it; when every branch sets it, the first branch's value
// is the option's; otherwise (a branch of unknown shape) nothing is shown.
func branchOption(f *model.File, branches []*model.Node, keys []string) Opt {
	var first *model.Node
	all := true
	for _, b := range branches {
		if b.Sym() != model.SymObject {
			all = false
			continue
		}
		var v *model.Node
		known := true
		for _, k := range keys {
			if v, known = objectPath(f, b, k); v != nil || !known {
				break
			}
		}
		switch {
		case v == nil && known:
			return Opt{Known: true} // this path sets none of the keys
		case v == nil:
			all = false
		case first == nil:
			first = v
		}
	}
	if all && first != nil {
		return Opt{Value: first, Known: true}
	}
	return Opt{}
}

// optionsMutated reports whether an options variable gets one of keys after
// its binding (`options.timeoutMS = 5000`, `options[key] = ...`,
// `Object.assign(options, ...)`), which its initializer does not show.
func optionsMutated(f *model.File, opts *model.Node, keys []string) bool {
	if opts.Sym() != model.SymIdentifier {
		return false
	}
	name := f.Text(opts)
	src := string(f.Src)
	if strings.Contains(src, name+"[") || strings.Contains(src, "Object.assign("+name) {
		return true
	}
	for _, k := range keys {
		if strings.Contains(src, name+"."+strings.SplitN(k, ".", 2)[0]) {
			return true
		}
	}
	return false
}

// IsBackgroundContext reports whether the Go expression n is a context with
// no deadline and no cancellation: context.Background() or context.TODO(),
// in place or through a variable bound to one.
func IsBackgroundContext(f *model.File, n *model.Node) bool {
	v := model.Unwrap(n)
	if v.Sym() == model.SymIdentifier {
		v = model.Unwrap(f.Resolve(v))
	}
	if v == nil || v.Sym() != model.SymCallExpression {
		return false
	}
	switch model.ImportedName(f, model.Callee(v)) {
	case "context.Background", "context.TODO":
		return true
	}
	return false
}

// objectPath looks up a key of a JavaScript object literal, or a dotted
// path of keys through nested literals ("request.signal" in
// `{ request: { signal } }`). known is false when a spread or a value that
// is not a literal may hold the key unseen.
func objectPath(f *model.File, obj *model.Node, path string) (v *model.Node, known bool) {
	for {
		key, rest, nested := strings.Cut(path, ".")
		v, spread := f.ObjectProp(obj, key)
		if v == nil && spread {
			v, spread = spreadProp(f, obj, key, 0)
		}
		if v == nil || !nested {
			return v, !spread
		}
		obj = model.Unwrap(v)
		if obj.Sym() != model.SymObject {
			return nil, false
		}
		path = rest
	}
}

// spreadProp looks for key in the objects that obj's spread elements
// (`...authParams`, `...buildAuth(opts)`) expand to: an object literal, a
// variable or ternary whose every value is one (optval.Branches), or a call
// of the file's own function whose every return value is one (an arrow
// function's expression body included). It returns the first value found;
// spread stays true when any spread expands to something else (a
// parameter, an imported call), since that may carry key.
func spreadProp(f *model.File, obj *model.Node, key string, depth int) (v *model.Node, spread bool) {
	if depth > 2 {
		return nil, true
	}
	for i := 0; i < int(obj.NamedChildCount()); i++ {
		c := obj.NamedChild(i)
		if c.Sym() != model.SymSpreadElement || c.NamedChildCount() == 0 {
			continue
		}
		objs, ok := spreadObjects(f, model.Unwrap(c.NamedChild(0)))
		if !ok {
			return nil, true
		}
		for _, o := range objs {
			val, sp := f.ObjectProp(o, key)
			if val == nil && sp {
				val, sp = spreadProp(f, o, key, depth+1)
			}
			if val != nil {
				return val, false
			}
			if sp {
				return nil, true
			}
		}
	}
	return nil, false
}

// spreadObjects returns the object literals a spread expression e may
// expand to, and false when one of its values is anything else.
func spreadObjects(f *model.File, e *model.Node) ([]*model.Node, bool) {
	var vals []*model.Node
	if e.Sym() == model.SymIdentifier { // const auth = buildAuth(opts); {...auth}
		if optionsMutated(f, e, []string{""}) {
			return nil, false
		}
		if r := model.Unwrap(f.Resolve(e)); r != nil && r.Sym() == model.SymCallExpression {
			e = r
		}
	}
	if e.Sym() == model.SymCallExpression {
		fn := f.LocalFunc(model.Callee(e))
		if fn == nil || model.Callee(e).Sym() != model.SymIdentifier {
			return nil, false
		}
		body := fn.ChildByFieldName("body")
		if body == nil {
			return nil, false
		}
		if body.Sym() != model.SymStatementBlock {
			vals = append(vals, body) // an arrow function's expression body
		} else {
			model.Walk(body, func(n *model.Node) bool {
				switch n.Sym() {
				case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunctionDeclaration, model.SymFunction:
					return false // a nested function's returns are its own
				case model.SymReturnStatement:
					if n.NamedChildCount() > 0 {
						vals = append(vals, n.NamedChild(0))
					}
					return false
				}
				return true
			})
		}
	} else {
		vals = []*model.Node{e}
	}
	var out []*model.Node
	for _, v := range vals {
		if u := model.Unwrap(v); u.Sym() == model.SymIdentifier && optionsMutated(f, u, []string{""}) {
			return nil, false // a variable given keys after its binding (o.x = ..., o[k] = ...)
		}
		for _, b := range optval.Branches(f, v) {
			if b = model.Unwrap(b); b == nil || b.Sym() != model.SymObject {
				return nil, false
			}
			out = append(out, b)
		}
	}
	return out, len(out) > 0
}
