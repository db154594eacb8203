// Package effect holds the effects a function summary (checks/summary)
// records and passes from callee to caller: the errors a function raises,
// the timeouts it sets, and the chain of calls that reaches each. Split
// from checks/summary, which is at the package size limit
// (checks/size_test.go); summary names them by aliases.
package effect

import (
	"maps"
	"slices"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
)

// ErrorEffect is an origin class of the errors a function raises: the call
// that raises it is Effect's chain.
type ErrorEffect struct {
	Origin xfacts.Origin `json:"origin"`
	// Mod is the library of the call that raises it when its narrow
	// exception classes are known (narrowexc.Module: "httpx"), "" when not
	// or when calls of several libraries raise errors of Origin.
	Mod string `json:"mod,omitempty"`
	// Wraps are the project's own exception classes an error of Origin
	// may leave the function as, once a try handler on its way raised it
	// again as one of them with its text inside (`except httpx.HTTPError
	// as e: raise ApiError(f"HTTP error: {e}")`, package wrapcls): a
	// caller's `except ApiError as e` clause catches it. Sorted, unique.
	Wraps []string `json:"wraps,omitempty"`
	Effect
}

// TimeoutEffect is a literal timeout a function sets (Effect.What as
// written: "timeout=300"), its length and budget kind (xfacts.BudgetHandler,
// BudgetConnect or BudgetDB).
type TimeoutEffect struct {
	Dur  time.Duration `json:"dur"`
	Kind int           `json:"kind"`
	// LineText is the text of the line that sets it, for a finding there
	// (budgetSink).
	LineText string `json:"line_text,omitempty"`
	// Param, ParamName: the parameter whose default Dur is (xfacts.Timeout).
	Param     int    `json:"param,omitempty"`
	ParamName string `json:"param_name,omitempty"`
	// Opt: ParamName is a property of the options object at Param
	// (xfacts.Timeout.Opt).
	Opt bool `json:"opt,omitempty"`
	// Const: the Go constant of another file of the package that Dur
	// will be (xfacts.Timeout.Const); Dur is 0 until Link reads it.
	Const string `json:"const,omitempty"`
	// Unit: for a Python or JavaScript Const, an imported name, the
	// duration of one unit of its number (xfacts.Timeout.Unit).
	Unit time.Duration `json:"unit,omitempty"`
	// Arg: the value is the argument a call passes for Param
	// (xfacts.Timeout.Arg); Dur is 0 until a call's value is read.
	Arg bool `json:"arg,omitempty"`
	Effect
}

// Effect is what a function does and where: What names the call that does
// it ("child_process.execFileSync()"), Chain the calls from the function to
// it, the last hop being the call itself.
type Effect struct {
	What  string `json:"what"`
	Chain []Hop  `json:"chain"`
}

// Hop is one call in a chain: where it is and what it calls.
type Hop struct {
	Path string `json:"path"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
	// EndLine and EndCol end the call's callee (EndCol exclusive).
	EndLine int    `json:"end_line"`
	EndCol  int    `json:"end_col"`
	Name    string `json:"name"` // "helper()", "fetch()"
	// Keeps says the errors of a Python call leave its function with
	// their class (narrowexc.Keeps): a callee's library (ErrorEffect.Mod)
	// passes on through it.
	Keeps bool `json:"keeps,omitempty"`
	// Wrap is the own class a try handler around the call raises again
	// with the caught error's text (wrapcls.Class): the call's errors leave
	// as that class. "" when none.
	Wrap string `json:"wrap,omitempty"`
}

// KeptMod is the library mod of a callee's error effect as its caller
// through call hop h sees it: mod when h keeps the class, else "".
func KeptMod(h Hop, mod string) string {
	if h.Keeps {
		return mod
	}
	return ""
}

// MaxTimeouts caps the timeouts a function's summary keeps: the longest
// ones, so that a function that reaches many helpers stays small.
const MaxTimeouts = 8

// AddTimeout returns ts with e added, once per place that sets a timeout
// (the last hop of its chain: a helper's own `timeout=60` and the 120 s of
// a helper it calls are two waits of the function, each reported where it
// is set, docs/rules/RC104.md), keeping the longest of each kind at each
// place; one whose value is a constant of another file (Const, read at
// Link) is kept apart, once per constant, kind and place. Past MaxTimeouts
// the shortest read one gives way to a longer one.
func AddTimeout(ts []TimeoutEffect, e TimeoutEffect) []TimeoutEffect {
	short := -1
	for i := range ts {
		if ts[i].Kind == e.Kind && ts[i].Const == e.Const && ts[i].Arg == e.Arg && sameSite(ts[i].Chain, e.Chain) {
			if e.Dur > ts[i].Dur {
				out := append([]TimeoutEffect(nil), ts...)
				out[i] = e
				return out
			}
			return ts
		}
		if ts[i].Const == "" && !ts[i].Arg && (short < 0 || ts[i].Dur < ts[short].Dur) {
			short = i
		}
	}
	if len(ts) >= MaxTimeouts && short >= 0 {
		if e.Const == "" && e.Dur > ts[short].Dur {
			out := append([]TimeoutEffect(nil), ts...)
			out[short] = e
			return out
		}
		return ts
	}
	return append(append([]TimeoutEffect(nil), ts...), e)
}

// sameSite reports whether two chains end at the same place (the timeout
// they lead to); chains without hops count as one place.
func sameSite(a, b []Hop) bool {
	if len(a) == 0 || len(b) == 0 {
		return len(a) == len(b)
	}
	x, y := a[len(a)-1], b[len(b)-1]
	return x.Path == y.Path && x.Line == y.Line && x.Col == y.Col
}

// HasOrigin reports whether one of es has origin o.
func HasOrigin(es []ErrorEffect, o xfacts.Origin) bool {
	for _, e := range es {
		if e.Origin == o {
			return true
		}
	}
	return false
}

// Merge reports whether one of es has origin o, as HasOrigin; the effect
// that does and names another library than mod ("" when unknown) forgets
// its library (Mod), since errors of both reach its function.
func Merge(es []ErrorEffect, o xfacts.Origin, mod string) bool {
	for k := range es {
		if es[k].Origin == o {
			if es[k].Mod != mod {
				es[k].Mod = ""
			}
			return true
		}
	}
	return false
}

// MergeWraps is Merge that also adds wraps to the Wraps of the effect of
// origin o it merges into (their sorted union).
func MergeWraps(es []ErrorEffect, o xfacts.Origin, mod string, wraps []string) bool {
	if !Merge(es, o, mod) {
		return false
	}
	for k := range es {
		if es[k].Origin == o && len(wraps) > 0 {
			es[k].Wraps = union(es[k].Wraps, wraps)
		}
	}
	return true
}

// WrapsThrough are the classes a callee's errors of classes ws take
// through call hop h: h's Wrap when a handler around it raises them again
// as that class, else ws.
func WrapsThrough(h Hop, ws []string) []string {
	if h.Wrap != "" {
		return []string{h.Wrap}
	}
	return ws
}

// union returns the sorted union of a and b in a new slice.
func union(a, b []string) []string {
	out := append([]string(nil), a...)
	for _, x := range b {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	slices.Sort(out)
	return out
}

// Leaves reports whether a chain reaches a file other than path.
func Leaves(path string, chain []Hop) bool {
	for _, h := range chain {
		if h.Path != path {
			return true
		}
	}
	return false
}

// Site is a finding at a call in a summarised file: the rule, the call, and
// the chain from the call to what it reaches (the first hop is the callee,
// the last the sink).
type Site struct {
	RuleID   string
	Call     Hop
	LineText string
	Message  string
	Fix      string
	Chain    []Hop
	// From names what makes the chain's first call, for its related
	// location ("tool create_ticket calls create() here"); "" for Call.Name.
	From string
	// AtSink says the defect is the chain's last call itself (a call
	// without a timeout the callers cannot give one): one defect, which the
	// sink's own finding reports when it is reported. A forwarded bound
	// (Forward) is the caller's to set: AtSink is false.
	AtSink bool
	// Sink says the site is itself the chain's end: a helper's call whose
	// forwarded options no caller bounds (closedSinks). Chain then lists
	// the calls into the helper, not a path, and Callers says each hop's
	// Name is its related location's message. The chain findings that end
	// at it are covered by it (AtSink).
	Sink, Callers bool
	// Low is the reason the finding is low wherever its call runs (a tool
	// handler's context passed to a database call: the client may still
	// cancel), or "".
	Low string
}

// Cut is a call whose chain was longer than MaxDepth: a notice.
type Cut struct {
	Path, Reason string
}

// SortedSites returns the sites of m that keep accepts, in the order of
// their keys (the RC101 and RC104 sinks of checks/summary).
func SortedSites(m map[string]*Site, keep func(*Site) bool) []Site {
	var out []Site
	for _, k := range slices.Sorted(maps.Keys(m)) {
		if keep(m[k]) {
			out = append(out, *m[k])
		}
	}
	return out
}
