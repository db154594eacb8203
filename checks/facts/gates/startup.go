package gates

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// Judge answers StartUp for the functions of one file, each judged once.
type Judge struct {
	f     *model.File
	memo  map[*model.Node]bool
	busy  map[*model.Node]bool
	names map[string][]*model.Node // the file's identifiers by name, made on first use

	lifespans map[string]bool             // names passed as lifespan= to an ASGI app (lifespanStart), on first use
	yields    map[*model.Node]*model.Node // a lifespan function's first yield, or nil
}

// NewJudge returns a Judge for file f.
func NewJudge(f *model.File) *Judge {
	return &Judge{f: f, memo: map[*model.Node]bool{}, busy: map[*model.Node]bool{}}
}

// StartUpCall reports whether the call around n (the call or its callee)
// runs once per process, as the module's start-up: it is in a start-up
// function (StartUp) and not in a while loop of it (a loop that polls or
// serves while the server runs). Calls in a function nested in it are
// judged by that function.
func (j *Judge) StartUpCall(n *model.Node) bool {
	fn := model.EnclosingFunc(n)
	if fn != nil && j.lifespanStart(n, fn) {
		return true // before the yield of a FastAPI/Starlette app's lifespan: its start-up
	}
	if fn == nil || !j.StartUp(fn) {
		return false
	}
	for p := n.Parent(); p != nil && p != fn; p = p.Parent() {
		if p.Sym() == model.SymWhileStatement || p.Sym() == model.SymDoStatement {
			return false
		}
	}
	return true
}

// StartUp reports whether function fn runs only as the module's entry code,
// once per process: a module-level immediately invoked function (`(async ()
// => { ... })()`, batch 11: actual-mcp-server's version and git reads before
// it serves), or a named function of the module (not a method, not a
// decorated or registered handler) that the file calls, and only from
//
//   - module-level code (`main()`, `main().catch(...)`, `if __name__ ==
//     "__main__": main()`, `if (isEntrypoint) main()`, a module-level
//     `(async () => { await main(); })()`),
//   - the coroutine given to an event loop's runner (`asyncio.run(main())`,
//     `anyio.run(main)`, `loop.run_until_complete(serve())`: asyncio.run
//     cannot be called while a loop runs in the thread, so its coroutine is
//     the program's, or a worker thread's, top level), or
//   - another start-up function, outside its while loops.
//
// Such a function reads its configuration, checks the connection and starts
// the server; what it blocks on delays the start, not a request (RC201
// leaves it alone as it leaves scripts). A function the file never calls,
// or also references otherwise (passes as a callback, registers), is not
// start-up. Only Python and JS/TS are judged.
func (j *Judge) StartUp(fn *model.Node) bool {
	if fn == nil {
		return false
	}
	if v, ok := j.memo[fn]; ok {
		return v
	}
	if j.busy[fn] {
		return false // recursion through the callers: not proven
	}
	j.busy[fn] = true
	v := j.startUp(fn)
	delete(j.busy, fn)
	j.memo[fn] = v
	return v
}

var identSyms = model.NewSymBitset(model.SymIdentifier)

func (j *Judge) startUp(fn *model.Node) bool {
	f := j.f
	if !(f.Lang == model.LangPython || f.Lang.IsJS()) {
		return false
	}
	if iife(fn) && model.EnclosingFunc(fn) == nil {
		// a module-level (async () => { ... })(): the module's entry code itself
		return f.HandlerOf(fn) == model.NotHandler
	}
	if j.nestedRunner(fn) {
		return true // async def run() nested in run_stdio_server, given to anyio.run(run)
	}
	nameNode := funcName(fn)
	if nameNode == nil || f.HandlerOf(nameNode) != model.NotHandler {
		return false
	}
	if j.names == nil {
		j.names = map[string][]*model.Node{}
		f.NodesOf(identSyms, func(id *model.Node) bool {
			j.names[f.Text(id)] = append(j.names[f.Text(id)], id)
			return true
		})
	}
	refs := 0
	for _, id := range j.names[f.Text(nameNode)] {
		if model.SameSpan(id, nameNode) || model.Contains(fn, id) {
			continue
		}
		p := id.Parent()
		switch {
		case p == nil:
			return false
		case p.Sym() == syntax.SymExportSpecifier || p.Sym() == model.SymImportSpecifier || p.Sym() == model.SymAliasedImport ||
			p.Sym() == model.SymDottedName && p.Parent() != nil && p.Parent().Sym() == model.SymImportFromStatement:
			continue
		case (p.Sym() == model.SymCall || p.Sym() == model.SymCallExpression) && model.SameSpan(model.Callee(p), id):
			if !j.runnerArg(p) && !j.entryCall(p) {
				return false
			}
		case !j.runnerArg(id): // anyio.run(main) is entry code; another use is not
			return false
		}
		refs++
	}
	return refs > 0
}

// entryCall reports whether call runs as entry code: at module level, in a
// module-level immediately invoked function, or in a start-up function
// outside its while loops.
func (j *Judge) entryCall(call *model.Node) bool {
	outer := model.EnclosingFunc(call)
	if outer == nil {
		return true
	}
	if iife(outer) && model.EnclosingFunc(outer) == nil {
		return true
	}
	return j.StartUpCall(call)
}

// iife reports whether function expression fn is called where it is
// written: (async () => { ... })().
func iife(fn *model.Node) bool {
	p := fn.Parent()
	for p != nil && p.Sym() == model.SymParenthesizedExpression {
		p = p.Parent()
	}
	return p != nil && p.Sym() == model.SymCallExpression && model.Contains(model.Callee(p), fn)
}

// runners are the functions that run a coroutine as the top level of an
// event loop.
var runners = map[string]bool{
	"asyncio.run": true, "anyio.run": true, "trio.run": true, "uvloop.run": true,
}

// runnerArg reports whether n (a call of the function, or its name) is the
// first argument of an event loop's runner: asyncio.run(main()),
// anyio.run(main), loop.run_until_complete(main()).
func (j *Judge) runnerArg(n *model.Node) bool {
	f := j.f
	args := n.Parent()
	if args == nil || (args.Sym() != model.SymArgumentList && args.Sym() != model.SymArguments) ||
		args.NamedChildCount() == 0 || !model.SameSpan(args.NamedChild(0), n) {
		return false
	}
	call := args.Parent()
	if call == nil || call.Sym() != model.SymCall {
		return false
	}
	callee := model.Callee(call)
	if runners[model.ImportedName(f, callee)] {
		return true
	}
	if callee != nil && callee.Sym() == model.SymAttribute {
		return f.Text(callee.ChildByFieldName("attribute")) == "run_until_complete"
	}
	return false
}

// funcName returns the name node of fn when it is a named function of the
// module: a function declaration or definition at module level (not a
// method, not decorated), or a function expression bound to a module-level
// variable (const main = async () => {...}); nil otherwise.
func funcName(fn *model.Node) *model.Node {
	if model.EnclosingFunc(fn) != nil {
		return nil
	}
	switch fn.Sym() {
	case model.SymFunctionDeclaration:
		if model.Ancestor(fn, model.SymClassDeclaration) != nil {
			return nil
		}
		return fn.ChildByFieldName("name")
	case model.SymFunctionDefinition:
		if p := fn.Parent(); p != nil && p.Sym() == model.SymDecoratedDefinition {
			return nil
		}
		if model.Ancestor(fn, model.SymClassDefinition) != nil {
			return nil
		}
		return fn.ChildByFieldName("name")
	case model.SymArrowFunction, model.SymFunctionExpression:
		if d := fn.Parent(); d != nil && d.Sym() == model.SymVariableDeclarator && model.SameSpan(d.ChildByFieldName("value"), fn) {
			if name := d.ChildByFieldName("name"); name != nil && name.Sym() == model.SymIdentifier {
				return name
			}
		}
	}
	return nil
}
