package model

import (
	"strings"

	"github.com/resilience-check/resilience-check/libmodels"
)

// ErrorOrigin says where an error value comes from, as far as the file shows.
// The origins from OriginNetwork on carry internal detail in their text: URLs
// and response bodies, SQL and DSNs, file paths, command lines, stack frames.
type ErrorOrigin int

// Error origins, in increasing order of what their text can reveal.
const (
	OriginUnknown    ErrorOrigin = iota // the file does not show it (a call into another module)
	OriginLocal                         // built by the code: errors.New, raise ValueError, validation, JSON encoding
	OriginNetwork                       // an HTTP or network client: requests, httpx, aiohttp, fetch, axios, net/http, grpc
	OriginFilesystem                    // file operations: open, pathlib, os, fs, os.ReadFile
	OriginDatabase                      // a database driver: psycopg, asyncpg, sqlite3, SQLAlchemy, pymongo, pg, mysql2, database/sql, pgx
	OriginSubprocess                    // a child process: subprocess, child_process, os/exec
	OriginStack                         // a stack trace or panic: traceback, err.stack, runtime.Stack, recover()
)

// Internal reports whether an error of this origin can carry internal detail.
func (o ErrorOrigin) Internal() bool { return o >= OriginNetwork }

// String names the origin for messages: "a database driver error".
func (o ErrorOrigin) String() string {
	switch o {
	case OriginLocal:
		return "an error the code built"
	case OriginNetwork:
		return "an HTTP client error"
	case OriginFilesystem:
		return "a filesystem error"
	case OriginDatabase:
		return "a database driver error"
	case OriginSubprocess:
		return "a subprocess error"
	case OriginStack:
		return "a stack trace"
	}
	return "an error of unknown origin"
}

// Module roots (the first segment of an import, or a Go import path prefix)
// whose calls fail with errors of one origin: rows with an errors class that
// name a module (api: module, or a module that is itself the callable), and
// the modules of the generically matched rows (sdks.yml).
var (
	netModules     = originModules(libmodels.OriginNetwork)
	dbModules      = originModules(libmodels.OriginDatabase)
	fsModules      = originModules(libmodels.OriginFilesystem)
	subprocModules = originModules(libmodels.OriginSubprocess)
	// goFSFuncs and pyFSFuncs are file functions of packages that do more.
	goFSFuncs = libs.NameSet(and(gorows(libmodels.Function), originIs(libmodels.OriginFilesystem)))
	pyFSFuncs = libs.NameSet(and(py(libmodels.Function), originIs(libmodels.OriginFilesystem)))
	// localFuncs fail only with errors about the caller's own values.
	localFuncs = libs.NameSet(and(func(r *libmodels.Row) bool { return r.API == libmodels.Function }, originIs(libmodels.OriginLocal),
		func(r *libmodels.Row) bool { return r.Kind == libmodels.Local }))
	// dbMethods are query methods of database handles.
	dbMethods = libs.MethodSet(and(byCode, originIs(libmodels.OriginDatabase), func(r *libmodels.Row) bool {
		return (r.API == libmodels.Type || r.API == libmodels.Constructor) && r.Kind == libmodels.Database
	}))
)

// originIs accepts rows whose errors are of origin o.
func originIs(o libmodels.Origin) func(*libmodels.Row) bool {
	return func(r *libmodels.Row) bool { return r.Errors == o }
}

// originModules returns the modules of every language whose calls fail
// with errors of origin o.
func originModules(o libmodels.Origin) map[string]bool {
	out := map[string]bool{}
	for _, r := range libs.Select(originIs(o)) {
		// a module row, a module that is itself the callable, or any
		// generically matched row (its module's errors are of its class)
		if r.API == libmodels.Module || r.Name == r.Module || r.Matched() == libmodels.ByCall {
			out[r.Module] = true
		}
	}
	return out
}

// moduleOrigin returns the origin of calls into module mod (an import's
// canonical name), by its root.
func moduleOrigin(mod string) ErrorOrigin {
	mod = strings.TrimPrefix(mod, "node:")
	for _, cand := range []string{mod, strings.SplitN(mod, ".", 2)[0], strings.SplitN(mod, "/", 2)[0]} {
		switch {
		case subprocModules[cand]:
			return OriginSubprocess
		case dbModules[cand]:
			return OriginDatabase
		case fsModules[cand]:
			return OriginFilesystem
		case netModules[cand]:
			return OriginNetwork
		}
	}
	for p := range dbModules { // versioned Go paths: github.com/jackc/pgx/v5/pgxpool
		if strings.Contains(p, "/") && strings.HasPrefix(mod, p) {
			return OriginDatabase
		}
	}
	return OriginUnknown
}

// CallOrigin classifies the errors a call can raise or return: by the
// module its callee is imported from, by the value its receiver holds (a
// session, pool, connection or command built in the file), by well-known
// local functions, and for functions the file defines by the calls in their
// bodies (two levels deep). Calls into other modules of the project or into
// SDKs the file cannot see are OriginUnknown.
func (f *File) CallOrigin(call *Node) ErrorOrigin { return f.callOrigin(call, 0) }

func (f *File) callOrigin(call *Node, depth int) ErrorOrigin {
	fn := Callee(call)
	if fn == nil {
		return OriginUnknown
	}
	if _, _, ok := UpstreamCall(f, call); ok {
		return OriginNetwork
	}
	q := ImportedName(f, fn)
	name := f.Text(fn)
	switch {
	case goFSFuncs[q], f.Lang == LangPython && (pyFSFuncs[q] || pyFSFuncs[name] && f.Lookup(name, fn) == nil):
		return OriginFilesystem
	case localFuncs[q], localFuncs[name] && q == "":
		return OriginLocal
	case name == "fetch" && f.Lang.IsJS():
		return OriginNetwork
	}
	if q != "" {
		if mod, ok := f.Imports()[strings.SplitN(strings.ReplaceAll(name, "?.", "."), ".", 2)[0]]; ok {
			if o := moduleOrigin(mod); o != OriginUnknown {
				return o
			}
		}
		if o := moduleOrigin(q); o != OriginUnknown {
			return o
		}
	}
	// A method on a value the file built: conn.fetch(), cmd.Output(), session.get().
	if fn.Sym() == SymAttribute || fn.Sym() == SymMemberExpression || fn.Sym() == SymSelectorExpression {
		obj := fn.ChildByFieldName("object")
		if obj == nil {
			obj = fn.ChildByFieldName("operand")
		}
		method := ""
		if m := fn.ChildByFieldName("attribute"); m != nil {
			method = f.Text(m)
		} else if m := fn.ChildByFieldName("property"); m != nil {
			method = f.Text(m)
		} else if m := fn.ChildByFieldName("field"); m != nil {
			method = f.Text(m)
		}
		if obj != nil && depth < 3 {
			v := Unwrap(obj)
			if v != nil && v.Sym() == SymIdentifier {
				v = Unwrap(f.Resolve(v))
			}
			if v != nil && (v.Sym() == SymCall || v.Sym() == SymCallExpression || v.Sym() == SymAwait || v.Sym() == SymAwaitExpression) {
				if v.Sym() == SymAwait || v.Sym() == SymAwaitExpression {
					v = Unwrap(v.NamedChild(0))
				}
				if v != nil && (v.Sym() == SymCall || v.Sym() == SymCallExpression) {
					if o := f.callOrigin(v, depth+1); o.Internal() {
						return o
					}
				}
			}
		}
		if dbMethods[method] && f.importsAny(OriginDatabase) {
			return OriginDatabase
		}
	}
	if depth < 2 {
		if def := f.localFunc(fn); def != nil {
			return f.bodyOrigin(def.ChildByFieldName("body"), depth+1)
		}
	}
	return OriginUnknown
}

// importsAny reports whether the file imports a module of origin o.
func (f *File) importsAny(o ErrorOrigin) bool {
	for _, mod := range f.Imports() {
		if moduleOrigin(mod) == o {
			return true
		}
	}
	return false
}

// LocalFunc returns the definition of the function a callee names when the
// file defines it (def, function, method, const f = () =>, func), or nil.
func (f *File) LocalFunc(fn *Node) *Node { return f.localFunc(fn) }

// localFunc is LocalFunc; the index of the file's functions is built once.
func (f *File) localFunc(fn *Node) *Node {
	name := f.Text(fn)
	if fn.Sym() == SymAttribute || fn.Sym() == SymMemberExpression { // self.helper(), this.helper()
		if !isSelfMember(name) {
			return nil
		}
		name = name[5:]
	}
	idx, ok := f.facts["localFuncs"].(map[string]*Node)
	if !ok {
		idx = map[string]*Node{}
		f.walkSyms(localFuncSyms, func(n *Node) bool {
			switch n.Sym() {
			case SymFunctionDefinition, SymFunctionDeclaration, SymMethodDefinition, SymMethodDeclaration:
				if nm := n.ChildByFieldName("name"); nm != nil {
					idx[f.Text(nm)] = n
				}
			case SymVariableDeclarator:
				if v := n.ChildByFieldName("value"); v != nil && (v.Sym() == SymArrowFunction || v.Sym() == SymFunctionExpression || v.Sym() == SymFunction) {
					idx[f.Text(n.ChildByFieldName("name"))] = v
				}
			}
			return true
		})
		f.facts["localFuncs"] = idx
	}
	return idx[name]
}

// localFuncSyms are the nodes that declare a function localFunc can find.
var localFuncSyms = NewSymBitset(SymFunctionDefinition, SymFunctionDeclaration, SymMethodDefinition, SymMethodDeclaration, SymVariableDeclarator)

// bodyOrigin combines the origins of the calls in a block (nested function
// definitions skipped): the most revealing internal origin found; else
// OriginUnknown when some call's origin cannot be seen; else OriginLocal.
func (f *File) bodyOrigin(body *Node, depth int) ErrorOrigin {
	return f.bodyOriginBut(body, depth, OriginUnknown)
}

// bodyOriginBut is bodyOrigin for a handler that cannot see errors of origin
// handled: an earlier except clause or an early-returning type guard took
// them, so calls of that origin count as local.
func (f *File) bodyOriginBut(body *Node, depth int, handled ErrorOrigin) ErrorOrigin {
	if body == nil {
		return OriginUnknown
	}
	best, unknown := OriginLocal, false
	f.WalkSyms(body, bodyOriginSyms, func(n *Node) bool {
		switch n.Sym() {
		case SymFunctionDefinition, SymFunctionDeclaration, SymArrowFunction, SymFunctionExpression, SymFuncLiteral, SymLambda, SymClassDefinition:
			return n == body
		case SymCall, SymCallExpression, SymNewExpression:
			o := f.callOrigin(n, depth)
			if handled.Internal() && o == handled {
				o = OriginLocal
			}
			switch {
			case o > best:
				best = o
			case o == OriginUnknown && !f.pureCall(n):
				unknown = true
			}
		case SymRaiseStatement, SymThrowStatement:
			// raise ValueError("...") builds the error here: local.
		}
		return true
	})
	if best.Internal() {
		return best
	}
	if unknown {
		return OriginUnknown
	}
	return OriginLocal
}

// bodyOriginSyms are the nodes bodyOriginBut looks at: nested definitions
// (skipped) and calls.
var bodyOriginSyms = NewSymBitset(SymFunctionDefinition, SymFunctionDeclaration, SymArrowFunction, SymFunctionExpression,
	SymFuncLiteral, SymLambda, SymClassDefinition, SymCall, SymCallExpression, SymNewExpression)

// pureCall reports calls that cannot fail with outside detail: builtins and
// methods on strings, lists and dicts, logging, constructors of exceptions.
func (f *File) pureCall(call *Node) bool {
	fn := Callee(call)
	if fn == nil {
		return false
	}
	name := f.Text(fn)
	last := name[strings.LastIndexAny(name, ".")+1:]
	switch last {
	case "len", "str", "int", "float", "dict", "list", "set", "tuple", "isinstance", "print", "format", "join", "split",
		"strip", "lower", "upper", "replace", "startswith", "endswith", "append", "extend", "get", "items", "keys",
		"values", "push", "map", "filter", "slice", "toString", "trim", "includes", "Sprintf", "Errorf", "New",
		"debug", "info", "warning", "warn", "error", "exception", "log", "Printf", "Println", "Infof", "Errorf_",
		"model_dump", "dumps", "loads", "parse", "stringify", "now", "isoformat", "encode", "decode":
		return true
	}
	return strings.HasSuffix(last, "Error") || strings.HasSuffix(last, "Exception") || strings.HasPrefix(name, "console.") ||
		strings.HasPrefix(name, "logger.") || strings.HasPrefix(name, "logging.") || strings.HasPrefix(name, "log.")
}

// ErrorOriginOf returns the origin of the error that identifier id holds at
// its use: a Python `except ... as id` or JS `catch (id)` takes the origin of
// its try block's calls; a JS `.catch((id) => ...)` or `.then(_, (id) => ...)`
// callback the origin of the promise chain before it; a Go `id` the origin of
// the call of its last assignment before the use (through fmt.Errorf("%w")
// and errors.Wrap to the wrapped error). It returns OriginUnknown when the
// binding cannot be found.
func (f *File) ErrorOriginOf(id *Node) ErrorOrigin { return f.errorOriginOf(id, 0) }

func (f *File) errorOriginOf(id *Node, hops int) ErrorOrigin {
	if id == nil || hops > 4 {
		return OriginUnknown
	}
	name := f.Text(id)
	// an alias of another error: last = err; const e = error as Error
	if v := Unwrap(f.Lookup(name, id)); v != nil {
		if v.Sym() == SymAsExpression || v.Sym() == SymTypeAssertion {
			v = Unwrap(v.NamedChild(0))
		}
		if v != nil && v.Sym() == SymIdentifier && f.Text(v) != name && (v.Parent() == nil || v.Parent().Sym() != SymAsPattern) {
			return f.errorOriginOf(v, hops+1)
		}
	}
	for p := id.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case SymExceptClause: // Python: except X as name
			if strings.Contains(f.Text(p)[:strings.IndexByte(f.Text(p)+":", ':')], " as "+name) {
				if f.pyCatchesOnlyValueErrors(p) {
					return OriginLocal // except json.JSONDecodeError: a bad value, not a failing dependency
				}
				if try := p.Parent(); try != nil && try.Sym() == SymTryStatement {
					if o := f.bodyOriginBut(try.ChildByFieldName("body"), 0, f.pyCaughtBefore(try, p)); o != OriginUnknown {
						return o
					}
					return f.pyExceptOrigin(p)
				}
			}
		case SymCatchClause: // JS: catch (name)
			if param := p.ChildByFieldName("parameter"); param != nil && f.Text(param) == name {
				if try := p.Parent(); try != nil && try.Sym() == SymTryStatement {
					return f.bodyOriginBut(try.ChildByFieldName("body"), 0, f.jsGuardedBefore(p, id, name))
				}
			}
		case SymArrowFunction, SymFunctionExpression, SymFunction:
			// promise.catch((name) => ...) or promise.then(ok, (name) => ...)
			if !jsParamNamed(f, p, name) {
				continue
			}
			args := p.Parent()
			if args == nil || args.Sym() != SymArguments || args.Parent() == nil || args.Parent().Sym() != SymCallExpression {
				return f.paramOrigin(p, name, hops)
			}
			callee := Callee(args.Parent())
			if callee == nil || callee.Sym() != SymMemberExpression {
				return OriginUnknown
			}
			if m := f.Text(callee.ChildByFieldName("property")); m != "catch" && m != "then" {
				return OriginUnknown
			}
			chain := callee.ChildByFieldName("object")
			best := OriginUnknown
			Walk(chain, func(n *Node) bool {
				if n.Sym() == SymArrowFunction || n.Sym() == SymFunctionExpression {
					return false
				}
				if n.Sym() == SymCallExpression || n.Sym() == SymNewExpression {
					if o := f.callOrigin(n, 0); o > best {
						best = o
					}
				}
				return true
			})
			return best
		case SymFunctionDeclaration, SymMethodDeclaration, SymFuncLiteral:
			if f.Lang == LangGo {
				if o := f.goErrOrigin(p, id, name, hops); o != OriginUnknown {
					return o
				}
			}
			return f.paramOrigin(p, name, hops)
		case SymFunctionDefinition, SymMethodDefinition:
			return f.paramOrigin(p, name, hops)
		case SymClassDefinition:
			return OriginUnknown
		}
	}
	return OriginUnknown
}

// pyExceptOrigin classifies a Python except clause by the exception types it
// names: a type imported from a driver or client module (`except
// RedisError` with `from redis.exceptions import RedisError`,
// `requests.RequestException`, `subprocess.CalledProcessError`) says where
// the caught error comes from even when the try block's calls go through
// the project's own modules. Builtin and project types give OriginUnknown.
func (f *File) pyExceptOrigin(clause *Node) ErrorOrigin {
	best := OriginUnknown
	for i := 0; i < int(clause.NamedChildCount()); i++ {
		c := clause.NamedChild(i)
		if c.Sym() == SymBlock {
			break
		}
		Walk(c, func(n *Node) bool {
			switch n.Sym() {
			case SymIdentifier, SymAttribute:
				if q := ImportedName(f, n); q != "" {
					if o := moduleOrigin(q); o > best {
						best = o
					}
				}
				return false
			}
			return true
		})
	}
	return best
}

// jsParamNamed reports whether function fn has a parameter called name.
func jsParamNamed(f *File, fn *Node, name string) bool {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		params = fn.ChildByFieldName("parameter")
	}
	found := false
	Walk(params, func(n *Node) bool {
		found = found || n.Sym() == SymIdentifier && f.Text(n) == name
		return !found
	})
	return found
}

// goErrOrigin finds the last assignment of name before use in Go function fn
// and classifies its right-hand call.
func (f *File) goErrOrigin(fn, use *Node, name string, hops int) ErrorOrigin {
	var last *Node // the call assigned to name, latest before the use
	Walk(fn.ChildByFieldName("body"), func(n *Node) bool {
		if n.StartByte() >= use.StartByte() {
			return false
		}
		if n.Sym() == SymFuncLiteral && !Contains(n, use) {
			return false
		}
		if n.Sym() != SymShortVarDeclaration && n.Sym() != SymAssignmentStatement || Contains(n, use) {
			return true // err = fmt.Errorf("...: %w", err): the use reads the earlier value
		}
		left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if left == nil || right == nil {
			return true
		}
		for i := 0; i < int(left.NamedChildCount()); i++ {
			if f.Text(left.NamedChild(i)) != name {
				continue
			}
			v := right.NamedChild(0)
			if int(right.NamedChildCount()) == int(left.NamedChildCount()) {
				v = right.NamedChild(i)
			}
			last = Unwrap(v)
		}
		return true
	})
	if last == nil || last.Sym() != SymCallExpression {
		return OriginUnknown
	}
	q := ImportedName(f, Callee(last))
	switch q {
	case "fmt.Errorf":
		// wraps with %w: the wrapped error's origin; else built here
		format := f.Text(Arg(last, 0))
		if strings.Contains(format, "%w") || strings.Contains(format, "%v") || strings.Contains(format, "%s") {
			best := OriginLocal
			for i := 1; i < NumArgs(last); i++ {
				if a := Unwrap(Arg(last, i)); a != nil && a.Sym() == SymIdentifier {
					if o := f.errorOriginOf(a, hops+1); o > best || o == OriginUnknown && best == OriginLocal {
						best = o
					}
				}
			}
			return best
		}
		return OriginLocal
	case "errors.New":
		return OriginLocal
	case "github.com/pkg/errors.Wrap", "github.com/pkg/errors.Wrapf", "github.com/pkg/errors.WithMessage":
		if a := Unwrap(Arg(last, 0)); a != nil && a.Sym() == SymIdentifier {
			return f.errorOriginOf(a, hops+1)
		}
	}
	return f.callOrigin(last, 0)
}

// paramOrigin is the origin of the error a function receives as parameter
// name: the most revealing origin among the arguments the file passes in
// that place (a responder helper such as fail(res, e) takes the origin of
// the caught errors handed to it). It returns OriginUnknown when name is no
// parameter or the function is not called in the file.
func (f *File) paramOrigin(fn *Node, name string, hops int) ErrorOrigin {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		return OriginUnknown
	}
	idx, i := -1, 0
	for j := 0; j < int(params.NamedChildCount()); j++ {
		p := params.NamedChild(j)
		if p.Sym() == SymComment {
			continue
		}
		pn := p
		if n := p.ChildByFieldName("pattern"); n != nil { // TS: (err: unknown)
			pn = n
		} else if n := p.ChildByFieldName("name"); n != nil { // Go: err error; Python typed
			pn = n
		} else if p.Sym() == SymTypedParameter || p.Sym() == SymDefaultParameter || p.Sym() == SymTypedDefaultParameter {
			pn = p.NamedChild(0)
		}
		if f.Text(pn) == name {
			idx = i
			break
		}
		i++
	}
	fname := ""
	if nm := fn.ChildByFieldName("name"); nm != nil {
		fname = f.Text(nm)
	} else if d := fn.Parent(); d != nil && d.Sym() == SymVariableDeclarator {
		fname = f.Text(d.ChildByFieldName("name"))
	}
	if idx < 0 || fname == "" || hops > 3 {
		return OriginUnknown
	}
	best := OriginUnknown
	Walk(f.Root, func(n *Node) bool {
		if (n.Sym() == SymCall || n.Sym() == SymCallExpression) && !Contains(fn, n) {
			callee := Callee(n)
			if callee != nil && (f.Text(callee) == fname || isSelfMember(f.Text(callee)) && f.Text(callee)[5:] == fname) {
				if a := Unwrap(Arg(n, idx)); a != nil {
					var o ErrorOrigin
					switch a.Sym() {
					case SymIdentifier:
						o = f.errorOriginOf(a, hops+1)
					case SymCall, SymCallExpression:
						o = f.callOrigin(a, 0)
					}
					if o > best {
						best = o
					}
				}
			}
		}
		return true
	})
	return best
}

// netErrorBases are the base classes of every error a network client raises:
// an except clause naming one catches all of that library's failures.
var netErrorBases = libs.NameSet(and(py(libmodels.ErrorClass), originIs(libmodels.OriginNetwork)))

// pyValueErrors are exception classes of parsing and validation, whose text
// describes the value parsed, not a dependency. A plain ValueError is not one
// of them: any code below may raise it with text of its own.
var pyValueErrors = libs.NameSet(and(py(libmodels.ErrorClass), originIs(libmodels.OriginValue)))

// pyExceptTypes returns the exception classes an except clause names,
// resolved through the file's imports ("except (ValueError, JSONDecodeError)").
func (f *File) pyExceptTypes(clause *Node) []string {
	head := f.Text(clause)
	head = head[:strings.IndexByte(head+":", ':')]
	head = strings.TrimPrefix(strings.TrimSpace(head), "except")
	if i := strings.Index(head, " as "); i >= 0 {
		head = head[:i]
	}
	var out []string
	for _, t := range strings.FieldsFunc(head, func(r rune) bool { return r == '(' || r == ')' || r == ',' || r == ' ' || r == '*' }) {
		parts := strings.SplitN(t, ".", 2)
		if imp, ok := f.Imports()[parts[0]]; ok {
			parts[0] = imp
		}
		out = append(out, strings.Join(parts, "."))
	}
	return out
}

// pyCatchesOnlyValueErrors reports an except clause that names only
// parsing and validation exceptions (pyValueErrors).
func (f *File) pyCatchesOnlyValueErrors(clause *Node) bool {
	types := f.pyExceptTypes(clause)
	for _, t := range types {
		if !pyValueErrors[t] {
			return false
		}
	}
	return len(types) > 0
}

// pyCaughtBefore returns OriginNetwork when an except clause of try before
// clause catches a network client's base error (`except aiohttp.ClientError`
// ahead of `except Exception as e`): the later clause never sees those.
func (f *File) pyCaughtBefore(try, clause *Node) ErrorOrigin {
	for i := 0; i < int(try.NamedChildCount()); i++ {
		c := try.NamedChild(i)
		if c.StartByte() >= clause.StartByte() {
			break
		}
		if c.Sym() != SymExceptClause {
			continue
		}
		for _, t := range f.pyExceptTypes(c) {
			if netErrorBases[t] {
				return OriginNetwork
			}
		}
	}
	return OriginUnknown
}

// jsGuardedBefore returns OriginNetwork when the catch clause, before the use
// of its error name, leaves on a network-error type guard:
// `if (axios.isAxiosError(e)) { ...; return ... }`, or `e instanceof AxiosError`.
// The use after it then only sees errors of other origins.
func (f *File) jsGuardedBefore(clause, use *Node, name string) ErrorOrigin {
	body := clause.ChildByFieldName("body")
	if body == nil {
		return OriginUnknown
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		st := body.NamedChild(i)
		if st.StartByte() >= use.StartByte() {
			break
		}
		if st.Sym() != SymIfStatement || Contains(st, use) || !alwaysLeaves(st.ChildByFieldName("consequence")) {
			continue
		}
		cond := strings.ReplaceAll(f.Text(st.ChildByFieldName("condition")), " ", "")
		if strings.Contains(cond, "isAxiosError("+name+")") || strings.Contains(cond, name+"instanceofAxiosError") {
			return OriginNetwork
		}
	}
	return OriginUnknown
}

// alwaysLeaves reports whether a block's last statement returns or throws.
func alwaysLeaves(b *Node) bool {
	if b == nil {
		return false
	}
	if b.Sym() == SymStatementBlock || b.Sym() == SymBlock {
		last := -1
		for i := 0; i < int(b.NamedChildCount()); i++ {
			if b.NamedChild(i).Sym() != SymComment {
				last = i
			}
		}
		if last < 0 {
			return false
		}
		b = b.NamedChild(last)
	}
	return b.Sym() == SymReturnStatement || b.Sym() == SymThrowStatement
}
