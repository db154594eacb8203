// Package callfx holds what the function summaries (package
// checks/summary) read of one call's syntax: whether it blocks the thread
// and whether a Go outbound call carries its function's context.
package callfx

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/jssync"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// blockingPy are the Python calls that block the calling thread (sync
// process, sleep, sync HTTP): the same facts as RC201's own list.
var blockingPy = map[string]string{
	"subprocess.run": "process", "subprocess.call": "process", "subprocess.check_call": "process",
	"subprocess.check_output": "process", "subprocess.getoutput": "process", "subprocess.getstatusoutput": "process",
	"os.system": "process", "time.sleep": "sleep",
	"urllib.request.urlopen": "http", "socket.create_connection": "socket",
}

// Blocking reports whether call n of file f (canonical callee q, as
// model.ImportedName gives it) blocks the thread: a sync process call, a
// sleep, sync HTTP or socket I/O in Python (blockingPy, model.PyRequestsFuncs,
// and every blocking function of the library rows, model.PyBlockingFuncs:
// DNS lookups, httpx's functions, the sync database drivers' connect),
// a sync child_process or fs call or a known sync-suffixed module function
// in JS/TS (jssync.SyncSuffixed). Same facts as RC201's own list.
func Blocking(f *model.File, n *model.Node, q string) bool {
	if q == "" {
		return false
	}
	if f.Lang == model.LangPython {
		if k, ok := blockingPy[q]; ok {
			if k == "sleep" {
				if a := model.Arg(n, 0); a != nil && (f.Text(a) == "0" || f.Text(a) == "0.0") {
					return false
				}
			}
			return true
		}
		if kind, ok := model.PyBlockingFuncs[q]; ok && !model.Shadowed(f, model.Callee(n)) {
			// every blocking function of the library rows, as RC201 reads them in
			// the file: DNS lookups (socket.gethostbyname), httpx's module
			// functions, the sync database drivers' connect, os.wait*, ...
			switch {
			case kind == model.BlockWait && strings.Contains(f.Text(model.Args(n)), "WNOHANG"):
				return false // a non-blocking poll
			case kind == model.BlockSleep:
				if a := model.Arg(n, 0); a != nil && (f.Text(a) == "0" || f.Text(a) == "0.0") {
					return false
				}
			}
			return true
		}
		return model.PyRequestsFuncs[q]
	}
	if !f.Lang.IsJS() {
		return false
	}
	i := strings.LastIndex(q, ".")
	if i < 0 {
		return false
	}
	mod, name := q[:i], q[i+1:]
	switch mod {
	case "child_process":
		return name == "execSync" || name == "execFileSync" || name == "spawnSync"
	case "fs", "fs-extra", "graceful-fs":
		return strings.HasSuffix(name, "Sync") && len(name) > 4
	}
	return jssync.SyncSuffixed(mod, name)
}

// CarriesCtx reports whether Go call n (callee callee), an outbound call RC101
// reported in a function with positional parameters params whose
// context.Context parameter is params[ctx-1] (ctx 0: none), carries that
// parameter: the parameter is one
// of its arguments, or the call is a Do(req) in a function that builds a
// request with that context (http.NewRequestWithContext(ctx, ...),
// req.WithContext(ctx)). Its bound is then the callers' context, as the Go
// documentation of net/http and context intends, not the client's.
func CarriesCtx(f *model.File, n, callee *model.Node, params []string, ctx int) bool {
	if f.Lang != model.LangGo || ctx == 0 || ctx > len(params) {
		return false
	}
	name := params[ctx-1]
	if name == "" || name == "_" {
		return false
	}
	if args := model.Args(n); args != nil {
		for i := 0; i < int(args.NamedChildCount()); i++ {
			if f.Text(args.NamedChild(i)) == name {
				return true
			}
		}
	}
	if callee.Sym() != model.SymSelectorExpression || f.Text(callee.ChildByFieldName("field")) != "Do" {
		return false
	}
	body := model.Ancestor(n, model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral)
	if body == nil {
		return false
	}
	text := f.Text(body)
	return strings.Contains(text, "NewRequestWithContext("+name+",") || strings.Contains(text, "WithContext("+name+")")
}

// Mutation is xfacts.Mutation (RC601's reading of call n as a
// non-idempotent mutation), "" when RC601 is not linked.
func Mutation(f *model.File, n *model.Node) string {
	if xfacts.Mutation == nil {
		return ""
	}
	return xfacts.Mutation(f, n)
}
