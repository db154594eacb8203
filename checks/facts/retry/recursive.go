package retry

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// RecursiveRetry is one retry written as recursion: a function that, in the
// failure path of its own attempt (a catch/except clause, or a branch of its
// try block that tests the answer's status), calls itself again with an
// attempt counter moved by one (`return this.handleRequest(fn, retryCount + 1)`,
// `return await self._call(method, attempt=attempt + 1)`).
type RecursiveRetry struct {
	Func *model.Node // the function that retries itself
	Call *model.Node // the self-call that starts the next attempt
	// Branch is the innermost block holding Call inside the failure path: the
	// catch/except body or the if branch. Waits before Call in it are the
	// retry's wait.
	Branch *model.Node
	// Counter is the parameter that counts the attempts (`retryCount`).
	Counter string
}

// counterName is what a parameter counting attempts is called; a recursion on
// any other argument (a page, a depth, a port) is not read as a retry.
var counterName = regexp.MustCompile(`(?i)(retr|attempt|tries|tried)`)

var (
	recurFuncSyms = model.NewSymBitset(model.SymFunctionDeclaration, model.SymFunctionDefinition, model.SymMethodDefinition, model.SymMethodDeclaration,
		model.SymVariableDeclarator)
	recurFact  = model.NewFactKey[[]RecursiveRetry]("retry.RecursiveRetries")
	statusWord = regexp.MustCompile(`(?i)(status|code|429|50\d|retryable|ok\b)`)
)

// RecursiveRetries returns the file's recursive retries (Python and
// JavaScript/TypeScript), computed once per file. A self-call counts only when
// it passes a parameter named like an attempt counter plus or minus one and
// sits in a catch/except clause, or in an if branch of a try block whose
// condition tests a status; anything else (paging, tree walks) is not a retry.
func RecursiveRetries(f *model.File) []RecursiveRetry { return model.Fact(f, recurFact, findRecursive) }

func findRecursive(f *model.File) []RecursiveRetry {
	if !f.Lang.IsJS() && f.Lang != model.LangPython {
		return nil
	}
	var out []RecursiveRetry
	f.NodesOf(recurFuncSyms, func(fn *model.Node) bool {
		name := fn.ChildByFieldName("name")
		if fn.Sym() == model.SymVariableDeclarator { // const handleApiRequest = async (..., retries = 3) => {...}
			if fn = fn.ChildByFieldName("value"); fn == nil || (fn.Sym() != model.SymArrowFunction && fn.Sym() != model.SymFunctionExpression) {
				return true
			}
		}
		params := fn.ChildByFieldName("parameters")
		body := fn.ChildByFieldName("body")
		if name == nil || params == nil || body == nil {
			return true
		}
		fname := f.Text(name)
		model.Walk(body, func(n *model.Node) bool {
			switch n.Sym() {
			case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda, model.SymMethodDefinition:
				return false
			case model.SymCall, model.SymCallExpression:
			default:
				return true
			}
			callee := f.Text(model.Callee(n))
			if callee != fname && callee != "this."+fname && callee != "self."+fname && callee != "cls."+fname {
				return true
			}
			counter := movedCounter(f, n, params)
			if counter == "" {
				return true
			}
			if br := failureBranch(f, n, body); br != nil && !localErrno(f, n, body) {
				out = append(out, RecursiveRetry{Func: fn, Call: n, Branch: br, Counter: counter})
			}
			return true
		})
		return true
	})
	return out
}

// movedCounter returns the parameter of the function (params) that the
// self-call passes plus or minus one (`attempt + 1`, `attempt=attempt + 1`,
// `retries - 1`) when it is named like an attempt counter, else "".
func movedCounter(f *model.File, call, params *model.Node) string {
	args := model.Args(call)
	if args == nil {
		return ""
	}
	ptext := f.Text(params)
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Sym() == model.SymKeywordArgument {
			a = a.ChildByFieldName("value")
		}
		a = model.Unwrap(a)
		if a == nil || (a.Sym() != model.SymBinaryOperator && a.Sym() != model.SymBinaryExpression) {
			continue
		}
		l, r, op := a.ChildByFieldName("left"), a.ChildByFieldName("right"), a.ChildByFieldName("operator")
		if l == nil || r == nil || op == nil || f.Text(r) != "1" || (f.Text(op) != "+" && f.Text(op) != "-") {
			continue
		}
		c := f.Text(l)
		if l.Sym() != model.SymIdentifier || !counterName.MatchString(c) || !regexp.MustCompile(`\b`+regexp.QuoteMeta(c)+`\b`).MatchString(ptext) {
			continue
		}
		return c
	}
	return ""
}

// failureBranch returns the block holding call inside a failure path of the
// function body: the nearest catch/except clause's body, or an if branch
// inside a try block whose condition tests a status. nil when the call is on
// no failure path.
func failureBranch(f *model.File, call, body *model.Node) *model.Node {
	var block *model.Node
	for p := call.Parent(); p != nil && !model.SameSpan(p, body); p = p.Parent() {
		switch p.Sym() {
		case model.SymStatementBlock, model.SymBlock:
			if block == nil {
				block = p
			}
		case model.SymCatchClause, model.SymExceptClause:
			if block == nil {
				block = p
			}
			return block
		case model.SymIfStatement:
			if c := p.ChildByFieldName("condition"); c != nil && statusWord.MatchString(f.Text(c)) && insideTry(p, body) {
				if block == nil {
					block = p
				}
				return block
			}
		}
	}
	return nil
}

// fsErrno names the errno codes of a local file operation (Node's
// err.code, Python's errno names): a recursion that moves on when a file
// exists (`if (err.code === 'EEXIST') return probe(attempt + 1)`, a unique
// name) walks candidates, it does not retry an upstream.
var fsErrno = regexp.MustCompile(`\b(EEXIST|ENOENT|EISDIR|ENOTDIR|EACCES|EPERM|ENOTEMPTY|FileExistsError|FileNotFoundError)\b`)

// localErrno reports whether a condition of an if between call and the
// function body tests a local file error (fsErrno).
func localErrno(f *model.File, call, body *model.Node) bool {
	for p := call.Parent(); p != nil && !model.SameSpan(p, body); p = p.Parent() {
		if c := p.ChildByFieldName("condition"); p.Sym() == model.SymIfStatement && c != nil && fsErrno.MatchString(f.Text(c)) {
			return true
		}
	}
	return false
}

func insideTry(n, body *model.Node) bool {
	for p := n.Parent(); p != nil && !model.SameSpan(p, body); p = p.Parent() {
		if p.Sym() == model.SymTryStatement {
			return true
		}
	}
	return false
}

// RecursiveWaits returns the waits of a recursive retry: the wait calls in
// its branch that start before the self-call (a sleep after it never runs
// between attempts).
func RecursiveWaits(f *model.File, r RecursiveRetry) []retrySleep {
	var out []retrySleep
	model.Walk(r.Branch, func(n *model.Node) bool {
		if n.StartByte() >= r.Call.StartByte() {
			return false
		}
		if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
			return true
		}
		if s, ok := sleepCall(f, n); ok {
			out = append(out, s)
		}
		return true
	})
	return out
}

// RecursiveLoop is the retry loop a recursive retry amounts to, for judging
// its delay with ClassifyDelay: the function is the loop, its body the loop
// body and the attempt parameter the counter.
func RecursiveLoop(r RecursiveRetry) *RetryLoop {
	return &RetryLoop{Loop: r.Func, Body: r.Func.ChildByFieldName("body"), Counter: r.Counter}
}

// RecursiveHelperCall reports whether the branch of a recursive retry calls,
// before the self-call, a function other than the retrying one whose name or
// definition the file cannot judge as not waiting: a method of another
// object, or a local function whose body waits. The wait is then unknown.
func RecursiveHelperCall(f *model.File, r RecursiveRetry) bool {
	found := false
	model.Walk(r.Branch, func(n *model.Node) bool {
		if found || n.StartByte() >= r.Call.StartByte() {
			return false
		}
		if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
			return true
		}
		fn := model.Callee(n)
		if fn == nil {
			return true
		}
		t := f.Text(fn)
		if strings.HasPrefix(t, "this.") || strings.HasPrefix(t, "self.") {
			found = true // a method of the class may wait
			return false
		}
		if def := f.LocalFunc(fn); def != nil && !model.SameSpan(def, r.Func) {
			model.Walk(def.ChildByFieldName("body"), func(m *model.Node) bool {
				if m.Sym() == model.SymCall || m.Sym() == model.SymCallExpression {
					found = found || IsWait(f, m)
				}
				return !found
			})
		}
		return !found
	})
	return found
}

// RecursiveAttempt returns the code a recursive retry re-runs on each attempt:
// the body of the try statement whose catch/except clause or status branch
// holds the self-call (the request the failure of which starts the next
// attempt), or nil when the self-call is in no try statement of the function.
func RecursiveAttempt(r RecursiveRetry) *model.Node {
	for p := r.Call.Parent(); p != nil && !model.SameSpan(p, r.Func); p = p.Parent() {
		if p.Sym() == model.SymTryStatement {
			return p.ChildByFieldName("body")
		}
	}
	return nil
}

// RecursiveMethodGuarded reports whether the self-call of a recursive retry
// sits under a condition on the request's method (`if method == "GET" and
// attempt < 3`): the recursion then retries only the methods the guard lets
// through (MethodGuarded's test for loops; RFC 9110 §9.2.2).
func RecursiveMethodGuarded(f *model.File, r RecursiveRetry) bool {
	for p := r.Call.Parent(); p != nil && !model.SameSpan(p, r.Func); p = p.Parent() {
		if p.Sym() != model.SymIfStatement && p.Sym() != model.SymElifClause {
			continue
		}
		if c := p.ChildByFieldName("condition"); c != nil && methodWord.MatchString(f.Text(c)) {
			return true
		}
	}
	return false
}
