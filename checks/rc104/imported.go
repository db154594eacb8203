package rc104

import (
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// This file reads a Python or JavaScript timeout whose value is a
// constant another module of the repository defines and the file imports
// (`from .config import DEFAULT_TIMEOUT` then `subprocess.run(cmd,
// timeout=DEFAULT_TIMEOUT)`; `import { API_TIMEOUT_MS } from './const.js'`
// then `AbortSignal.timeout(API_TIMEOUT_MS)`): as a constant of the file's
// own module is judged by its value (tval.Product), so is one imported
// from another, which the function summaries read from the module that
// defines it (xfacts.Facts.NumConsts, summary.Program.importedConst), the
// way they read a Go constant of another file of the package
// (pendingConst). An import that does not resolve in the repository, or a
// name its module binds to no one number, stays unknown.

// recordNumConsts keeps the Python or JavaScript module's top-level
// constants that hold one number (moduleNumbers) for the summaries.
func recordNumConsts(f *model.File) {
	if f.Lang != model.LangPython && !f.Lang.IsJS() {
		return
	}
	nums := moduleNumbers(f)
	read := func(n *model.Node) (float64, bool) { return tval.Product(f, n) }
	for _, m := range []map[string]float64{tval.ModuleFields(f, read), tval.ModuleObjectPaths(f, read)} {
		for k, v := range m {
			if nums == nil {
				nums = map[string]float64{}
			}
			// "Class.field", "instance.field": a configuration object's
			// (tval.FieldConst); "config.search.timeout": a constant
			// object's property (tval.ObjectPathConst)
			nums[k] = v
			if head, _, _ := strings.Cut(k, "."); !hasKey(nums, head) {
				nums[head] = 0 // the module defines head (summary.Program.defines), a name of no one number
			}
		}
	}
	xfacts.Of(f).NumConsts = nums
	xfacts.Of(f).NumConstAt = numConstSites(f, nums)
}

// moduleNumbers returns the names the module of file f binds once, at its
// top level, to a value tval.Product reads as one number: Python `NAME =
// 300` (also `NAME: int = 300`, `NAME = int(os.environ.get("X", "300"))`),
// JavaScript and TypeScript `const NAME = 120_000` (also exported). A name
// bound twice at the top, or a JavaScript `let` or `var`, is left out: its
// value is not one number.
func moduleNumbers(f *model.File) map[string]float64 {
	out, _ := moduleNumberNodes(f)
	return out
}

// moduleNumberNodes is moduleNumbers with the value node of each name.
func moduleNumberNodes(f *model.File) (map[string]float64, map[string]*model.Node) {
	vals := map[string]*model.Node{}
	count := map[string]int{}
	add := func(name, value *model.Node) {
		if name == nil || name.Sym() != model.SymIdentifier {
			return
		}
		count[f.Text(name)]++
		if value != nil {
			vals[f.Text(name)] = value
		}
	}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		n := f.Root.NamedChild(i)
		switch {
		case f.Lang == model.LangPython && n.Sym() == model.SymExpressionStatement && n.NamedChildCount() == 1:
			if a := n.NamedChild(0); a.Sym() == model.SymAssignment {
				add(a.ChildByFieldName("left"), a.ChildByFieldName("right"))
			}
		case f.Lang.IsJS():
			if n.Sym() == syntax.SymExportStatement {
				if d := n.ChildByFieldName("declaration"); d != nil {
					n = d
				}
			}
			if n.Sym() != model.SymLexicalDeclaration || n.ChildCount() == 0 || f.Text(n.Child(0)) != "const" {
				continue
			}
			for j := 0; j < int(n.NamedChildCount()); j++ {
				if d := n.NamedChild(j); d.Sym() == model.SymVariableDeclarator {
					add(d.ChildByFieldName("name"), d.ChildByFieldName("value"))
				}
			}
		}
	}
	var out map[string]float64
	for name, v := range vals {
		if count[name] != 1 {
			continue
		}
		if x, ok := tval.Product(f, v); ok && x > 0 {
			if out == nil {
				out = map[string]float64{}
			}
			out[name] = x
		}
	}
	return out, vals
}

// pendingImport records a Python or JavaScript timeout outside any handler
// whose value at is a name the file imports and binds nowhere itself (no
// variable, no parameter of a function around it): the summaries read its
// number from the module that defines it, in unit (time.Second for Python,
// time.Millisecond for JavaScript) unless the name says a smaller one
// (nameUnit: Playwright's Python `timeout=NAVIGATION_TIMEOUT_MS` is in
// milliseconds; a JavaScript name in seconds stays unknown, since reading
// it in the place's milliseconds or its own seconds may differ a
// thousandfold), and judge it at the handlers' calls as any timeout of a
// helper. Inside a handler, or waiting for a person, it is not recorded (it
// stays unknown).
func pendingImport(f *model.File, at *model.Node, kind budget, what string, unit time.Duration) {
	id := model.Unwrap(at)
	if id != nil && (id.Sym() == model.SymAttribute || id.Sym() == model.SymMemberExpression) && f.HandlerOf(at) == model.NotHandler && !waitsForPerson(f, at) {
		// config.timeout with the class or instance imported: "ServerConfig.timeout";
		// JavaScript's config.search.timeout with config an imported constant object
		c := tval.FieldConst(f, id)
		if c == "" {
			c = tval.ObjectPathConst(f, id)
		}
		if c != "" {
			if u, ok := nameUnit(c[strings.LastIndexByte(c, '.')+1:]); ok {
				if u > unit {
					return
				}
				unit = u
			}
			diagPending(f, at)
			x := xfacts.Of(f)
			x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Kind: int(kind), What: what, Off: int(at.StartByte()), Const: c, Unit: unit})
		}
		return
	}
	if id == nil || id.Sym() != model.SymIdentifier || f.HandlerOf(at) != model.NotHandler || waitsForPerson(f, at) {
		return
	}
	name := f.Text(id)
	if _, ok := f.Imports()[name]; !ok || f.Lookup(name, id) != nil {
		return
	}
	for fn := model.EnclosingFunc(id); fn != nil; fn = model.EnclosingFunc(fn) {
		if _, _, _, ok := tval.ParamOf(f, fn, name); ok {
			return
		}
	}
	if u, ok := nameUnit(name); ok {
		if u > unit {
			return // JavaScript's `timeout: WAIT_SECONDS`: seconds where milliseconds go, or a library's own unit; unknown
		}
		unit = u
	}
	diagPending(f, at)
	x := xfacts.Of(f)
	x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Kind: int(kind), What: what, Off: int(at.StartByte()), Const: name, Unit: unit})
}

// pendingParamImport records, for the summaries, a timeout outside any
// handler held in a parameter whose fallback (def) is a constant the file
// imports (`if timeout is None: timeout = DEFAULT_TIMEOUT` with
// DEFAULT_TIMEOUT from .config): a handler's call that leaves parameter
// param (1-based, name) out waits on that constant's value, read from the
// module that defines it as pendingImport's are. It reports whether it
// recorded the timeout (Python and JavaScript; a name the file binds
// itself, or that states a unit other than its place's, is not).
func pendingParamImport(f *model.File, at, def *model.Node, kind budget, what string, param int, name string) bool {
	id := model.Unwrap(def)
	unit := time.Second
	if f.Lang.IsJS() {
		unit = time.Millisecond
	} else if f.Lang != model.LangPython {
		return false
	}
	if id == nil || id.Sym() != model.SymIdentifier {
		return false
	}
	c := f.Text(id)
	if _, ok := f.Imports()[c]; !ok || f.Lookup(c, id) != nil {
		return false
	}
	if u, ok := nameUnit(c); ok {
		if u > unit {
			return false
		}
		unit = u
	}
	diagPending(f, at)
	x := xfacts.Of(f)
	x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Kind: int(kind), What: what, Off: int(at.StartByte()), Const: c, Unit: unit,
		Param: param, ParamName: name})
	return true
}

// nameUnit returns the unit a constant's name states by its last word
// (`NAVIGATION_TIMEOUT_MS`, `API_TIMEOUT_MSEC`, `timeoutMillis`: a
// millisecond; `QUERY_TIMEOUT_SECONDS`, `TIMEOUT_SEC`, `timeoutSecs`: a
// second); ok is false when it states none.
func nameUnit(name string) (time.Duration, bool) {
	ends := func(s string) bool { // NAME_MS, name_ms, or camelCase nameMs
		if strings.HasSuffix(strings.ToLower(name), "_"+s) {
			return true
		}
		camel := strings.ToUpper(s[:1]) + s[1:]
		i := len(name) - len(camel)
		return i > 0 && name[i:] == camel && name[i-1] >= 'a' && name[i-1] <= 'z'
	}
	for _, s := range []string{"ms", "msec", "msecs", "millis", "milliseconds"} {
		if ends(s) {
			return time.Millisecond, true
		}
	}
	for _, s := range []string{"s", "sec", "secs", "seconds"} {
		if ends(s) {
			return time.Second, true
		}
	}
	return 0, false
}

// localWaits are the Python calls whose timeout bounds a wait of the
// process itself, never an operation of the remote side: a child process
// (subprocess.run's timeout, https://docs.python.org/3/library/subprocess.html#subprocess.run)
// and an awaited coroutine (asyncio.wait_for, asyncio.timeout).
var localWaits = map[string]bool{"subprocess.run": true, "subprocess.call": true, "subprocess.check_call": true,
	"subprocess.check_output": true, "asyncio.wait_for": true, "asyncio.timeout": true}

// localWait reports whether the timeout value at is an argument of a call
// of localWaits: a handler's parameter there is the handler's own wait,
// judged by its default, where one passed straight to a library call may
// be the remote operation's own (Proxmox's shutdown timeout) and is not.
func localWait(f *model.File, at *model.Node) bool {
	if f.Lang != model.LangPython {
		return false
	}
	for p := at.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymCall:
			return localWaits[model.CalleeName(f, p)]
		case model.SymKeywordArgument, model.SymArgumentList, model.SymParenthesizedExpression:
		default:
			return false
		}
	}
	return false
}

// hasKey reports whether m holds key k.
func hasKey(m map[string]float64, k string) bool {
	_, ok := m[k]
	return ok
}
