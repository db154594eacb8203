// Package fwd judges what a call does with a parameter its callee forwards
// to a bounded call (an options object, **kwargs, a context): leaves it
// unbounded, passes the caller's own parameter on, or bounds it. It is the
// pure part of the summaries' forward linking (checks/summary, issue 18:
// "forwards options that no caller bounds"), with the argument shapes the
// summaries serialise.
package fwd

// Arg is the shape of one positional argument as far as bounds go.
type Arg struct {
	Kind ArgKind `json:"kind"`
	// Param is the caller's parameter index when Kind is ArgParam (ArgCtx:
	// the handler's own parameter, or -1 for a closure's).
	Param int `json:"param,omitempty"`
	// Keys are the keys an object literal sets (ArgObject), or sets beside
	// the parameter it spreads (ArgParam: { ...opts, method }).
	Keys []string `json:"keys,omitempty"`
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
	HandlerCtx                // an MCP tool handler passes its context, which has no deadline (RC103: low)
)

// Judge says what call c does with the parameter at index param (-1: Python
// **kwargs) that a callee forwards under key key for rule rule: leaves
// it unbounded (missing, undefined, an object or no keyword without the
// key), passes the caller's own parameter j on, or bounds it / is unknown.
func Judge(c Call, param int, key, rule string) (int, Verdict) {
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
		case rule == "RC103":
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
