package rc104

import (
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// paramMark is the duration the unit readers of written give a timeout
// held in a parameter of its function: not a value, a request to judge the
// arguments the function's callers pass (paramTimeouts).
const paramMark time.Duration = -1

// unitReader reads a timeout value in the unit of its place (seconds,
// milliseconds, a Go duration).
type unitReader func(f *model.File, n *model.Node) (time.Duration, bool)

// paramTimeout is a timeout set from a parameter of the function around
// it: `def run(cmd, timeout=300): ... subprocess.run(cmd, timeout=timeout)`,
// `function spawn(args, timeoutMs = 60000) { ... AbortSignal.timeout(timeoutMs) }`.
type paramTimeout struct {
	fn    *model.Node // the function whose parameter it is
	name  string      // the parameter's name
	index int         // its position among the positional parameters (after self or cls)
	def   *model.Node // its default value, or nil
	kind  budget
	what  string // the timeout as written ("timeout=timeout")
	unit  unitReader
	// deflt names def in messages: "default timeout=", or "fallback for
	// timeout left out, " when def is the function's fallback
	deflt string
	// recorded says the default is kept for the summaries (recordParamBound),
	// which judge the calls that leave the parameter out
	recorded bool
}

// markParam wraps a unit reader: a value it cannot read that is a
// parameter of the function around it (paramSourceOf) is returned as
// paramMark and kept in marks with the reader and its source, for
// written's judge to hand to params.
func markParam(f *model.File, read unitReader, unit time.Duration, marks map[*model.Node]markedParam) unitReader {
	return func(f2 *model.File, n *model.Node) (time.Duration, bool) {
		if d, ok := read(f2, n); ok {
			return d, true
		}
		if src, ok := paramSourceOf(f, n); ok {
			marks[n] = markedParam{read: read, src: src, unit: unit}
			return paramMark, true
		}
		return 0, false
	}
}

// markedParam is a timeout value held in a parameter: the reader of its
// place's unit and where the value comes from.
type markedParam struct {
	read unitReader
	src  paramSource
	// unit is one unit of the number read (a second, a millisecond), 0
	// for a Go duration: the summaries read a caller's argument so
	// (recordArgParam)
	unit time.Duration
}

// paramSource is the parameter a timeout value comes from: the function
// fn, the parameter's name, its position (optionParam) and the value a
// call that leaves it out gets (def: its default, or the fallback the
// function gives it, tval.Fallback and tval.GuardedFallback).
type paramSource struct {
	fn    *model.Node
	name  string
	index int
	def   *model.Node
	// fallback says def is the function's fallback, not the default as
	// written in the parameter list
	fallback bool
	// prop is, for a fallback of a member of an options parameter
	// (`args.timeoutMs ?? D`), the member: a call whose object leaves it
	// out gets def too (inputfb.OptionalKeys)
	prop string
}

// paramSourceOf finds the parameter value n comes from: a parameter the
// function does not rebind before the use (Lookup finds no other binding:
// `timeout = min(timeout, 25)` is a new value), of the function around it
// or of one it is nested in (a callback reading the outer function's
// `timeoutMs`); a parameter whose only rebinding is the fallback of a
// value left out (`if timeout is None: timeout = DEFAULT_TIMEOUT`); the
// fallback written at the use (`timeout or 300`, `opts.timeoutMs ??
// 60_000`, the parameter or a member of it) or in a local bound once to
// it (`const ms = options.timeout ?? 120_000`). A fallback counts only for
// a parameter whose default leaves it unset (none, None, undefined, or an
// options object whose member falls back).
func paramSourceOf(f *model.File, n *model.Node) (paramSource, bool) {
	u := model.Unwrap(n)
	if u == nil {
		return paramSource{}, false
	}
	if a := tval.CastArg(f, u); a != nil { // float(timeout)
		return paramSourceOf(f, a)
	}
	if u.Sym() == model.SymIdentifier && f.Lookup(f.Text(u), u) != nil {
		if v := tval.HeldOnce(f, u); v != nil { // const ms = opts.timeout ?? D
			if _, _, ok := tval.Fallback(f, v); ok {
				return paramSourceOf(f, v)
			}
		}
	}
	if l, d, ok := tval.Fallback(f, u); ok {
		l = model.Unwrap(l)
		member, depth, prop := false, 0, ""
		for l != nil && (l.Sym() == model.SymAttribute || l.Sym() == model.SymMemberExpression) {
			if p := l.ChildByFieldName("property"); p != nil && f.Lang.IsJS() {
				prop = f.Text(p)
			}
			l, member, depth = model.Unwrap(l.ChildByFieldName("object")), true, depth+1
		}
		if depth != 1 {
			prop = "" // opts.a.b: not one property of the parameter
		}
		if l == nil || l.Sym() != model.SymIdentifier || model.IsSelfMember(f.Text(l)+".x") || f.Lookup(f.Text(l), l) != nil {
			return paramSource{}, false
		}
		src, ok := plainParam(f, l)
		if !ok || !member && !tval.Absent(f, src.def) {
			return paramSource{}, false
		}
		src.def, src.fallback, src.prop = d, true, prop
		return src, true
	}
	if u.Sym() != model.SymIdentifier && u.Sym() != model.SymShorthandPropertyIdentifier {
		return paramSource{}, false
	}
	if f.Lookup(f.Text(u), u) == nil {
		src, ok := plainParam(f, u)
		if ok && tval.Absent(f, src.def) && u.Sym() == model.SymIdentifier {
			if d := tval.GuardedFallback(f, src.fn, src.name); d != nil { // timeout ??= 120_000
				src.def, src.fallback = d, true
			}
		}
		return src, ok
	}
	// a parameter rebound only by its fallback: if timeout is None: timeout = D
	fn := model.EnclosingFunc(u)
	if fn == nil {
		return paramSource{}, false
	}
	index, def, _, ok := tval.ParamOf(f, fn, f.Text(u))
	if !ok || !tval.Absent(f, def) {
		return paramSource{}, false
	}
	if d := tval.GuardedFallback(f, fn, f.Text(u)); d != nil {
		return paramSource{fn: fn, name: f.Text(u), index: index, def: d, fallback: true}, true
	}
	return paramSource{}, false
}

// plainParam finds the parameter named by id, which no binding of the
// function shadows, in the function around id or the innermost function
// it is nested in that has a parameter so named (optionParam).
func plainParam(f *model.File, id *model.Node) (paramSource, bool) {
	for fn := model.EnclosingFunc(id); fn != nil; fn = model.EnclosingFunc(fn) {
		if index, def, ok := optionParam(f, fn, f.Text(id)); ok {
			return paramSource{fn: fn, name: f.Text(id), index: index, def: def}, true
		}
		if f.Lang == model.LangGo {
			return paramSource{}, false // a Go closure's captured variable may be reassigned; not followed
		}
	}
	return paramSource{}, false
}

// funcName is the name a function is called by: its own, or for an
// arrow function or function expression the variable it is assigned to.
func funcName(f *model.File, fn *model.Node) string {
	if n := fn.ChildByFieldName("name"); n != nil {
		return f.Text(n)
	}
	if p := fn.Parent(); p != nil && p.Sym() == model.SymVariableDeclarator {
		if n := p.ChildByFieldName("name"); n != nil && n.Sym() == model.SymIdentifier {
			return f.Text(n)
		}
	}
	return ""
}

// callSyms are the call nodes paramTimeouts looks at.
var callSyms = model.NewSymBitset(model.SymCall, model.SymCallExpression)

// paramTimeouts judges the timeouts a function sets from its parameters
// at the calls of that function in the same file: the argument a call
// passes (`run(cmd, 300)`, `spawnGitCommand(args, cwd, env,
// GIT_COMMAND_TIMEOUT_MS)`) is the timeout of that call's wait, and when a
// call leaves the parameter out its default is (`def run(cmd, timeout=300)`
// called as `run(cmd)`). The value is read as written timeouts are
// (literals, module constants, environment defaults); a call reached by
// its name alone, `self.`, `this.` or `cls.` (Python and JS), or its name
// or a receiver's method (Go) counts. A call with a splat, or passing a
// value that cannot be read, is not judged.
func paramTimeouts(f *model.File, ps []paramTimeout, judge func(at *model.Node, d time.Duration, kind budget, what string)) {
	if len(ps) == 0 {
		return
	}
	byName := map[string][]paramTimeout{}
	defsDone := map[*model.Node]bool{} // the handlers' defaults judged (handlerParam)
	for _, p := range ps {
		if n := funcName(f, p.fn); n != "" {
			byName[n] = append(byName[n], p)
		}
	}
	f.NodesOf(callSyms, func(call *model.Node) bool {
		callee := model.Callee(call)
		if callee == nil {
			return true
		}
		name, recv := f.Text(callee), ""
		if callee.Sym() != model.SymIdentifier {
			field := callee.ChildByFieldName("attribute")
			if field == nil {
				field = callee.ChildByFieldName("property")
			}
			if field == nil {
				field = callee.ChildByFieldName("field")
			}
			obj := callee.ChildByFieldName("object")
			if obj == nil {
				obj = callee.ChildByFieldName("operand")
			}
			if field == nil || obj == nil {
				return true
			}
			name, recv = f.Text(field), f.Text(obj)
		}
		cands := byName[name]
		if len(cands) == 0 || model.HasSplat(call) {
			return true
		}
		for _, p := range cands {
			method := p.fn.Sym() == model.SymMethodDeclaration || p.fn.Sym() == model.SymMethodDefinition
			_, _, self, _ := tval.ParamOf(f, p.fn, p.name)
			method = method || self
			switch {
			case recv == "" && method && f.Lang != model.LangGo:
				continue
			case recv != "" && !method:
				continue
			case recv != "" && f.Lang != model.LangGo && recv != "self" && recv != "this" && recv != "cls":
				continue
			}
			if model.Contains(p.fn, call) && model.EnclosingFunc(call) == p.fn {
				continue // a recursive call
			}
			var arg *model.Node
			if f.Lang == model.LangPython {
				arg = f.Kwarg(call, p.name)
			}
			if arg == nil {
				arg = model.Arg(call, p.index)
			}
			callName := f.Text(callee) + "()"
			if arg != nil {
				if d, ok := p.unit(f, arg); ok && d > 0 {
					judge(arg, d, p.kind, f.Text(arg)+" passed to "+callName+" as "+p.name+", its "+p.what)
				} else if !ok || d == paramMark {
					handlerParam(f, arg, p, callName, judge, defsDone)
				}
				continue
			}
			if p.def != nil && !p.recorded {
				if d, ok := p.unit(f, p.def); ok && d > 0 {
					judge(call, d, p.kind, callName+"'s "+p.deflt+f.Text(p.def)+", its "+p.what)
				}
			}
		}
		return true
	})
}

// handlerParam judges a timeout a handler passes on from a parameter of
// its own (`def tool(job, timeout: float = 3600.0): return
// _wait(job, timeout=timeout)`): a client that leaves the parameter out, as
// a model calling the tool usually does, has the call wait on its default,
// judged where the default is written. A parameter with no default, or
// one of a function that is not a handler, is not judged here (the calls
// of that function are, through paramTimeouts and the summaries).
func handlerParam(f *model.File, arg *model.Node, p paramTimeout, callName string, judge func(at *model.Node, d time.Duration, kind budget, what string),
	done map[*model.Node]bool) {
	id := model.Unwrap(arg)
	if id == nil || id.Sym() != model.SymIdentifier || f.Lookup(f.Text(id), id) != nil {
		return // not a parameter the function keeps as it came
	}
	fn := model.EnclosingFunc(id)
	if fn == nil || !ownHandler(f, fn, id) {
		return
	}
	_, def, _, ok := tval.ParamOf(f, fn, f.Text(id))
	if !ok || def == nil || done[def] {
		return
	}
	done[def] = true
	if d, ok := p.unit(f, def); ok && d > 0 {
		judge(def, d, p.kind, "the default "+f.Text(id)+"="+f.Text(def)+" of the handler's own parameter, passed to "+callName+" as "+p.name+", its "+p.what)
	}
}

// ownHandler reports whether fn, the function around at, is a handler
// itself, not a function nested in one (whose calls pass its parameters):
// the handler kind is that of at's place, and the place of fn itself (its
// enclosing scope) is no handler.
func ownHandler(f *model.File, fn, at *model.Node) bool {
	return f.HandlerOf(at) != model.NotHandler && f.HandlerOf(fn) == model.NotHandler
}

// optionParam is paramOf for a value a function takes as a parameter or as
// a property of one it destructures (JS/TS): `function run(cmd, { timeout =
// 120_000 } = {})`, or `const { timeout = 180_000 } = options` in the body
// with options a parameter. index is the parameter's position and def the
// default the property takes when the caller's object leaves it out; a
// call that passes the object at all is not judged by def (its object may
// set the property: PassesArg, paramTimeouts), one that leaves it out is.
// A name the function binds again stays unknown.
func optionParam(f *model.File, fn *model.Node, name string) (index int, def *model.Node, ok bool) {
	if index, def, _, ok := tval.ParamOf(f, fn, name); ok {
		return index, def, true
	}
	if !f.Lang.IsJS() {
		return 0, nil, false
	}
	var pat *model.Node // the property's pattern: timeout, or timeout = D
	writes := 0
	model.Walk(fn, func(m *model.Node) bool {
		if m.Sym() == model.SymShorthandPropertyIdentifierPattern && f.Text(m) == name {
			writes++
			pat = m
		} else if m.Sym() == model.SymIdentifier && f.Text(m) == name {
			if w, _ := tval.WriteOf(f, m); w {
				writes++
			}
		}
		return writes < 2
	})
	if writes != 1 || pat == nil {
		return 0, nil, false
	}
	obj := pat.Parent()
	if obj != nil && obj.Sym() != model.SymObjectPattern { // timeout = D: an object assignment pattern
		if l := obj.ChildByFieldName("left"); !tval.Same(l, pat) || obj.ChildByFieldName("right") == nil {
			return 0, nil, false
		}
		def = obj.ChildByFieldName("right")
		obj = obj.Parent()
	}
	if obj == nil || obj.Sym() != model.SymObjectPattern {
		return 0, nil, false
	}
	holder := obj.Parent() // the parameter, or the declaration const { ... } = options
	if holder == nil {
		return 0, nil, false
	}
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		return 0, nil, false
	}
	var pname string
	switch holder.Sym() {
	case model.SymVariableDeclarator:
		v := model.Unwrap(holder.ChildByFieldName("value"))
		if v == nil || v.Sym() != model.SymIdentifier || model.EnclosingFunc(holder) != fn || f.Lookup(f.Text(v), v) != nil {
			return 0, nil, false
		}
		pname = f.Text(v)
		index, _, _, ok = tval.ParamOf(f, fn, pname)
		return index, def, ok
	case model.SymAssignmentPattern, model.SymRequiredParameter, model.SymOptionalParameter:
		if holder.Sym() == model.SymRequiredParameter || holder.Sym() == model.SymOptionalParameter {
			if holder.ChildByFieldName("pattern") == nil || !tval.Same(holder.ChildByFieldName("pattern"), obj) {
				return 0, nil, false
			}
		}
		k := 0
		for i := 0; i < int(params.NamedChildCount()); i++ {
			p := params.NamedChild(i)
			if p.Sym() == model.SymComment {
				continue
			}
			if model.Contains(p, holder) {
				return k, def, true
			}
			if strings.HasPrefix(f.Text(p), "...") { // a rest parameter: later positions are not fixed
				return 0, nil, false
			}
			k++
		}
	}
	return 0, nil, false
}
