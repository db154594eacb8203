// Package argval carries, per call the summaries record, the value of each
// argument written as a number the file can read (a literal, a product, a
// module constant, an environment read's default: tval.Product; in Go a
// duration, tval.GoHeld), so that a helper of another file whose timeout is
// held in a parameter (`def run_command(cmd, timeout): subprocess.run(cmd,
// timeout=timeout)`, `function spawnGit(args, cwd, timeoutMs) {
// AbortSignal.timeout(timeoutMs) }`, Go `func (c *Client) Do(ctx, d
// time.Duration) { context.WithTimeout(ctx, d) }`) is judged by the value
// each caller passes (RC104, docs/rules/RC104.md: "the argument a call ...
// passes"; before, only calls of the same file were). A value that does not
// read stays unknown: nothing is judged for it.
package argval

import (
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/errtext"
	"github.com/resilience-check/resilience-check/checks/summary/fwd"
)

// MaxVals bounds the values kept per call.
const MaxVals = 4

// Val is one argument of a call whose value reads: its position among the
// positional arguments (Pos, -1 for a Python keyword argument, then Key),
// its number (Num; Python and JS/TS, the unit is the callee's place) or Go
// duration (Dur, Go set), where it is written and its text.
type Val struct {
	Pos  int           `json:"pos"`
	Key  string        `json:"key,omitempty"`
	Num  float64       `json:"num,omitempty"`
	Dur  time.Duration `json:"dur,omitempty"`
	Go   bool          `json:"go,omitempty"`
	At   xfacts.Span   `json:"at"`
	Text string        `json:"text"`
	// Bound says At is where the module binds the constant the argument
	// names (Go `DefaultQueryTimeout = 600 * time.Second`, a top-level
	// `OPERATION_TIMEOUT_MS = 150_000`: xfacts NumConstAt), the place to
	// change it, as RC104 reports a constant's timeout; LineText is that
	// line's text.
	Bound    bool   `json:"bound,omitempty"`
	LineText string `json:"line_text,omitempty"`
}

// readInFile are the Python keywords RC104 reads as a timeout at any call,
// in the file: a value passed so is judged there already.
var readInFile = map[string]bool{"timeout": true, "read_timeout": true, "connect": true, "sock_connect": true,
	"connect_timeout": true, "command_timeout": true, "statement_timeout": true}

// goConsts caches the last Go file's constants and never-reassigned
// package variables (tval.GoConsts, tval.GoVars), which GoHeld reads.
var goConsts struct {
	sync.Mutex
	f *model.File
	m map[string]*model.Node
}

func consts(f *model.File) map[string]*model.Node {
	goConsts.Lock()
	defer goConsts.Unlock()
	if goConsts.f != f {
		m := tval.GoConsts(f)
		for k, v := range tval.GoVars(f) {
			m[k] = v
		}
		goConsts.f, goConsts.m = f, m
	}
	return goConsts.m
}

// Read returns the values of call n's arguments that read as a number (a
// Go duration), at most MaxVals, in order. A call with no argument that
// reads returns nil.
func Read(f *model.File, n *model.Node) []Val {
	args := model.Args(n)
	if args == nil {
		return nil
	}
	var out []Val
	pos := 0
	for i := 0; i < int(args.NamedChildCount()) && len(out) < MaxVals; i++ {
		a := args.NamedChild(i)
		key, v := "", a
		switch a.Sym() {
		case model.SymComment:
			continue
		case model.SymKeywordArgument:
			key, v = f.Text(a.ChildByFieldName("name")), a.ChildByFieldName("value")
			if readInFile[key] {
				continue // RC104 reads it at every call (`timeout=600`)
			}
		case model.SymDictionarySplat, model.SymListSplat, model.SymSpreadElement:
			return out // positions after a spread are unknown
		default:
			pos++
		}
		if v == nil || !candidate(f, v) {
			continue
		}
		val := Val{Pos: pos - 1, Key: key, At: xfacts.SpanOf(f, v), Text: firstLine(f.Text(v))}
		if key != "" {
			val.Pos = -1
		}
		if f.Lang == model.LangGo {
			d, ok := tval.GoHeld(f, v, consts(f))
			if !ok || d <= 0 {
				continue
			}
			val.Dur, val.Go = d, true
		} else {
			x, ok := tval.Product(f, v)
			if !ok || x <= 0 {
				continue
			}
			val.Num = x
		}
		bindingOf(f, v, &val)
		out = append(out, val)
	}
	return out
}

// bindingOf sets val.At to where the module binds the constant v names,
// when it is one: a Go constant or package variable the file binds once
// (consts), a Python or JS/TS top-level constant (xfacts NumConstAt).
func bindingOf(f *model.File, v *model.Node, val *Val) {
	u := model.Unwrap(v)
	if u == nil || u.Sym() != model.SymIdentifier {
		return
	}
	name := f.Text(u)
	if f.Lang == model.LangGo {
		if c, l := consts(f)[name], f.Lookup(name, u); c != nil && (l == nil || f.Scope(l) == f.Root) {
			val.At, val.Bound = xfacts.SpanOf(f, c), true
			val.LineText = f.Line(val.At.Line)
		}
		return
	}
	ca, ok := xfacts.Of(f).NumConstAt[name]
	if l := f.Lookup(name, u); ok && (l == nil || f.Scope(l) == f.Root) {
		val.At, val.Bound, val.LineText = ca.At, true, ca.LineText
	}
}

// candidate says v may hold a number: a numeric literal, a name, a member,
// a product or a call (an environment read); strings, objects, lambdas do
// not, and are not read.
func candidate(f *model.File, v *model.Node) bool {
	u := model.Unwrap(v)
	if u == nil {
		return false
	}
	switch u.Type() {
	case "integer", "float", "number", "int_literal", "float_literal", "identifier", "attribute", "member_expression",
		"selector_expression", "binary_operator", "binary_expression", "call", "call_expression", "parenthesized_expression":
		return true
	}
	return false
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// Find returns the value vals give the parameter at position param
// (1-based) or, for a Python keyword argument, of the given name.
func Find(vals []Val, param int, name string) (Val, bool) {
	for _, v := range vals {
		if v.Pos >= 0 && v.Pos == param-1 || v.Pos < 0 && name != "" && v.Key == name {
			return v, true
		}
	}
	return Val{}, false
}

// Duration is the wait v means in a place whose unit is unit (a second or
// a millisecond; 0 for a Go duration): ok is false when the kinds differ
// (a Go duration in a numeric place, or the reverse) or when the value's
// name states another unit than its place (`TIMEOUT_MS` passed where
// seconds are read).
func Duration(v Val, unit time.Duration) (time.Duration, bool) {
	if v.Go != (unit == 0) {
		return 0, false
	}
	if v.Go {
		return v.Dur, true
	}
	if u, ok := NameUnit(v.Text); ok && u != unit {
		return 0, false
	}
	return time.Duration(v.Num * float64(unit)), true
}

// NameUnit returns the unit a value's text states by the end of its last
// name (`_MS`, `Ms`, `_MSEC`, `Millis`: a millisecond; `_SECONDS`, `_SEC`,
// `_S`, `Secs`, `Seconds`: a second); ok is false when it states none.
func NameUnit(text string) (time.Duration, bool) {
	t := strings.TrimRight(text, ") ")
	if i := strings.LastIndexAny(t, ".( */+-"); i >= 0 {
		t = t[i+1:]
	}
	l := strings.ToLower(t)
	switch {
	case strings.HasSuffix(l, "ms") || strings.HasSuffix(l, "msec") || strings.HasSuffix(l, "millis") || strings.HasSuffix(l, "milliseconds"):
		return time.Millisecond, true
	case strings.HasSuffix(l, "_s") || strings.HasSuffix(l, "sec") || strings.HasSuffix(l, "secs") || strings.HasSuffix(l, "seconds"):
		return time.Second, true
	case strings.HasSuffix(l, "minutes") || strings.HasSuffix(l, "_min") || strings.HasSuffix(l, "mins"):
		return time.Minute, true
	}
	return 0, false
}

// Apply is the timeout te (a callee's timeout held in parameter te.Param,
// te.Arg) as a call of another file sees it: the call passes a value that
// reads (vals), so the wait is that value, set where the call writes it
// (the finding goes to the call, the helper's wait named in What); or the call passes its own function's parameter on as is
// (args, kw; callerParams), so the timeout is that parameter's argument in
// turn, one call up. hop is the call, lineText the text of its line,
// callee its name ("run_command()"). ok is false otherwise: a value that does not read, or a
// call that leaves the parameter out (its default is recorded apart), stays
// unknown.
func Apply(te effect.TimeoutEffect, vals []Val, args, kw []fwd.Arg, hop effect.Hop, lineText, callee string, callerParams []string) (effect.TimeoutEffect, bool) {
	if !te.Arg || te.Param <= 0 {
		return effect.TimeoutEffect{}, false
	}
	if v, ok := Find(vals, te.Param, te.ParamName); ok {
		d, ok := Duration(v, te.Unit)
		if !ok || d <= 0 {
			return effect.TimeoutEffect{}, false
		}
		what := v.Text + " passed to " + callee + " as " + te.ParamName + ", " + te.What
		if n := len(te.Chain); n > 0 {
			what += " (" + te.Chain[n-1].Path + ":" + strconv.Itoa(te.Chain[n-1].Line) + ")"
		}
		h := hop // reported at the call that passes it, where the value is chosen for this wait,
		h.Name = what
		if v.Bound { // or where the module binds the constant it names
			h.Line, h.Col, h.EndLine, h.EndCol, lineText = v.At.Line, v.At.Col, v.At.Line, errtext.EndCol(v.At), v.LineText
		}
		return effect.TimeoutEffect{Dur: d, Kind: te.Kind, LineText: lineText, Effect: effect.Effect{What: what, Chain: []effect.Hop{h}}}, true
	}
	var a *fwd.Arg
	if te.Param-1 < len(args) {
		a = &args[te.Param-1]
	}
	for i := range kw {
		if te.ParamName != "" && kw[i].Key == te.ParamName {
			a = &kw[i]
		}
	}
	if a == nil || a.Kind != fwd.ArgParam || a.Param < 0 || a.Param >= len(callerParams) || callerParams[a.Param] == "" {
		return effect.TimeoutEffect{}, false
	}
	out := te
	out.Param, out.ParamName, out.Dur = a.Param+1, callerParams[a.Param], 0
	out.Chain = append([]effect.Hop{hop}, te.Chain...)
	return out, true
}
