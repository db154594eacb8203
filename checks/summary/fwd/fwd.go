// Package fwd judges what a call does with a parameter its callee forwards
// to a bounded call (an options object, **kwargs, a context): leaves it
// unbounded, passes the caller's own parameter on, or bounds it. It is the
// pure part of the summaries' forward linking (checks/summary, issue 18:
// "forwards options that no caller bounds"), with the argument shapes the
// summaries serialise.
package fwd

import (
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/godbctx"
	"github.com/resilience-check/resilience-check/checks/facts/inputfb"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Arg is the shape of one positional argument as far as bounds go.
type Arg struct {
	Kind ArgKind `json:"kind"`
	// Param is the caller's parameter index when Kind is ArgParam (ArgCtx:
	// the handler's own parameter, or -1 for a closure's).
	Param int `json:"param,omitempty"`
	// Keys are the keys an object literal sets (ArgObject), or sets beside
	// the parameter it spreads (ArgParam: { ...opts, method }).
	Keys []string `json:"keys,omitempty"`
	// Optional are the Keys whose value is an argument of the tool's input
	// its schema gives no default (inputfb.Optional): undefined when the
	// tool's caller leaves it out, as a model usually does.
	Optional []string `json:"optional,omitempty"`
	// Name is the argument's text when it is one bare name, in Python and
	// JS/TS ("make_request", "getClient"): a function it may hand the
	// callee (package fnparam); Key is a Python keyword argument's keyword.
	Name string `json:"name,omitempty"`
	Key  string `json:"key,omitempty"`
}

// ArgKind classifies an argument.
type ArgKind int

// Argument kinds.
const (
	ArgOther  ArgKind = iota // anything else: unknown
	ArgParam                 // the caller's own parameter, passed on as is or spread into an object literal
	ArgObject                // an object (JS) or dict (Python) literal without spread, with Keys
	ArgNone                  // undefined / null / None
	ArgCtx                   // Go: the context an MCP tool handler was given, which has no deadline (godbctx)
)

// Call is the part of a summarised call Judge reads: its positional
// arguments, Python keyword names, whether it passes **something
// (KwSplat) that is the caller's own **kwargs (KwSplatParam), and whether
// a positional argument is a spread or *args (Spread).
type Call struct {
	Args                  []Arg
	Keywords              []string
	KwSplat, KwSplatParam bool
	Spread                bool
}

// Verdict is what a call does with a forwarded parameter.
type Verdict int

// Verdicts of Judge.
const (
	Unknown    Verdict = iota // bounded, or not known: nothing to say
	Unbounded                 // the call leaves the forwarded options without a bound
	Forwarded                 // the caller passes its own parameter on
	HandlerCtx                // an MCP tool handler passes its context, which has no deadline (RC103, RC101's context-bound library rows, RC102's exec.CommandContext: low)
)

// Judge says what call c does with the parameter at index param (-1: Python
// **kwargs) that a callee forwards under key key for rule rule: leaves
// it unbounded (missing, undefined, an object or no keyword without the
// key), passes the caller's own parameter j on, or bounds it / is unknown.
func Judge(c Call, param int, key, rule string) (int, Verdict) {
	if key == godbctx.NoCtxKey { // no context to pass: the callers' sites judge it (summary.dbNoCtxSite)
		return 0, Unknown
	}
	if param < 0 { // Python **kwargs
		for _, k := range c.Keywords {
			if k == key {
				return 0, Unknown
			}
		}
		switch {
		case c.KwSplatParam:
			return -1, Forwarded
		case c.KwSplat:
			return 0, Unknown
		}
		return 0, Unbounded
	}
	if param >= len(c.Args) {
		if c.Spread {
			return 0, Unknown
		}
		return 0, Unbounded
	}
	a := c.Args[param]
	switch a.Kind {
	case ArgNone:
		return 0, Unbounded
	case ArgCtx:
		switch {
		case rule == "RC103" || rule == "RC101" || rule == "RC102": // a library bounded only by its context (xfacts.ContextArg); an HTTP request's context (rule "") stays unknown
			return 0, HandlerCtx
		case a.Param >= 0:
			return a.Param, Forwarded
		}
		return 0, Unknown
	case ArgObject:
		for _, k := range a.Keys {
			if k == key {
				return 0, Unknown
			}
		}
		return 0, Unbounded
	case ArgParam:
		for _, k := range a.Keys {
			if k == key {
				return 0, Unknown
			}
		}
		return a.Param, Forwarded
	}
	return 0, Unknown
}

// ArgOf classifies positional argument a of a call in file f, made in a
// function whose positional parameters are params: one of them, None /
// undefined / a Go context that never ends, an object literal and its keys
// (spreading a parameter: { ...opts, method }), or other.
func ArgOf(f *model.File, a *model.Node, params []string) Arg {
	switch {
	case a.Sym() == model.SymIdentifier && f.Lang == model.LangGo && Reassigned(f, a):
		return Arg{} // ctx, cancel := withDefaultTimeout(ctx): what the call made of it is not known
	case a.Sym() == model.SymIdentifier:
		name := f.Text(a)
		bare := ""
		if f.Lang != model.LangGo {
			bare = name
		}
		for j, p := range params {
			if p == name && p != "" {
				return Arg{Kind: ArgParam, Param: j, Name: bare}
			}
		}
		if name == "undefined" {
			return Arg{Kind: ArgNone}
		}
		return Arg{Name: bare}
	case model.IsNone(a):
		return Arg{Kind: ArgNone}
	case f.Lang == model.LangGo && a.Sym() == model.SymCallExpression &&
		(f.Text(a) == "context.Background()" || f.Text(a) == "context.TODO()"):
		return Arg{Kind: ArgNone} // a context that never ends bounds nothing
	case a.Sym() == model.SymObject:
		keys, optional := []string{}, []string(nil)
		spread := -1 // the caller's parameter spread into the object: { ...opts, method }
		for i := 0; i < int(a.NamedChildCount()); i++ {
			p := a.NamedChild(i)
			switch p.Sym() {
			case model.SymPair:
				keys = append(keys, strings.Trim(f.Text(p.ChildByFieldName("key")), `'"`))
				if inputfb.Optional(f, p.ChildByFieldName("value")) {
					optional = append(optional, keys[len(keys)-1])
				}
			case model.SymShorthandPropertyIdentifier:
				keys = append(keys, f.Text(p))
				if inputfb.Optional(f, p) {
					optional = append(optional, f.Text(p))
				}
			case model.SymComment:
			case model.SymSpreadElement:
				s := p.NamedChild(0)
				if spread >= 0 || s == nil || s.Sym() != model.SymIdentifier {
					return Arg{}
				}
				if spread = ArgOf(f, s, params).Param; ArgOf(f, s, params).Kind != ArgParam {
					return Arg{}
				}
			default: // a method, a computed key: unknown
				return Arg{}
			}
		}
		if spread >= 0 {
			return Arg{Kind: ArgParam, Param: spread, Keys: keys}
		}
		return Arg{Kind: ArgObject, Keys: keys, Optional: optional}
	}
	return Arg{}
}

// KwArg is ArgOf of the value of Python keyword argument kw (`fetch=make_request`), with its Key.
func KwArg(f *model.File, kw *model.Node, params []string) Arg {
	a := Arg{}
	if v := kw.ChildByFieldName("value"); v != nil {
		a = ArgOf(f, v, params)
	}
	a.Key = f.Text(kw.ChildByFieldName("name"))
	return a
}

// Reassigned reports whether Go identifier a, used as an argument, holds
// the value of a call made in its function rather than what the function
// was given (`ctx, cancel := withDefaultTimeout(ctx)` before `run(ctx)`,
// which may add a deadline): a parameter so reassigned is no longer
// forwarded as is. context.WithCancel, WithCancelCause and WithValue keep
// the context's deadline (or its lack) and do not count.
func Reassigned(f *model.File, a *model.Node) bool {
	v := f.Resolve(a)
	if v == nil || v.Sym() != model.SymCallExpression {
		return false
	}
	switch model.CalleeName(f, v) {
	case "context.WithCancel", "context.WithCancelCause", "context.WithValue":
		return false
	}
	return true
}

// JudgeProp is Judge for a forward whose options are property prop of the
// object parameter at index param (`function req({ path, options = {} })`,
// Forward.Prop), or Judge itself when prop is "". An object literal without
// the property, or no argument, leaves the options at their default, which
// sets no bound the caller gave; one that sets it, or any other argument
// (the caller's own parameter included), is not judged.
func JudgeProp(c Call, param int, prop, key, rule string) (int, Verdict) {
	if prop == "" {
		return Judge(c, param, key, rule)
	}
	if param >= len(c.Args) {
		if c.Spread {
			return 0, Unknown
		}
		return 0, Unbounded
	}
	if a := c.Args[param]; a.Kind == ArgObject && !slices.Contains(a.Keys, prop) && !slices.Contains(a.Keys, key) {
		return 0, Unbounded
	}
	return 0, Unknown
}
