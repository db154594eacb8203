package retry

import (
	"github.com/resilience-check/resilience-check/checks/facts/envdflt"
	"github.com/resilience-check/resilience-check/checks/facts/outbound"
	"github.com/resilience-check/resilience-check/checks/facts/outerparam"
	"github.com/resilience-check/resilience-check/checks/facts/retry/rebuilt"
	"github.com/resilience-check/resilience-check/checks/facts/retryguard"
	"github.com/resilience-check/resilience-check/checks/model"
	"regexp"
	"strconv"
	"strings"
)

// retryLoop is one hand-written retry loop.
type RetryLoop struct {
	Loop     *model.Node    // the loop statement; findings about the loop start here
	Body     *model.Node    // the loop body block
	Attempts []retryAttempt // the attempts the loop repeats
	// Infinite is true when the loop has no condition of its own: `while True`,
	// `while (true)`, `for (;;)`, Go `for {}`, `itertools.count()`.
	Infinite bool
	// MaxPasses is the number of passes when the loop header fixes it with a
	// literal (`range(3)`, `i < 3`, Go `range 3`), else 0.
	MaxPasses int
	// Counter names the loop's own counter (for-target or C-style init), if any.
	Counter string
	// DelayList is true for a loop over a list of delays whose body waits the
	// loop variable (`for delay in [1, 2, 4]`, pyDelayList); Delays holds the
	// list's literal values, nil when they are not known.
	DelayList bool
	Delays    []float64
}

// retryAttempt is one attempt inside a retry loop.
type retryAttempt struct {
	Call *model.Node // the outbound call that is retried
	// Region is the code that is re-run on each attempt and whose failure is
	// retried: the try block (Python, JS) or the statement that makes the call
	// (Go).
	Region *model.Node
	// Handlers are the failure paths that let the loop continue: except/catch
	// bodies, or the Go `err != nil` branch (nil when the failure path is the
	// rest of the loop body after `if err == nil { return }`).
	Handlers []*model.Node
	// Success is the Go `if err == nil { ... }` branch that leaves the loop, or nil.
	Success *model.Node
	// Stmt is the statement that holds the attempt: the try statement, or
	// the Go if statement that checks err.
	Stmt *model.Node
}

// RetryLoops returns the file's hand-written retry loops, computed once per
// file by one walk over the tree.
func RetryLoops(f *model.File) []*RetryLoop { return model.Fact(f, loopsFact, findLoops) }

// The facts this package caches on each File (model.Fact).
var (
	loopsFact        = model.NewFactKey[[]*RetryLoop]("retry.RetryLoops")
	pendingLoopsFact = model.NewFactKey[map[*model.Node]*RetryLoop]("retry.pendingLoops")
	loopKindsFact    = model.NewFactKey[map[*model.Node]LoopKind]("retry.loopKinds")
	loopAssignedFact = model.NewFactKey[map[uint32]assignedNames]("retry.loopAssigned")
	pyConfigsFact    = model.NewFactKey[[]PyRetryConfig]("retry.PyRetryConfigs")
)

// findLoops is RetryLoops' walk.
func findLoops(f *model.File) []*RetryLoop {
	var out []*RetryLoop
	f.NodesOf(loopSyms, func(n *model.Node) bool {
		if isLoopNode(f, n) {
			if l := analyzeLoop(f, n); l != nil {
				out = append(out, l)
			}
		}
		return true
	})
	return out
}

// loopSyms are the loop statements (isLoopNode).
var loopSyms = model.NewSymBitset(model.SymWhileStatement, model.SymForStatement, model.SymDoStatement)

func isLoopNode(f *model.File, n *model.Node) bool {
	switch n.Sym() {
	case model.SymWhileStatement, model.SymForStatement, model.SymDoStatement:
		return true
	}
	return false
}

var (
	pyTrue = map[string]bool{"True": true, "1": true}
	jsTrue = map[string]bool{"true": true, "1": true, "!0": true}
)

// analyzeLoop decides whether loop n is a retry loop and describes it.
func analyzeLoop(f *model.File, n *model.Node) *RetryLoop {
	l := &RetryLoop{Loop: n, Body: n.ChildByFieldName("body")}
	switch {
	case f.Lang == model.LangPython:
		switch n.Sym() {
		case model.SymWhileStatement:
			l.Infinite = pyTrue[f.Text(n.ChildByFieldName("condition"))]
		case model.SymForStatement:
			right := n.ChildByFieldName("right")
			if pyDelayList(f, l, n) {
				break
			}
			if right == nil || right.Sym() != model.SymCall {
				return nil
			}
			switch q := f.QualifiedName(model.Callee(right)); q {
			case "range":
				l.MaxPasses = pyRangeCount(f, right)
				l.Counter = f.Text(n.ChildByFieldName("left"))
			case "itertools.count", "count":
				l.Infinite = true
				l.Counter = f.Text(n.ChildByFieldName("left"))
			default:
				return nil
			}
		}
	case f.Lang.IsJS():
		switch n.Sym() {
		case model.SymWhileStatement, model.SymDoStatement:
			cond := n.ChildByFieldName("condition")
			l.Infinite = jsTrue[strings.Trim(f.Text(cond), "() \t")]
		case model.SymForStatement:
			cond := n.ChildByFieldName("condition")
			ct := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(f.Text(cond)), ";"))
			l.Infinite = cond == nil || ct == "" || jsTrue[ct]
			if init := n.ChildByFieldName("initializer"); init != nil {
				model.Walk(init, func(c *model.Node) bool {
					if c.Sym() == model.SymVariableDeclarator && l.Counter == "" {
						l.Counter = f.Text(c.ChildByFieldName("name"))
					}
					return l.Counter == ""
				})
			}
			l.MaxPasses = cmpLiteral(f, cond)
			if collectionBound.MatchString(ct) && !delayBound(ct, l.Counter) {
				return nil // walking an array by index
			}
		default:
			return nil
		}
	case f.Lang == model.LangGo:
		if n.Sym() != model.SymForStatement {
			return nil
		}
		var clause *model.Node
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if c := n.NamedChild(i); c.Sym() != model.SymBlock && c.Sym() != model.SymComment {
				clause = c
			}
		}
		switch {
		case clause == nil:
			l.Infinite = true
		case clause.Sym() == model.SymForClause:
			cond := clause.ChildByFieldName("condition")
			l.Infinite = cond == nil || f.Text(cond) == "true"
			l.MaxPasses = cmpLiteral(f, cond)
			if init := clause.ChildByFieldName("initializer"); init != nil && init.Sym() == model.SymShortVarDeclaration {
				if left := init.ChildByFieldName("left"); left != nil && left.NamedChildCount() > 0 {
					l.Counter = f.Text(left.NamedChild(0))
				}
			}
			if collectionBound.MatchString(f.Text(cond)) && !delayBound(f.Text(cond), l.Counter) {
				return nil // walking a slice by index
			}
		case clause.Sym() == model.SymRangeClause:
			right := clause.ChildByFieldName("right")
			if right == nil {
				return nil
			}
			if right.Sym() == model.SymIntLiteral {
				l.MaxPasses, _ = strconv.Atoi(f.Text(right))
			} else if !retryCountName.MatchString(f.Text(right)) {
				return nil // ranging over a collection
			}
			if left := clause.ChildByFieldName("left"); left != nil && left.NamedChildCount() > 0 {
				l.Counter = f.Text(left.NamedChild(0))
			}
		default: // for cond {}
			l.Infinite = f.Text(clause) == "true"
		}
	}
	if l.Body == nil {
		return nil
	}
	var attempts []retryAttempt
	loopStatements(f, l.Body, func(s *model.Node, inHandler bool) {
		if s.Sym() == model.SymTryStatement {
			if a, ok := tryAttempt(f, s); ok {
				attempts = append(attempts, a)
			}
		}
		if f.Lang == model.LangGo {
			if a, ok := goAttempt(f, s); ok {
				attempts = append(attempts, a)
			}
		}
	})
	if len(attempts) == 0 {
		if a, ok := statusLoopAttempt(f, l); ok { // a status-code retry loop (statusloop.go)
			attempts = append(attempts, a)
		}
	}
	if len(attempts) == 0 {
		// Nothing in it to retry: not a RetryLoop whatever its kind, and
		// pollLoop is false without attempts; its kind is classified only
		// if LoopKindOf asks (most loops are never asked about).
		notePendingLoop(f, l)
		return nil
	}
	if pollLoop(f, l, attempts) {
		noteLoopKind(f, n, LoopPoll)
		return nil
	}
	if k := classifyLoop(f, l); k != LoopOther {
		noteLoopKind(f, n, k) // the loop moves on each pass: not the same call again
		return nil
	}
	assigns := loopAssignments(f, l.Body)
	for _, a := range attempts {
		if retriesOnSuccessExit(f, l, a) && !iteratesInput(f, l, a, assigns) {
			l.Attempts = append(l.Attempts, a)
		}
	}
	if len(l.Attempts) == 0 {
		return nil
	}
	if l.MaxPasses == 0 {
		l.MaxPasses = guardPasses(f, l)
	}
	noteLoopKind(f, n, LoopRetry)
	return l
}

// guardPasses reads a retry budget that a loop without a bounded header sets
// in its failure path: `if (!retriable(err) || tries >= 1) throw err` where
// tries is incremented in the loop, and returns the number of passes it
// allows (tries >= k: k+1; tries > k: k+2), else 0.
func guardPasses(f *model.File, l *RetryLoop) int {
	body := f.Text(l.Body)
	start := headerCounterStart(f, l)
	passes := 0
	for _, a := range l.Attempts {
		handlers := a.Handlers
		if len(handlers) == 0 && a.Success != nil && a.Stmt != nil {
			// Go: `if err == nil { return }`; the failure path is what follows.
			for s := a.Stmt.NextNamedSibling(); s != nil; s = s.NextNamedSibling() {
				handlers = append(handlers, s)
			}
		}
		for _, h := range handlers {
			model.Walk(h, func(n *model.Node) bool {
				if passes > 0 || (n != h && isLoopNode(f, n)) {
					return false
				}
				if n.Sym() != model.SymIfStatement || !leaves(n.ChildByFieldName("consequence")) {
					return true
				}
				for _, c := range orOperands(f, n.ChildByFieldName("condition")) {
					name, k := counterAtLeast(f, c)
					if name != "" && (strings.Contains(body, name+"++") || strings.Contains(body, "++"+name) ||
						strings.Contains(body, name+" += 1")) {
						passes = k + 1
						return false
					}
					if name != "" && name == l.Counter && start >= 0 && k+1-start > 0 {
						passes = k + 1 - start // for try := 1; ; try++ { ... if try > 1 { return } }
						return false
					}
				}
				return true
			})
		}
	}
	return passes
}

// headerCounterStart returns the literal start value of a Go loop's own
// counter (`for try := 1; ; try++` gives 1) when the header increments it,
// else -1.
func headerCounterStart(f *model.File, l *RetryLoop) int {
	if f.Lang != model.LangGo || l.Counter == "" {
		return -1
	}
	for i := 0; i < int(l.Loop.NamedChildCount()); i++ {
		c := l.Loop.NamedChild(i)
		if c.Sym() != model.SymForClause {
			continue
		}
		init, update := c.ChildByFieldName("initializer"), c.ChildByFieldName("update")
		if init == nil || update == nil || f.Text(update) != l.Counter+"++" {
			return -1
		}
		if right := init.ChildByFieldName("right"); right != nil && right.NamedChildCount() == 1 {
			if v, err := strconv.Atoi(f.Text(right.NamedChild(0))); err == nil {
				return v
			}
		}
	}
	return -1
}

// leaves reports whether a branch ends the loop: it throws, raises, returns
// or breaks.
func leaves(n *model.Node) bool {
	if n == nil {
		return false
	}
	out := false
	model.Walk(n, func(c *model.Node) bool {
		switch c.Sym() {
		case model.SymThrowStatement, model.SymRaiseStatement, model.SymReturnStatement, model.SymBreakStatement:
			out = true
		}
		return !out
	})
	return out
}

// orOperands splits a condition into the operands of its top-level ||/or
// (any of which makes the branch run), through parentheses and negation-free
// wrappers.
func orOperands(f *model.File, cond *model.Node) []*model.Node {
	cond = model.Unwrap(cond)
	if cond == nil {
		return nil
	}
	if cond.Sym() == model.SymParenthesizedExpression && cond.NamedChildCount() == 1 {
		return orOperands(f, cond.NamedChild(0))
	}
	if cond.Sym() == model.SymBinaryExpression || cond.Sym() == model.SymBooleanOperator {
		if op := cond.ChildByFieldName("operator"); op != nil && (f.Text(op) == "||" || f.Text(op) == "or") {
			return append(orOperands(f, cond.ChildByFieldName("left")), orOperands(f, cond.ChildByFieldName("right"))...)
		}
	}
	return []*model.Node{cond}
}

// counterAtLeast reads `name >= k` or `name > k` with a literal k (or a
// constant bound to one) and returns name and the number of retries it
// allows before the branch runs (k, or k+1 for >); "" otherwise.
func counterAtLeast(f *model.File, c *model.Node) (string, int) {
	if c.Sym() != model.SymBinaryExpression && c.Sym() != model.SymComparisonOperator {
		return "", 0
	}
	left, right := c.ChildByFieldName("left"), c.ChildByFieldName("right")
	op := c.ChildByFieldName("operator")
	if c.Sym() == model.SymComparisonOperator { // Python: operators are unnamed children
		if c.NamedChildCount() != 2 || c.ChildCount() != 3 {
			return "", 0
		}
		left, right, op = c.NamedChild(0), c.NamedChild(1), c.Child(1)
	}
	if left == nil || right == nil || op == nil || left.Sym() != model.SymIdentifier {
		return "", 0
	}
	k, err := strconv.Atoi(strings.ReplaceAll(f.Text(f.Resolve(right)), "_", ""))
	if err != nil {
		return "", 0
	}
	switch f.Text(op) {
	case ">=":
		return f.Text(left), k
	case ">":
		return f.Text(left), k + 1
	}
	return "", 0
}

// collectionBound matches loop conditions that walk a collection by index.
var collectionBound = regexp.MustCompile(`\.length\b|\blen\(|\.size\b|\.Len\(\)|\.Count\b`)

// delayBound reports whether a loop bounded by a collection's length counts
// attempts over a list of delays (`for (let attempt = 0; attempt <=
// RETRY_DELAYS_MS.length; attempt++)`, Go `attempt < len(backoffs)`): a
// retry schedule written out, not a walk over the collection's items
// (sena-labs/replicate-mcp-server src/replicate.ts:653).
func delayBound(cond, counter string) bool {
	return counter != "" && retryCountName.MatchString(counter) && delayListWord.MatchString(cond) && !strings.Contains(strings.ToLower(cond), "interval")
}

// retryCountName matches names that hold an attempt count.
var retryCountName = regexp.MustCompile(`(?i)(retr|attempt|tries|max)`)

func pyRangeCount(f *model.File, call *model.Node) int {
	a := model.Arg(call, 0)
	if model.NumArgs(call) >= 2 {
		a = model.Arg(call, 1)
	}
	if a == nil {
		return 0
	}
	if v := f.Resolve(a); v != nil && v.Sym() == model.SymInteger {
		k, _ := strconv.Atoi(f.Text(v))
		if model.NumArgs(call) >= 2 {
			lo, _ := strconv.Atoi(f.Text(f.Resolve(model.Arg(call, 0))))
			k -= lo
		}
		return k
	}
	return 0
}

// cmpLiteral reads `i < 3` / `i <= 3` and returns the pass count, else 0.
func cmpLiteral(f *model.File, cond *model.Node) int {
	if cond == nil {
		return 0
	}
	if cond.Sym() == model.SymExpressionStatement && cond.NamedChildCount() > 0 {
		cond = cond.NamedChild(0)
	}
	if cond.Sym() != model.SymBinaryExpression {
		return 0
	}
	op := cond.ChildByFieldName("operator")
	right := cond.ChildByFieldName("right")
	if op == nil || right == nil {
		return 0
	}
	v := f.Resolve(right)
	k, err := strconv.Atoi(strings.ReplaceAll(f.Text(v), "_", ""))
	if err != nil {
		return 0
	}
	switch f.Text(op) {
	case "<":
		return k
	case "<=":
		return k + 1
	}
	return 0
}

// loopStatements calls fn for every node of a loop body that runs as part of
// this loop: it descends into blocks, if/else, with, try and select, but not
// into nested loops, functions or classes. inHandler is true below an
// except/catch clause.
func loopStatements(f *model.File, body *model.Node, fn func(s *model.Node, inHandler bool)) {
	var visit func(n *model.Node, inHandler bool)
	visit = func(n *model.Node, inHandler bool) {
		for i := 0; i < int(n.NamedChildCount()); i++ {
			c := n.NamedChild(i)
			if isLoopNode(f, c) || c.IsScope() || c.Sym() == model.SymClassDefinition || c.Sym() == model.SymClassDeclaration {
				continue
			}
			fn(c, inHandler)
			h := inHandler || c.Sym() == model.SymExceptClause || c.Sym() == model.SymCatchClause
			visit(c, h)
		}
	}
	visit(body, false)
}

// tryAttempt reads a try statement inside a retry loop body (Python or JS).
func tryAttempt(f *model.File, t *model.Node) (retryAttempt, bool) {
	a := retryAttempt{Region: t.ChildByFieldName("body"), Stmt: t}
	if a.Region == nil {
		return a, false
	}
	for i := 0; i < int(t.NamedChildCount()); i++ {
		c := t.NamedChild(i)
		var body *model.Node
		switch c.Sym() {
		case model.SymExceptClause, model.SymExceptGroupClause:
			for j := int(c.NamedChildCount()) - 1; j >= 0; j-- {
				if c.NamedChild(j).Sym() == model.SymBlock {
					body = c.NamedChild(j)
					break
				}
			}
		case model.SymCatchClause:
			body = c.ChildByFieldName("body")
		}
		if body != nil && (!model.EndsInExit(f, body) || continuesLoop(f, body)) && !pyCatchesNonNetwork(f, c) {
			a.Handlers = append(a.Handlers, body)
		}
	}
	if len(a.Handlers) == 0 {
		// every except clause raises: a status branch of the try block that
		// waits and continues is the failure path (shapes.go)
		a.Handlers = statusRetryBranches(f, a.Region)
	}
	if len(a.Handlers) == 0 {
		return a, false
	}
	a.Call = firstOutboundCall(f, a.Region)
	return a, a.Call != nil && !asksUser(f, t)
}

var pyIdent = regexp.MustCompile(`[A-Za-z_][A-Za-z_0-9.]*`)

// pyCatchesNonNetwork reports whether a Python except clause names only
// exceptions that an outbound call does not raise on a transient failure
// (KeyError, ValueError, StopIteration, ...), which marks a parse or lookup
// loop rather than a retry.
func pyCatchesNonNetwork(f *model.File, c *model.Node) bool {
	if c.Sym() != model.SymExceptClause || c.NamedChildCount() < 2 {
		return false
	}
	txt := f.Text(c.NamedChild(0))
	for _, w := range pyIdent.FindAllString(txt, -1) {
		switch w {
		case "as", "KeyError", "ValueError", "IndexError", "StopIteration", "StopAsyncIteration", "TypeError",
			"AttributeError", "json.JSONDecodeError", "JSONDecodeError", "UnicodeDecodeError", "KeyboardInterrupt":
		default:
			if c.NamedChild(0).Sym() == model.SymAsPattern && w == f.Text(c.NamedChild(0).ChildByFieldName("alias")) {
				continue
			}
			return false
		}
	}
	return true
}

// goAttempt reads a Go attempt: `x, err := call(...)` (or `err = ...`)
// followed by `if err != nil { ... }` / `if err == nil { ... }`, or
// `if err := call(...); err != nil { ... }`.
func goAttempt(f *model.File, s *model.Node) (retryAttempt, bool) {
	var assign, check *model.Node
	switch s.Sym() {
	case model.SymIfStatement:
		if init := s.ChildByFieldName("initializer"); init != nil {
			assign, check = init, s
		}
	case model.SymShortVarDeclaration, model.SymAssignmentStatement:
		assign = s
		next := s.NextNamedSibling()
		for next != nil && next.Sym() == model.SymComment {
			next = next.NextNamedSibling()
		}
		if next != nil && next.Sym() == model.SymIfStatement {
			check = next
		}
	}
	if assign == nil || check == nil || (assign.Sym() != model.SymShortVarDeclaration && assign.Sym() != model.SymAssignmentStatement) {
		return retryAttempt{}, false
	}
	left, right := assign.ChildByFieldName("left"), assign.ChildByFieldName("right")
	if left == nil || right == nil || right.NamedChildCount() != 1 {
		return retryAttempt{}, false
	}
	errName := ""
	for i := 0; i < int(left.NamedChildCount()); i++ {
		if t := f.Text(left.NamedChild(i)); t == "err" || strings.HasSuffix(t, "Err") {
			errName = t
		}
	}
	call := model.Unwrap(right.NamedChild(0))
	if errName == "" || call.Sym() != model.SymCallExpression || !outbound.IsCall(f, call) {
		return retryAttempt{}, false
	}
	cond := strings.ReplaceAll(f.Text(check.ChildByFieldName("condition")), " ", "")
	cons := check.ChildByFieldName("consequence")
	a := retryAttempt{Call: call, Region: assign, Stmt: check}
	switch {
	case strings.HasPrefix(cond, errName+"!=nil"):
		if cons == nil || (model.EndsInExit(f, cons) && !continuesLoop(f, cons)) {
			return a, false
		}
		a.Handlers = []*model.Node{cons}
	case strings.HasPrefix(cond, errName+"==nil"):
		if cons == nil || !goHasExit(f, cons) {
			return a, false
		}
		a.Success = cons
	default:
		return a, false
	}
	return a, true
}

// continuesLoop reports whether a failure handler that ends by leaving the
// loop still goes round again on some path: an unlabelled `continue` of the
// enclosing loop, which a last-attempt guard puts before the final exit
// (`if attempt < max-1 { wait; continue }; return err`,
// `if i < retries - 1: time.sleep(d); continue` then `raise`). Such a
// handler retries like one without the guard; only its last pass leaves.
func continuesLoop(f *model.File, handler *model.Node) bool {
	found := false
	model.Walk(handler, func(n *model.Node) bool {
		if found || (n != handler && (isLoopNode(f, n) || n.IsScope())) {
			return false
		}
		if n.Sym() == model.SymContinueStatement && n.NamedChildCount() == 0 {
			found = true
		}
		return !found
	})
	return found
}

func goHasExit(f *model.File, block *model.Node) bool {
	found := false
	loopStatements(f, block, func(s *model.Node, _ bool) {
		found = found || s.Sym() == model.SymReturnStatement || s.Sym() == model.SymBreakStatement
	})
	return found
}

// firstOutboundCall returns the first outbound call in region, not looking
// into nested functions or loops.
func firstOutboundCall(f *model.File, region *model.Node) *model.Node {
	var found *model.Node
	model.Walk(region, func(n *model.Node) bool {
		if found != nil {
			return false
		}
		if n != region && (isLoopNode(f, n) || n.IsScope()) {
			return false
		}
		if (n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression) && (outbound.IsCall(f, n) || outerparam.Called(f, n)) && !IsWait(f, n) {
			found = n // not a wait (`await self._proactive_backoff()` before the request): it paces, it asks nothing
			return false
		}
		return true
	})
	return found
}

// delayKind says how a retry loop's wait behaves.
type DelayKind int

const (
	DelayUnknown DelayKind = iota // computed by a helper or from a response: not judged
	DelayJitter                   // randomised
	DelayFixed                    // the same every pass
	DelayGrows                    // grows with the attempt (exponential or linear) but has no randomness
)

// retrySleep is one wait call in a retry loop.
type retrySleep struct {
	Call  *model.Node
	Delay *model.Node // the delay argument, or nil when the call is a helper with no visible delay
}

// loopSleeps returns the wait calls of a retry loop: sleeps, timers and
// helpers whose name says they wait, anywhere in the loop body including
// callbacks (`new Promise(r => setTimeout(r, ms))`) and nested loops (a
// `for handler in handlers: handler.prepare_for_next_attempt()` waits too).
func LoopSleeps(f *model.File, l *RetryLoop) []retrySleep {
	var out []retrySleep
	model.Walk(l.Body, func(n *model.Node) bool {
		if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
			return true
		}
		if s, ok := sleepCall(f, n); ok && !afterSuccess(l, n) {
			out = append(out, s)
		}
		return true
	})
	return out
}

// abortSignal matches the second argument of a sleep helper that takes an
// AbortSignal (`sleep(ms, signal)`, `delay(ms, fetchOptions.signal ?? undefined)`).
var abortSignal = regexp.MustCompile(`(?i)^[\w.?]*signal\b`)

// sleepFn is an injected sleep (`self._sleep_fn(delay)`, `this.sleepFunc(ms)`,
// a seam for tests): a plain sleep of its one argument.
var sleepFn = regexp.MustCompile(`(?i)^_*sleep_?(fn|func)$`)

var waitName = regexp.MustCompile(`(?i)(sleep|delay|wait|backoff|pause|throttle|jitter|after|timer|next_?attempt|prepare_?for_?retry|before_?retry)`)

// sleepCall recognises a wait: time.sleep / asyncio.sleep / trio.sleep /
// setTimeout / time.Sleep / time.After and friends (with their delay), and
// helpers named like sleep/delay/wait/backoff (whose delay argument is judged
// only when the helper is a plain sleep/delay).
func sleepCall(f *model.File, call *model.Node) (retrySleep, bool) {
	fn := model.Callee(call)
	if fn == nil {
		return retrySleep{}, false
	}
	name := f.Text(fn)
	q := f.QualifiedName(fn)
	last := name[strings.LastIndex(name, ".")+1:]
	switch {
	case q == "setTimeout" || q == "timers/promises.setTimeout" || q == "globalThis.setTimeout" || q == "window.setTimeout":
		if model.NumArgs(call) >= 2 {
			return retrySleep{call, model.Arg(call, 1)}, true
		}
		if q == "timers/promises.setTimeout" || isAwaited(f, call) {
			return retrySleep{call, model.Arg(call, 0)}, true
		}
		return retrySleep{call, nil}, true
	case q == "time.Sleep", q == "time.After", q == "time.NewTimer", q == "time.Tick", q == "time.NewTicker":
		return retrySleep{call, model.Arg(call, 0)}, true
	case strings.EqualFold(last, "sleep") || last == "delay" || last == "wait" && f.Lang.IsJS() || sleepFn.MatchString(last):
		if model.NumArgs(call) == 1 && !model.HasSplat(call) {
			return retrySleep{call, model.Arg(call, 0)}, true
		}
		if model.NumArgs(call) == 2 && abortSignal.MatchString(f.Text(model.Arg(call, 1))) {
			return retrySleep{call, model.Arg(call, 0)}, true // sleep(ms, options.signal): the wait ends early on abort
		}
		return retrySleep{call, nil}, true
	case last == "wait" && model.NumArgs(call) == 1 && f.Lang == model.LangPython: // stop_event.wait(5)
		return retrySleep{call, model.Arg(call, 0)}, true
	case waitName.MatchString(last) && !strings.HasPrefix(last, "set") && last != "clearTimeout" && !delayValue(f, call):
		return retrySleep{call, nil}, true
	}
	return retrySleep{}, false
}

// IsWait reports whether call is a wait as LoopSleeps counts them (a sleep,
// a timer, a helper named to wait).
func IsWait(f *model.File, call *model.Node) bool {
	_, ok := sleepCall(f, call)
	return ok
}

func isAwaited(f *model.File, call *model.Node) bool {
	p := call.Parent()
	return p != nil && (p.Sym() == model.SymAwait || p.Sym() == model.SymAwaitExpression)
}

var (
	randomName  = regexp.MustCompile(`(?i)(rand|jitter|uniform|noise|shuffle|fuzz)`)
	serverDelay = regexp.MustCompile(`(?i)(retry.?after|headers|header|reset|ratelimit|rate_limit|retryafter)`)
	mathFuncs   = map[string]bool{"min": true, "max": true, "pow": true, "math.pow": true, "Math.min": true, "Math.max": true,
		"Math.pow": true, "float": true, "int": true, "Math.floor": true, "Math.ceil": true, "Math.round": true,
		"time.Duration": true, "float64": true, "int64": true, "math.Pow": true, "math.Min": true, "math.Max": true,
		"Number": true, "timedelta": true, "datetime.timedelta": true, "abs": true, "round": true,
		"parseInt": true, "parseFloat": true, "Number.parseInt": true, "Number.parseFloat": true,
		"uint": true, "uint32": true, "uint64": true, "int32": true, "float32": true, "math.Floor": true, "math.Ceil": true, "math.Round": true}
)

// ClassifyDelay judges a delay expression of a wait in retry loop l. A delay
// it cannot judge (read from the answer, chosen by a condition) is judged
// again by fallbackDelay (fallbackdelay.go), which reports the growth of a
// fallback that has no random part.
func ClassifyDelay(f *model.File, l *RetryLoop, d *model.Node) DelayKind {
	if k := classifyDelay(f, l, d, false); k != DelayUnknown {
		return k
	}
	return fallbackDelay(f, l, d)
}

// classifyDelay is ClassifyDelay's walk. With lenient set (fallbackDelay), a
// term read from the answer (a Retry-After header) is neutral rather than
// unknown and sets *server, a conditional expression is judged by its value
// branches, and a name the loop binds more than once by all its bindings.
func classifyDelay(f *model.File, l *RetryLoop, d *model.Node, lenient bool) DelayKind {
	k, _ := classifyDelayServer(f, l, d, lenient)
	return k
}

// classifyDelayServer is classifyDelay, which also says whether a term of the
// delay was read from the answer (lenient mode only).
func classifyDelayServer(f *model.File, l *RetryLoop, d *model.Node, lenient bool) (DelayKind, bool) {
	assigned := loopAssigned(f, l)
	kind := DelayFixed
	server := false
	var visit func(n *model.Node, depth int)
	visit = func(n *model.Node, depth int) {
		if n == nil || kind == DelayUnknown || kind == DelayJitter || depth > 5 {
			return
		}
		n = model.Unwrap(n)
		t := f.Text(n)
		if randomName.MatchString(t) && (n.Sym() == model.SymIdentifier || n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression ||
			n.Sym() == model.SymAttribute || n.Sym() == model.SymMemberExpression || n.Sym() == model.SymSelectorExpression) &&
			!fixedValue(f, n) { // const jitterMs = 250 * time.Millisecond: a fixed term named jitter (augjitter.go)
			kind = DelayJitter
			return
		}
		switch n.Sym() {
		case model.SymInteger, model.SymFloat, model.SymNumber, model.SymIntLiteral, model.SymFloatLiteral, model.SymTrue, model.SymFalse, model.SymNone, model.SymNull, model.SymComment:
			return
		case model.SymIdentifier, model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression, model.SymFieldIdentifier:
			if envdflt.Read(f, n) {
				return // process.env.RETRY_DELAY_MS: a configured constant
			}
			if serverDelay.MatchString(t) {
				if n.Sym() == model.SymIdentifier && literalConst(f, t, n) {
					return // RATE_LIMIT_BACKOFF_SECONDS = 5: a constant, whatever its name says
				}
				if lenient {
					server = true
					return
				}
				kind = DelayUnknown
				return
			}
			if l.DelayList && t == l.Counter {
				if lk := listDelay(l); lk != DelayFixed {
					kind = lk
				}
				return
			}
			if assigned[t] || t == l.Counter {
				if kind == DelayFixed {
					kind = DelayGrows
				}
			}
			if assigned[t] && randomIncrement(f, l, t) {
				kind = DelayJitter // delay += jitter (augjitter.go)
				return
			}
			if n.Sym() == model.SymIdentifier || model.IsSelfMember(t) {
				if lenient && n.Sym() == model.SymIdentifier {
					if vs := loopBindings(f, l, t, n); len(vs) > 1 {
						for _, v := range vs {
							visit(v, depth+1)
						}
						return
					}
				}
				if v := f.Lookup(t, n); v != nil {
					visit(v, depth+1)
				}
			}
			return
		case model.SymCall, model.SymCallExpression:
			fn := model.Callee(n)
			qn := f.QualifiedName(fn)
			if envdflt.Read(f, n) {
				return // float(os.getenv("MAX_DELAY", "10")): a configured constant
			}
			if lenient && serverDelay.MatchString(f.Text(fn)) {
				server = true // parseRetryAfter(header): the server's pace
				return
			}
			if !mathFuncs[qn] && !mathFuncs[f.Text(fn)] {
				switch hk := helperDelay(f, n); {
				case hk == DelayGrows && kind == DelayFixed:
					kind = DelayGrows
				case hk != DelayGrows:
					kind = hk
				}
				return
			}
			args := model.Args(n)
			for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
				visit(args.NamedChild(i), depth)
			}
			return
		case model.SymConditionalExpression, model.SymTernaryExpression:
			if lenient {
				for _, v := range conditionalValues(n) {
					visit(v, depth)
				}
				return
			}
			kind = DelayUnknown
			return
		case model.SymSubscript, model.SymSubscriptExpression, model.SymIndexExpression:
			if envdflt.Read(f, n) {
				return // os.environ["RETRY_DELAY"]
			}
			if lenient && serverDelay.MatchString(t) {
				server = true // response.headers["Retry-After"]
				return
			}
			if sk := scheduleDelay(f, l, n); sk != DelayUnknown { // backoff[attempt] (schedule.go)
				if sk == DelayGrows || kind != DelayGrows {
					kind = sk
				}
				return
			}
			kind = DelayUnknown
			return
		case model.SymBinaryOperator, model.SymBinaryExpression:
			op := n.ChildByFieldName("operator")
			if op != nil && (f.Text(op) == "**" || f.Text(op) == "<<") {
				if kind == DelayFixed {
					kind = DelayGrows
				}
			}
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			visit(n.NamedChild(i), depth)
		}
	}
	visit(d, 0)
	return kind, server
}

// assignedNames is the set of names a loop body updates.
type assignedNames map[string]bool

// loopAssigned returns the names the loop body assigns or updates (x = ...,
// x += ..., x *= 2, x++), which change from one pass to the next.
func loopAssigned(f *model.File, l *RetryLoop) assignedNames {
	key := l.Loop.StartByte()
	memo := model.Fact(f, loopAssignedFact, newAssignedMemo)
	if v, ok := memo[key]; ok {
		return v
	}
	out := assignedNames{}
	model.Walk(l.Body, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymAugmentedAssignment, model.SymAssignmentStatement, model.SymUpdateExpression, model.SymIncStatement, model.SymDecStatement,
			model.SymAugmentedAssignmentExpression:
			var left *model.Node
			if n.Sym() == model.SymUpdateExpression {
				left = n.ChildByFieldName("argument")
			} else if n.Sym() == model.SymIncStatement || n.Sym() == model.SymDecStatement {
				left = n.NamedChild(0)
			} else {
				left = n.ChildByFieldName("left")
			}
			if left != nil {
				if left.Sym() == model.SymExpressionList && left.NamedChildCount() > 0 {
					left = left.NamedChild(0)
				}
				if n.Sym() != model.SymAssignmentStatement || f.Text(n.ChildByFieldName("operator")) != "=" {
					out[f.Text(left)] = true
				} else if r := n.ChildByFieldName("right"); r != nil && strings.Contains(f.Text(r), f.Text(left)) {
					out[f.Text(left)] = true // backoff = backoff * 2
				}
			}
		case model.SymAssignment, model.SymAssignmentExpression:
			left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			if left != nil && right != nil && strings.Contains(f.Text(right), f.Text(left)) {
				out[f.Text(left)] = true
			}
		}
		return true
	})
	memo[key] = out
	return out
}

// newAssignedMemo makes loopAssigned's memo, by the loop's start byte.
func newAssignedMemo(*model.File) map[uint32]assignedNames { return map[uint32]assignedNames{} }

// pyRetryDecorator describes a tenacity / backoff / retrying decorator or
// Retrying() object.
type PyRetryConfig struct {
	Node    *model.Node // the decorator's call, or the Retrying(...) call
	Lib     string      // "tenacity", "backoff", "retrying"
	Name    string      // qualified name of the call
	Bare    bool        // @retry with no call
	Wrapped *model.Node // decorated function, or nil
}

// pyRetryConfigs returns the tenacity, backoff and retrying configurations
// in a Python file: decorators (bare or called) and Retrying/AsyncRetrying
// objects.
func PyRetryConfigs(f *model.File) []PyRetryConfig {
	return model.Fact(f, pyConfigsFact, findPyConfigs)
}

// findPyConfigs is PyRetryConfigs' walk.
func findPyConfigs(f *model.File) []PyRetryConfig {
	var out []PyRetryConfig
	if f.Lang == model.LangPython && f.ImportsAnyOf(pyRetryNames) {
		f.NodesOf(pyRetrySyms, func(n *model.Node) bool {
			switch n.Sym() {
			case model.SymDecoratedDefinition:
				def := n.ChildByFieldName("definition")
				for i := 0; i < int(n.NamedChildCount()); i++ {
					d := n.NamedChild(i)
					if d.Sym() != model.SymDecorator || d.NamedChildCount() == 0 {
						continue
					}
					e := d.NamedChild(0)
					c := PyRetryConfig{Node: e, Wrapped: def}
					if e.Sym() == model.SymCall {
						c.Name = model.ImportedName(f, model.Callee(e))
					} else {
						c.Name, c.Bare = model.ImportedName(f, e), true
					}
					if c.Lib = pyRetryLib(c.Name); c.Lib != "" {
						out = append(out, c)
					}
				}
			case model.SymCall:
				name := model.ImportedName(f, model.Callee(n))
				if name == "tenacity.Retrying" || name == "tenacity.AsyncRetrying" {
					out = append(out, PyRetryConfig{Node: n, Lib: "tenacity", Name: name})
				}
			}
			return true
		})
	}
	return out
}

// pyRetryNames are the qualified names PyRetryConfigs looks for: those
// pyRetryLib knows, and the Retrying objects.
var pyRetryNames = []string{"tenacity.retry", "backoff.on_exception", "backoff.on_predicate", "retrying.retry",
	"tenacity.Retrying", "tenacity.AsyncRetrying"}

// pyRetrySyms are the nodes PyRetryConfigs looks at.
var pyRetrySyms = model.NewSymBitset(model.SymDecoratedDefinition, model.SymCall)

func pyRetryLib(q string) string {
	switch q {
	case "tenacity.retry":
		return "tenacity"
	case "backoff.on_exception", "backoff.on_predicate":
		return "backoff"
	case "retrying.retry":
		return "retrying"
	}
	return ""
}

// kw returns keyword argument name of a configuration call (nil for a bare
// decorator).
func (c PyRetryConfig) Kw(f *model.File, name string) *model.Node {
	if c.Bare {
		return nil
	}
	return f.Kwarg(c.Node, name)
}

// unknownKw reports whether the call passes **kwargs that may hold any option.
func (c PyRetryConfig) UnknownKw() bool { return !c.Bare && model.HasSplat(c.Node) }

// mentions reports whether the expression (resolved through variables)
// calls one of names, matched on the last segment of the callee.
func Mentions(f *model.File, n *model.Node, names ...string) bool {
	found := false
	var visit func(n *model.Node, depth int)
	visit = func(n *model.Node, depth int) {
		if n == nil || found || depth > 4 {
			return
		}
		model.Walk(n, func(c *model.Node) bool {
			if found {
				return false
			}
			switch c.Sym() {
			case model.SymIdentifier, model.SymAttribute, model.SymMemberExpression:
				t := f.Text(c)
				last := t[strings.LastIndex(t, ".")+1:]
				for _, nm := range names {
					if last == nm {
						found = true
						return false
					}
				}
				if c.Sym() == model.SymIdentifier {
					if v := f.Lookup(t, c); v != nil && v != n {
						visit(v, depth+1)
					}
				}
				return c.Sym() != model.SymIdentifier
			}
			return true
		})
	}
	visit(n, 0)
	return found
}

// capWord matches conditions that bound a loop: attempt counters, limits,
// deadlines, elapsed time, contexts and stop flags.
var capWord = regexp.MustCompile(`(?i)(attempt|retr|tries|tried|count|max|limit|deadline|elapsed|time|timeout|budget|ctx|context|done|stop|cancel|abort|closed|shutdown|expire|remaining|left|giveup|give_up|exhaust)`)

// isExit reports whether s leaves the loop.
func isExit(f *model.File, s *model.Node) bool {
	switch s.Sym() {
	case model.SymRaiseStatement, model.SymThrowStatement, model.SymReturnStatement, model.SymBreakStatement:
		return true
	case model.SymCallExpression:
		switch f.Text(model.Callee(s)) {
		case "panic", "log.Fatal", "log.Fatalf", "log.Fatalln", "os.Exit", "process.exit":
			return true
		}
	}
	return false
}

// HasCap reports whether a retry loop stops retrying on its own: an exit in
// a failure handler (`if attempt == MAX: raise`), or an exit elsewhere in the
// body guarded by a counter, limit, deadline or context condition, or the Go
// `case <-ctx.Done(): return` of a select. Success exits (inside the try
// block, or the Go `err == nil` branch) do not count.
func HasCap(f *model.File, l *RetryLoop) bool {
	assigned := loopAssigned(f, l)
	inside := func(n *model.Node, regions ...*model.Node) bool {
		for _, r := range regions {
			if r != nil && model.Contains(r, n) {
				return true
			}
		}
		return false
	}
	var success, handlers []*model.Node
	for _, a := range l.Attempts {
		if f.Lang != model.LangGo {
			success = append(success, a.Region)
		}
		success = append(success, a.Success)
		handlers = append(handlers, a.Handlers...)
	}
	capped := false
	loopStatements(f, l.Body, func(s *model.Node, _ bool) {
		if capped || !isExit(f, s) || inside(s, success...) {
			return
		}
		if inside(s, handlers...) {
			capped = true
			return
		}
		for p := s.Parent(); p != nil && p != l.Body; p = p.Parent() {
			var cond *model.Node
			switch p.Sym() {
			case model.SymIfStatement, model.SymElifClause, model.SymWhileStatement:
				cond = p.ChildByFieldName("condition")
			case model.SymCommunicationCase, model.SymExpressionCase:
				cond = p
			}
			if cond == nil {
				continue
			}
			ct := f.Text(cond)
			if p.Sym() == model.SymCommunicationCase || p.Sym() == model.SymExpressionCase {
				ct = f.Text(p.ChildByFieldName("communication"))
				if ct == "" {
					ct = f.Text(p.ChildByFieldName("value"))
				}
			}
			if capWord.MatchString(ct) || (l.Counter != "" && strings.Contains(ct, l.Counter)) {
				capped = true
				return
			}
			for name := range assigned {
				if strings.Contains(ct, name) {
					capped = true
					return
				}
			}
		}
	})
	return capped
}

// statusCheck matches conditions that test whether an attempt succeeded: an
// ok flag, a status code, an error.
var statusCheck = regexp.MustCompile(`(?i)(\bok\b|status_?code|is_success|success|\berr\b|error|exception|\b[1-5]\d\d\b|2xx|5xx)`)

// retriesOnSuccessExit reports whether the loop leaves after attempt a
// succeeds: an exit after the call (in the try block or else clause, the Go
// `err == nil` branch, or a statement after the attempt) that is
// unconditional or guarded by a status check. A loop whose exits all wait
// for some other state (`if job.status == "done"`, `if pr != nil`,
// `if (input === "exit")`, `case <-ctx.Done()`) polls or consumes rather
// than retries.
func retriesOnSuccessExit(f *model.File, l *RetryLoop, a retryAttempt) bool {
	if a.Success != nil {
		return true
	}
	ok := false
	check := func(root *model.Node, skipHandlers bool) {
		var visit func(n *model.Node)
		visit = func(n *model.Node) {
			if ok || n == nil {
				return
			}
			if n != root && (isLoopNode(f, n) || n.IsScope()) {
				return
			}
			switch n.Sym() {
			case model.SymExceptClause, model.SymExceptGroupClause, model.SymCatchClause, model.SymFinallyClause:
				if skipHandlers {
					return
				}
			case model.SymReturnStatement, model.SymBreakStatement:
				if n.EndByte() > a.Call.StartByte() && exitGuardIsStatus(f, l, a, n) {
					ok = true
				}
				return
			}
			for i := 0; i < int(n.NamedChildCount()); i++ {
				visit(n.NamedChild(i))
			}
		}
		visit(root)
	}
	check(a.Stmt, true)
	for p := a.Stmt; p != nil && p != l.Body && !ok; p = p.Parent() {
		for sib := p.NextNamedSibling(); sib != nil && !ok; sib = sib.NextNamedSibling() {
			check(sib, true)
		}
	}
	return ok
}

// exitGuardIsStatus reports whether the conditions guarding exit (between it
// and the loop body, not counting those around the attempt itself) are
// absent or include a status check.
func exitGuardIsStatus(f *model.File, l *RetryLoop, a retryAttempt, exit *model.Node) bool {
	guarded := false
	for p := exit.Parent(); p != nil && p != l.Body; p = p.Parent() {
		if model.Contains(p, a.Stmt) && p != a.Stmt {
			break // conditions around the attempt apply to the whole attempt
		}
		var cond string
		switch p.Sym() {
		case model.SymIfStatement, model.SymElifClause:
			cond = f.Text(p.ChildByFieldName("condition"))
		case model.SymCommunicationCase, model.SymExpressionCase, model.SymSwitchCase, model.SymTypeCase, model.SymCaseClause, model.SymDefaultCase, model.SymSwitchDefault:
			cond = f.Text(p)
			if i := strings.IndexAny(cond, ":\n"); i >= 0 {
				cond = cond[:i]
			}
		default:
			continue
		}
		guarded = true
		if statusCheck.MatchString(cond) && !strings.ContainsAny(cond, "'\"`") { // a string compares a job state: a poll
			return true
		}
	}
	return !guarded
}

// pollWord marks a polling loop (asking until a state is reached, at an
// interval the server often prescribes) rather than a retry.
var PollWord = regexp.MustCompile(`([Pp]oll|POLL|[Ww]ait_?(for|For|until|Until)([A-Z_]|\b)|[Uu]ntil_?[Rr]eady|[Ii]s_?[Rr]eady|[Rr]eadiness)`)

// localProbe marks an attempt that waits for a local process or server to
// come up (localhost, 127.0.0.1, a child process still alive): a readiness
// wait, not a retry against a shared upstream.
var localProbe = regexp.MustCompile(`(?i)(localhost|127\.0\.0\.1|\[::1\]|is_alive\(\)|\.isAlive\(\)|\.returncode|\.exitCode)`)

// pollLoop reports whether the loop polls: its enclosing function's name,
// its header or its attempt calls say poll.
func pollLoop(f *model.File, l *RetryLoop, attempts []retryAttempt) bool {
	if len(attempts) == 0 {
		return false
	}
	header := f.Text(l.Loop)[:l.Body.StartByte()-l.Loop.StartByte()]
	if PollWord.MatchString(model.FuncName(f, model.EnclosingFunc(l.Loop))) || PollWord.MatchString(header) || localProbe.MatchString(header) {
		return true
	}
	for _, a := range attempts {
		if PollWord.MatchString(retryguard.OptionFreeText(f, a.Call)) || localProbe.MatchString(f.Text(a.Region)) {
			return true
		}
	}
	return false
}

// keepName matches names that a retry loop legitimately updates between
// attempts and passes to the call: counters, timeouts, credentials.
var keepName = regexp.MustCompile(`(?i)(retr|attempt|tries|count|timeout|delay|backoff|token|auth|key|session|client|conn|headers|^i$|^n$)`)

// iteratesInput reports whether the attempt's call takes an argument that
// the loop body reassigns outside the attempt (`current = parent` before
// `realpath(current)`): each pass then does new work, as when walking up a
// directory tree, rather than repeating the same request.
//
// assigns are the loop's assignments (loopAssignments), read once per loop:
// walking the whole body again for each attempt made a loop of 2,000 try
// blocks take 1.5 s (quadratic in the body); each attempt now reads only
// the assignments, and pass 1's walks count against the rule's step limit.
func iteratesInput(f *model.File, l *RetryLoop, a retryAttempt, assigns []*model.Node) bool {
	names := map[string]bool{}
	addNames := func(n *model.Node) {
		model.Walk(n, func(n *model.Node) bool {
			if n.Sym() == model.SymIdentifier && !keepName.MatchString(f.Text(n)) {
				names[f.Text(n)] = true
			}
			return true
		})
	}
	addNames(model.Args(a.Call))
	if len(names) == 0 {
		return false
	}
	// One step back through the values the body derives before the call
	// (p := filepath.Join(d, name); os.Stat(p)): the call asks for p, which
	// moves when d does.
	for _, s := range assigns {
		if s.StartByte() >= a.Call.StartByte() {
			break // assigns are in source order
		}
		switch s.Sym() {
		case model.SymShortVarDeclaration, model.SymAssignmentStatement, model.SymAssignment, model.SymAssignmentExpression, model.SymLexicalDeclaration, model.SymVariableDeclaration:
			model.Walk(s, func(n *model.Node) bool {
				left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
				if n.Sym() == model.SymVariableDeclarator {
					left, right = n.ChildByFieldName("name"), n.ChildByFieldName("value")
				}
				if left != nil && right != nil && names[f.Text(left)] {
					addNames(right)
				}
				return n == s || n.Sym() == model.SymVariableDeclarator
			})
		}
	}
	if headerMoves(f, l, names) {
		return true
	}
	for _, s := range assigns {
		if model.Contains(a.Region, s) {
			continue
		}
		var left *model.Node
		switch s.Sym() {
		case model.SymAssignment, model.SymAssignmentExpression, model.SymAugmentedAssignment, model.SymAugmentedAssignmentExpression, model.SymAssignmentStatement:
			left = s.ChildByFieldName("left")
		}
		if left != nil && names[f.Text(left)] && !rebuilt.EachPass(f, l.Body, l.Counter, s, keepName) {
			return true
		}
	}
	return false
}

// loopAssignments returns the nodes of a loop body that loopStatements
// visits and iteratesInput reads (assignments and declarations), in source
// order.
func loopAssignments(f *model.File, body *model.Node) []*model.Node {
	var out []*model.Node
	loopStatements(f, body, func(s *model.Node, _ bool) {
		switch s.Sym() {
		case model.SymShortVarDeclaration, model.SymAssignmentStatement, model.SymAssignment, model.SymAssignmentExpression, model.SymLexicalDeclaration, model.SymVariableDeclaration,
			model.SymAugmentedAssignment, model.SymAugmentedAssignmentExpression:
			out = append(out, s)
		}
	})
	return out
}

// headerMoves reports whether the loop header's update clause (Go `for init;
// cond; update`, JS `for (init; cond; increment)`) moves one of names to a new
// value computed from a call or a field (d = filepath.Dir(d), n = n.next): the
// loop walks a structure, and each pass asks about another element. Counters
// (i++, attempt += 1) are not moves.
func headerMoves(f *model.File, l *RetryLoop, names map[string]bool) bool {
	var update *model.Node
	switch l.Loop.Sym() {
	case model.SymForStatement:
		if f.Lang == model.LangGo {
			for i := 0; i < int(l.Loop.NamedChildCount()); i++ {
				if c := l.Loop.NamedChild(i); c.Sym() == model.SymForClause {
					update = c.ChildByFieldName("update")
				}
			}
		} else {
			update = l.Loop.ChildByFieldName("increment")
		}
	}
	moves := false
	model.Walk(update, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymAssignmentStatement, model.SymAssignmentExpression:
			left, right := n.ChildByFieldName("left"), model.Unwrap(n.ChildByFieldName("right"))
			if left == nil || right == nil {
				return true
			}
			if left.Sym() == model.SymExpressionList && left.NamedChildCount() > 0 {
				left = left.NamedChild(0)
			}
			if right.Sym() == model.SymExpressionList && right.NamedChildCount() > 0 {
				right = model.Unwrap(right.NamedChild(0))
			}
			switch right.Sym() {
			case model.SymCallExpression, model.SymSelectorExpression, model.SymMemberExpression, model.SymIndexExpression, model.SymSubscriptExpression:
				moves = moves || names[f.Text(left)]
			}
		}
		return !moves
	})
	return moves
}

// interactiveCall matches calls that ask the user for input: a loop that
// re-prompts after a failure is a prompt loop, not a retry.
var interactiveCall = regexp.MustCompile(`(?i)(^|\.)(input|prompt|getpass|readline|readUserInput|question|ask|confirm|select|password)$`)

func asksUser(f *model.File, region *model.Node) bool {
	found := false
	model.Walk(region, func(n *model.Node) bool {
		if found {
			return false
		}
		if n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression {
			if fn := model.Callee(n); fn != nil && interactiveCall.MatchString(f.Text(fn)) {
				found = true
			}
		}
		return true
	})
	return found
}

// afterSuccess reports whether n sits in an attempt's retried region after
// its call: code that runs once the call succeeded, not between attempts.
func afterSuccess(l *RetryLoop, n *model.Node) bool {
	for _, a := range l.Attempts {
		if a.Region == nil || !model.Contains(a.Region, n) || a.Region.Sym() == model.SymShortVarDeclaration || n.StartByte() < a.Call.EndByte() {
			continue
		}
		conditional := false
		for p := n.Parent(); p != nil && p != a.Region; p = p.Parent() {
			conditional = conditional || p.Sym() == model.SymIfStatement
		}
		return !conditional // an unconditional wait after the call runs on success
	}
	return false
}
