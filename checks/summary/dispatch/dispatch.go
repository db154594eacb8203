// Package dispatch reads a dispatch table for the function summaries: a call
// of a local that a function binds to an entry of a table of functions
// (`const handler = operationHandlers[args.operation]; return await
// handler(args)` with `const operationHandlers = { create: handleCreate,
// update: handleUpdate }`; Python `handler = TOOL_HANDLERS.get(name)` with
// `TOOL_HANDLERS = {"list": list_items, "get": get_item}`) runs one of the
// table's functions, which one the key decides at run time. RC402 takes the
// errors of every function of the table for a leak whose try block makes the
// call, as it takes those of every call of a try block: a central tool
// dispatcher that catches every tool's error and sends its text
// (pubnub-mcp-server's manageIlluminateHandler, blind-set row
// illuminate/handlers.ts:1029) leaks what any of its tools' errors carry.
// A table with a value that is not a bare function name (a lambda, a call,
// an attribute) is not read: what the call runs is then unknown, as before.
package dispatch

import (
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/offload"
	"github.com/resilience-check/resilience-check/checks/model"
)

// MaxEntries bounds the functions read from one table.
const MaxEntries = 64

// Alts returns the names of the functions that a call whose callee is
// identifier callee of file f may run, when callee names a local bound to an
// entry of a dict or object literal of bare function names (`T[key]`,
// `T.get(key)`, `T.get(key, default)`, through await), with at least two
// entries; nil otherwise. A Python thread offload the function awaits
// (Offloaded) runs the one function it is handed; a call that hands a
// function to a helper of the repository gets it marked (handed, Runs).
func Alts(f *model.File, callee *model.Node) []string {
	if fn := Offloaded(f, callee); fn != "" {
		return []string{fn}
	}
	if t := table(f, callee); t != nil {
		return t
	}
	if h := handed(f, callee); h != "" {
		return []string{h} // a helper's offload, if its callee is one (Runs)
	}
	return nil
}

// table is Alts for a local bound to an entry of a dispatch table.
func table(f *model.File, callee *model.Node) []string {
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return nil
	}
	v := model.Unwrap(f.Lookup(f.Text(callee), callee))
	if v == nil {
		return nil
	}
	var table *model.Node
	switch v.Sym() {
	case model.SymSubscript: // Python T[key]
		table = v.ChildByFieldName("value")
	case model.SymSubscriptExpression: // JS T[key]
		table = v.ChildByFieldName("object")
	case model.SymCall: // Python T.get(key)
		fn := v.ChildByFieldName("function")
		if fn != nil && fn.Sym() == model.SymAttribute && f.Text(fn.ChildByFieldName("attribute")) == "get" {
			table = fn.ChildByFieldName("object")
		}
	}
	if table == nil || table.Sym() != model.SymIdentifier {
		return nil
	}
	lit := model.Unwrap(f.Lookup(f.Text(table), table))
	if lit == nil || lit.Sym() != model.SymDictionary && lit.Sym() != model.SymObject {
		return nil
	}
	var out []string
	for i := 0; i < int(lit.NamedChildCount()); i++ {
		e := lit.NamedChild(i)
		switch e.Sym() {
		case model.SymComment:
			continue
		case model.SymShorthandPropertyIdentifier: // { handleCreate }
			out = append(out, f.Text(e))
			continue
		case model.SymPair:
			if val := e.ChildByFieldName("value"); val != nil && val.Sym() == model.SymIdentifier {
				out = append(out, f.Text(val))
				continue
			}
		}
		return nil
	}
	if len(out) < 2 || len(out) > MaxEntries {
		return nil
	}
	return out
}

// offloads are the Python calls that run a function handed to them in a
// worker thread and, awaited, return (or raise) what it returns (or
// raises), with the index of the function among their arguments:
// asyncio.to_thread(func, /, *args, **kwargs)
// (https://docs.python.org/3/library/asyncio-task.html#asyncio.to_thread),
// loop.run_in_executor(executor, func, *args)
// (https://docs.python.org/3/library/asyncio-eventloop.html#asyncio.loop.run_in_executor),
// anyio.to_thread.run_sync(func, *args)
// (https://anyio.readthedocs.io/en/stable/api.html#anyio.to_thread.run_sync).
var offloads = map[string]int{"asyncio.to_thread": 0, "anyio.to_thread.run_sync": 0, "run_in_executor": 1}

// Offloaded returns the name of the function that a Python call whose
// callee is callee runs in a worker thread, when the call is awaited
// directly (`await asyncio.to_thread(_blocking, host)`, `await
// loop.run_in_executor(None, _blocking, host)`) and hands a bare name: the
// awaiting function waits for it as for a call of it (its timeouts, its
// errors). An offload under asyncio.wait_for (bounded by its own timeout),
// not awaited (a task), or handed a lambda, a partial or any other
// expression gives "". A bound method (`self._query`, boundMethod) is
// returned as its text.
func Offloaded(f *model.File, callee *model.Node) string {
	if f.Lang != model.LangPython || callee == nil || callee.Sym() != model.SymAttribute {
		return ""
	}
	call := callee.Parent()
	if call == nil || call.Sym() != model.SymCall || call.Parent() == nil || call.Parent().Sym() != model.SymAwait {
		return ""
	}
	name := f.Text(callee)
	i, ok := offloads[name]
	if !ok {
		i, ok = offloads[f.Text(callee.ChildByFieldName("attribute"))]
		if !ok || i != 1 {
			return ""
		}
	}
	args := model.Args(call)
	if args == nil {
		return ""
	}
	var pos []*model.Node
	for j := 0; j < int(args.NamedChildCount()); j++ {
		if a := args.NamedChild(j); a.Sym() != model.SymComment && a.Sym() != model.SymKeywordArgument {
			pos = append(pos, a)
		}
	}
	if i >= len(pos) || (pos[i].Sym() != model.SymIdentifier && !boundMethod(f, pos[i])) {
		return ""
	}
	return f.Text(pos[i])
}

// boundMethod reports whether Python expression n is a bound method named
// through a chain of plain names, `self._execute`, `client.call` or
// `self.data_client.execute_statement` (at most three parts): the function
// summaries resolve it as they resolve a call of the same text
// (summary.Program.callTargets), so `await asyncio.to_thread(self._query,
// sql)` runs self._query as `self._query(sql)` would.
func boundMethod(f *model.File, n *model.Node) bool {
	parts := 1
	for n.Sym() == model.SymAttribute {
		if a := n.ChildByFieldName("attribute"); a == nil || a.Sym() != model.SymIdentifier {
			return false
		}
		parts++
		n = n.ChildByFieldName("object")
		if n == nil {
			return false
		}
	}
	return parts >= 2 && parts <= 3 && n.Sym() == model.SymIdentifier
}

// Handed marks an entry of Call.Alts that names the function a Python call
// hands its callee first (`await _run_sync(client.get_projects)`, `await
// run_sync_limited(self.client.create_ticket, summary)`): the call runs it
// only when its callee, resolved across files, hands that parameter to a
// thread runner (Func.Offloads, offload.Param); Runs decides.
const Handed = "~"

// handed is the marked entry (Handed) for a Python call whose callee is a
// plain name or a bound method (no thread runner itself: Offloaded's) and
// whose first positional argument is a bare name or a bound method (of at
// most three parts, boundMethod); "" otherwise.
func handed(f *model.File, callee *model.Node) string {
	if f.Lang != model.LangPython || callee == nil || callee.Sym() != model.SymIdentifier && !boundMethod(f, callee) {
		return ""
	}
	call := callee.Parent()
	if call == nil || call.Sym() != model.SymCall {
		return ""
	}
	args := model.Args(call)
	for j := 0; args != nil && j < int(args.NamedChildCount()); j++ {
		switch a := args.NamedChild(j); a.Sym() {
		case model.SymComment:
			continue
		case model.SymIdentifier:
			return Handed + f.Text(a)
		default:
			if a.Sym() == model.SymAttribute && boundMethod(f, a) {
				return Handed + f.Text(a)
			}
			return ""
		}
	}
	return ""
}

// Offloads is Func.Offloads of Python function n: 1 + the index of the
// parameter it hands to a thread runner (offload.Param), 0 for none.
func Offloads(f *model.File, n *model.Node) int {
	if f.Lang != model.LangPython {
		return 0
	}
	return offload.Param(f, n) + 1
}

// Runs returns the entries of a call's Alts to resolve: when its callee
// offloads its first parameter (a helper whose Func.Offloads is 1: the
// one handed marks) only the Handed one,
// unmarked; otherwise those not marked Handed (a call of an unresolved or
// other callee does not run what it is handed). Nil when none is left.
func Runs(alts []string, offloads bool) []string {
	var out []string
	for _, a := range alts {
		if h, ok := strings.CutPrefix(a, Handed); ok == offloads {
			out = append(out, h)
		}
	}
	return out
}

// Poly returns the names of the classes whose instances a Python call
// whose callee is callee may run a method of, when it calls a method of a
// local that a dispatcher looks up by name, not awaited: `x.m(...)` where x
// is bound in the function to `T[key]`, `T.get(key)` or a call of a bare
// function name (`tool_handler = get_tool_handler(name)`;
// `tool_handler.run_tool(arguments)` in mcp-obsidian's call_tool), and the
// file shows what the table holds (Held): T a dict or list literal whose
// values are instances or classes (`{"a": tools.A(), "b": B}`), or a table
// filled by registration (`T[h.name] = h` in a function the file calls with
// `tools.A()`), or the bare function returning such an entry or instance.
// The summaries then resolve x.m to the overrides of m among those classes
// (subimpl.Index.Family, subimpl.Among). A dict of dicts (`section =
// cache[name]; section.update(extra)`), a function that returns a dict
// (`cfg = load_config(n); cfg.update()`) or a table of threads (`t =
// WORKERS.get(n); t.run()`) holds no class of the repository's family: nil.
// A receiver bound by anything else (an instance, a parameter, an
// attribute) is resolved, or not, as before.
func Poly(f *model.File, callee *model.Node) []string {
	if f.Lang != model.LangPython || callee == nil || callee.Sym() != model.SymAttribute {
		return nil
	}
	if call := callee.Parent(); call == nil || call.Sym() != model.SymCall || call.Parent() != nil && call.Parent().Sym() == model.SymAwait {
		return nil
	}
	obj := callee.ChildByFieldName("object")
	if obj == nil || obj.Sym() != model.SymIdentifier || f.Text(obj) == "self" || f.Text(obj) == "cls" {
		return nil
	}
	v := model.Unwrap(f.Lookup(f.Text(obj), obj))
	if v == nil || v == obj || model.EnclosingFunc(v) == nil || model.EnclosingFunc(v) != model.EnclosingFunc(callee) {
		return nil
	}
	return entry(f, v)
}

// heldKey is the fact of Poly's answers per table literal and per function
// of a Python file, sorted and without repeats (read-only once stored; an
// answer being computed is nil, which ends a cycle of tables and functions).
var heldKey = model.NewFactKey[map[heldAt][]string]("dispatch.held")

// heldAt names a table literal bound to Name, or a function (Name "").
type heldAt struct {
	Name string
	At   uint32
}

// memoHeld returns of(), computed once per file and k, sorted and compact.
func memoHeld(f *model.File, k heldAt, of func() []string) []string {
	m := model.Fact(f, heldKey, func(*model.File) map[heldAt][]string { return map[heldAt][]string{} })
	if v, ok := m[k]; ok {
		return v
	}
	m[k] = nil
	v := of()
	slices.Sort(v)
	v = slices.Compact(v)
	m[k] = v
	return v
}

// entry is Poly's classes for an expression that gives an entry of a table
// (`T[key]`, `T.get(key)`) or a call of a bare function of the file.
func entry(f *model.File, v *model.Node) []string {
	if v == nil {
		return nil
	}
	switch v.Sym() {
	case model.SymSubscript:
		return Held(f, v.ChildByFieldName("value"))
	case model.SymCall:
		fn := v.ChildByFieldName("function")
		if fn != nil && fn.Sym() == model.SymAttribute && f.Text(fn.ChildByFieldName("attribute")) == "get" {
			return Held(f, fn.ChildByFieldName("object"))
		}
		if fn == nil || fn.Sym() != model.SymIdentifier {
			return nil
		}
		def := f.LocalFunc(fn)
		if def == nil || def.Sym() != model.SymFunctionDefinition || model.Ancestor(def, model.SymClassDefinition) != nil {
			return nil
		}
		return memoHeld(f, heldAt{"", def.StartByte()}, func() []string {
			var out []string
			f.NodesIn(def, model.NewSymBitset(model.SymReturnStatement), func(r *model.Node) bool {
				if r.NamedChildCount() > 0 && model.EnclosingFunc(r) == def {
					e := model.Unwrap(r.NamedChild(0))
					if c := className(f, e); c != "" {
						out = append(out, c)
					} else {
						out = append(out, entry(f, e)...)
					}
				}
				return true
			})
			return out
		})
	}
	return nil
}

// Held returns the classes a Python table named by expression t holds as
// the file shows them (Poly), sorted: the instances or classes among the
// values of the dict or list literal t is bound to, or, for a table filled
// later (`T = {}`), those of the values stored into it (`T[k] =
// tools.A()`), a stored parameter taking the instances the file hands the
// function that stores it (`add_tool_handler(tools.A())`).
func Held(f *model.File, t *model.Node) []string {
	if t == nil || t.Sym() != model.SymIdentifier {
		return nil
	}
	name := f.Text(t)
	lit := model.Unwrap(f.Lookup(name, t))
	if lit == nil {
		return nil
	}
	switch lit.Sym() {
	case model.SymCall:
		return entry(f, lit)
	case model.SymDictionary, model.SymList:
	default:
		return nil
	}
	return memoHeld(f, heldAt{name, lit.StartByte()}, func() []string {
		var out []string
		for i := 0; i < int(lit.NamedChildCount()); i++ {
			e := lit.NamedChild(i)
			if e.Sym() == model.SymPair {
				e = e.ChildByFieldName("value")
			}
			if c := className(f, model.Unwrap(e)); c != "" {
				out = append(out, c)
			}
		}
		if lit.NamedChildCount() > 0 {
			return out
		}
		for _, a := range model.Fact(f, storesKey, stores)[name] { // registrations: T[k] = v
			r := model.Unwrap(a.ChildByFieldName("right"))
			if c := className(f, r); c != "" {
				out = append(out, c)
			} else if r != nil && r.Sym() == model.SymIdentifier {
				out = append(out, handedTo(f, a, f.Text(r))...)
			}
		}
		return out
	})
}

// handedTo returns the classes of the instances that the file's calls of
// the function enclosing statement a hand for its parameter named param.
func handedTo(f *model.File, a *model.Node, param string) []string {
	def := model.EnclosingFunc(a)
	if def == nil || def.Sym() != model.SymFunctionDefinition {
		return nil
	}
	ps := def.ChildByFieldName("parameters")
	idx := -1
	for i, k := 0, 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		if p.Sym() == model.SymComment {
			continue
		}
		if n := p.ChildByFieldName("name"); f.Text(p) == param || n != nil && f.Text(n) == param || p.NamedChildCount() > 0 && f.Text(p.NamedChild(0)) == param {
			idx = k
		}
		k++
	}
	name := f.Text(def.ChildByFieldName("name"))
	if idx < 0 || name == "" {
		return nil
	}
	var out []string
	for _, c := range model.Fact(f, callsKey, calls)[name] {
		args := model.Args(c)
		for j, k := 0, 0; args != nil && j < int(args.NamedChildCount()); j++ {
			a := args.NamedChild(j)
			if a.Sym() == model.SymComment || a.Sym() == model.SymKeywordArgument {
				continue
			}
			if k == idx {
				if cl := className(f, model.Unwrap(a)); cl != "" {
					out = append(out, cl)
				}
			}
			k++
		}
	}
	return out
}

// storesKey is the fact of a Python file's stores into a table by key:
// table name -> the assignments `T[k] = v`, in document order (Held).
var storesKey = model.NewFactKey[map[string][]*model.Node]("dispatch.stores")

func stores(f *model.File) map[string][]*model.Node {
	out := map[string][]*model.Node{}
	f.NodesOf(model.NewSymBitset(model.SymAssignment), func(a *model.Node) bool {
		if l := a.ChildByFieldName("left"); l != nil && l.Sym() == model.SymSubscript {
			if t := l.ChildByFieldName("value"); t != nil && t.Sym() == model.SymIdentifier {
				out[f.Text(t)] = append(out[f.Text(t)], a)
			}
		}
		return true
	})
	return out
}

// callsKey is the fact of a Python file's calls of bare names: name -> the
// calls, in document order (handedTo).
var callsKey = model.NewFactKey[map[string][]*model.Node]("dispatch.calls")

func calls(f *model.File) map[string][]*model.Node {
	out := map[string][]*model.Node{}
	f.NodesOf(model.NewSymBitset(model.SymCall), func(c *model.Node) bool {
		if fn := c.ChildByFieldName("function"); fn != nil && fn.Sym() == model.SymIdentifier {
			out[f.Text(fn)] = append(out[f.Text(fn)], c)
		}
		return true
	})
	return out
}

// className is the last segment of the class that Python expression e
// builds or names (`tools.ListFilesHandler(...)`, `Handler()`,
// `Handler`): a name that starts with an upper-case letter; "" otherwise.
func className(f *model.File, e *model.Node) string {
	if e == nil {
		return ""
	}
	if e.Sym() == model.SymCall {
		e = e.ChildByFieldName("function")
	}
	if e == nil || e.Sym() != model.SymIdentifier && e.Sym() != model.SymAttribute {
		return ""
	}
	s := f.Text(e)
	s = s[strings.LastIndexByte(s, '.')+1:]
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return ""
	}
	return s
}
