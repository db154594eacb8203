package model

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// retryLoop is one hand-written retry loop.
type RetryLoop struct {
	Loop     *Node          // the loop statement; findings about the loop start here
	Body     *Node          // the loop body block
	Attempts []retryAttempt // the attempts the loop repeats
	// Infinite is true when the loop has no condition of its own: `while True`,
	// `while (true)`, `for (;;)`, Go `for {}`, `itertools.count()`.
	Infinite bool
	// MaxPasses is the number of passes when the loop header fixes it with a
	// literal (`range(3)`, `i < 3`, Go `range 3`), else 0.
	MaxPasses int
	// Counter names the loop's own counter (for-target or C-style init), if any.
	Counter string
}

// retryAttempt is one attempt inside a retry loop.
type retryAttempt struct {
	Call *Node // the outbound call that is retried
	// Region is the code that is re-run on each attempt and whose failure is
	// retried: the try block (Python, JS) or the statement that makes the call
	// (Go).
	Region *Node
	// Handlers are the failure paths that let the loop continue: except/catch
	// bodies, or the Go `err != nil` branch (nil when the failure path is the
	// rest of the loop body after `if err == nil { return }`).
	Handlers []*Node
	// Success is the Go `if err == nil { ... }` branch that leaves the loop, or nil.
	Success *Node
	// Stmt is the statement that holds the attempt: the try statement, or
	// the Go if statement that checks err.
	Stmt *Node
}

// retryLoops returns the file's hand-written retry loops, computed once per
// file by one walk over the tree.
func (f *File) RetryLoops() []*RetryLoop {
	if f.facts.retryLoopsDone {
		return f.facts.retryLoops
	}
	var out []*RetryLoop
	f.walkSyms(loopSyms, func(n *Node) bool {
		if isLoopNode(f, n) {
			if l := f.analyzeLoop(n); l != nil {
				out = append(out, l)
			}
		}
		return true
	})
	f.facts.retryLoops, f.facts.retryLoopsDone = out, true
	return out
}

// loopSyms are the loop statements (isLoopNode).
var loopSyms = NewSymBitset(SymWhileStatement, SymForStatement, SymDoStatement)

func isLoopNode(f *File, n *Node) bool {
	switch n.Sym() {
	case SymWhileStatement, SymForStatement, SymDoStatement:
		return true
	}
	return false
}

var (
	pyTrue = map[string]bool{"True": true, "1": true}
	jsTrue = map[string]bool{"true": true, "1": true, "!0": true}
)

// analyzeLoop decides whether loop n is a retry loop and describes it.
func (f *File) analyzeLoop(n *Node) *RetryLoop {
	l := &RetryLoop{Loop: n, Body: n.ChildByFieldName("body")}
	switch {
	case f.Lang == LangPython:
		switch n.Sym() {
		case SymWhileStatement:
			l.Infinite = pyTrue[f.Text(n.ChildByFieldName("condition"))]
		case SymForStatement:
			right := n.ChildByFieldName("right")
			if right == nil || right.Sym() != SymCall {
				return nil
			}
			switch q := f.QualifiedName(Callee(right)); q {
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
		case SymWhileStatement, SymDoStatement:
			cond := n.ChildByFieldName("condition")
			l.Infinite = jsTrue[strings.Trim(f.Text(cond), "() \t")]
		case SymForStatement:
			cond := n.ChildByFieldName("condition")
			ct := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(f.Text(cond)), ";"))
			l.Infinite = cond == nil || ct == "" || jsTrue[ct]
			if init := n.ChildByFieldName("initializer"); init != nil {
				Walk(init, func(c *Node) bool {
					if c.Sym() == SymVariableDeclarator && l.Counter == "" {
						l.Counter = f.Text(c.ChildByFieldName("name"))
					}
					return l.Counter == ""
				})
			}
			l.MaxPasses = cmpLiteral(f, cond)
			if collectionBound.MatchString(ct) {
				return nil // walking an array by index
			}
		default:
			return nil
		}
	case f.Lang == LangGo:
		if n.Sym() != SymForStatement {
			return nil
		}
		var clause *Node
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if c := n.NamedChild(i); c.Sym() != SymBlock && c.Sym() != SymComment {
				clause = c
			}
		}
		switch {
		case clause == nil:
			l.Infinite = true
		case clause.Sym() == SymForClause:
			cond := clause.ChildByFieldName("condition")
			l.Infinite = cond == nil || f.Text(cond) == "true"
			l.MaxPasses = cmpLiteral(f, cond)
			if collectionBound.MatchString(f.Text(cond)) {
				return nil // walking a slice by index
			}
			if init := clause.ChildByFieldName("initializer"); init != nil && init.Sym() == SymShortVarDeclaration {
				if left := init.ChildByFieldName("left"); left != nil && left.NamedChildCount() > 0 {
					l.Counter = f.Text(left.NamedChild(0))
				}
			}
		case clause.Sym() == SymRangeClause:
			right := clause.ChildByFieldName("right")
			if right == nil {
				return nil
			}
			if right.Sym() == SymIntLiteral {
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
	f.loopStatements(l.Body, func(s *Node, inHandler bool) {
		if s.Sym() == SymTryStatement {
			if a, ok := f.tryAttempt(s); ok {
				attempts = append(attempts, a)
			}
		}
		if f.Lang == LangGo {
			if a, ok := f.goAttempt(s); ok {
				attempts = append(attempts, a)
			}
		}
	})
	if len(attempts) == 0 {
		// Nothing in it to retry: not a RetryLoop whatever its kind, and
		// pollLoop is false without attempts; its kind is classified only
		// if LoopKindOf asks (most loops are never asked about).
		f.notePendingLoop(l)
		return nil
	}
	if f.pollLoop(l, attempts) {
		f.noteLoopKind(n, LoopPoll)
		return nil
	}
	if k := f.classifyLoop(l); k != LoopOther {
		f.noteLoopKind(n, k) // the loop moves on each pass: not the same call again
		return nil
	}
	for _, a := range attempts {
		if f.retriesOnSuccessExit(l, a) && !f.iteratesInput(l, a) {
			l.Attempts = append(l.Attempts, a)
		}
	}
	if len(l.Attempts) == 0 {
		return nil
	}
	if l.MaxPasses == 0 {
		l.MaxPasses = f.guardPasses(l)
	}
	f.noteLoopKind(n, LoopRetry)
	return l
}

// guardPasses reads a retry budget that a loop without a bounded header sets
// in its failure path: `if (!retriable(err) || tries >= 1) throw err` where
// tries is incremented in the loop, and returns the number of passes it
// allows (tries >= k: k+1; tries > k: k+2), else 0.
func (f *File) guardPasses(l *RetryLoop) int {
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
			Walk(h, func(n *Node) bool {
				if passes > 0 || (n != h && isLoopNode(f, n)) {
					return false
				}
				if n.Sym() != SymIfStatement || !leaves(n.ChildByFieldName("consequence")) {
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
func headerCounterStart(f *File, l *RetryLoop) int {
	if f.Lang != LangGo || l.Counter == "" {
		return -1
	}
	for i := 0; i < int(l.Loop.NamedChildCount()); i++ {
		c := l.Loop.NamedChild(i)
		if c.Sym() != SymForClause {
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
func leaves(n *Node) bool {
	if n == nil {
		return false
	}
	out := false
	Walk(n, func(c *Node) bool {
		switch c.Sym() {
		case SymThrowStatement, SymRaiseStatement, SymReturnStatement, SymBreakStatement:
			out = true
		}
		return !out
	})
	return out
}

// orOperands splits a condition into the operands of its top-level ||/or
// (any of which makes the branch run), through parentheses and negation-free
// wrappers.
func orOperands(f *File, cond *Node) []*Node {
	cond = Unwrap(cond)
	if cond == nil {
		return nil
	}
	if cond.Sym() == SymParenthesizedExpression && cond.NamedChildCount() == 1 {
		return orOperands(f, cond.NamedChild(0))
	}
	if cond.Sym() == SymBinaryExpression || cond.Sym() == SymBooleanOperator {
		if op := cond.ChildByFieldName("operator"); op != nil && (f.Text(op) == "||" || f.Text(op) == "or") {
			return append(orOperands(f, cond.ChildByFieldName("left")), orOperands(f, cond.ChildByFieldName("right"))...)
		}
	}
	return []*Node{cond}
}

// counterAtLeast reads `name >= k` or `name > k` with a literal k (or a
// constant bound to one) and returns name and the number of retries it
// allows before the branch runs (k, or k+1 for >); "" otherwise.
func counterAtLeast(f *File, c *Node) (string, int) {
	if c.Sym() != SymBinaryExpression && c.Sym() != SymComparisonOperator {
		return "", 0
	}
	left, right := c.ChildByFieldName("left"), c.ChildByFieldName("right")
	op := c.ChildByFieldName("operator")
	if c.Sym() == SymComparisonOperator { // Python: operators are unnamed children
		if c.NamedChildCount() != 2 || c.ChildCount() != 3 {
			return "", 0
		}
		left, right, op = c.NamedChild(0), c.NamedChild(1), c.Child(1)
	}
	if left == nil || right == nil || op == nil || left.Sym() != SymIdentifier {
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

// retryCountName matches names that hold an attempt count.
var retryCountName = regexp.MustCompile(`(?i)(retr|attempt|tries|max)`)

func pyRangeCount(f *File, call *Node) int {
	a := Arg(call, 0)
	if NumArgs(call) >= 2 {
		a = Arg(call, 1)
	}
	if a == nil {
		return 0
	}
	if v := f.Resolve(a); v != nil && v.Sym() == SymInteger {
		k, _ := strconv.Atoi(f.Text(v))
		if NumArgs(call) >= 2 {
			lo, _ := strconv.Atoi(f.Text(f.Resolve(Arg(call, 0))))
			k -= lo
		}
		return k
	}
	return 0
}

// cmpLiteral reads `i < 3` / `i <= 3` and returns the pass count, else 0.
func cmpLiteral(f *File, cond *Node) int {
	if cond == nil {
		return 0
	}
	if cond.Sym() == SymExpressionStatement && cond.NamedChildCount() > 0 {
		cond = cond.NamedChild(0)
	}
	if cond.Sym() != SymBinaryExpression {
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
func (f *File) loopStatements(body *Node, fn func(s *Node, inHandler bool)) {
	var visit func(n *Node, inHandler bool)
	visit = func(n *Node, inHandler bool) {
		for i := 0; i < int(n.NamedChildCount()); i++ {
			c := n.NamedChild(i)
			if isLoopNode(f, c) || c.IsScope() || c.Sym() == SymClassDefinition || c.Sym() == SymClassDeclaration {
				continue
			}
			fn(c, inHandler)
			h := inHandler || c.Sym() == SymExceptClause || c.Sym() == SymCatchClause
			visit(c, h)
		}
	}
	visit(body, false)
}

// tryAttempt reads a try statement inside a retry loop body (Python or JS).
func (f *File) tryAttempt(t *Node) (retryAttempt, bool) {
	a := retryAttempt{Region: t.ChildByFieldName("body"), Stmt: t}
	if a.Region == nil {
		return a, false
	}
	for i := 0; i < int(t.NamedChildCount()); i++ {
		c := t.NamedChild(i)
		var body *Node
		switch c.Sym() {
		case SymExceptClause, SymExceptGroupClause:
			for j := int(c.NamedChildCount()) - 1; j >= 0; j-- {
				if c.NamedChild(j).Sym() == SymBlock {
					body = c.NamedChild(j)
					break
				}
			}
		case SymCatchClause:
			body = c.ChildByFieldName("body")
		}
		if body != nil && !EndsInExit(f, body) && !pyCatchesNonNetwork(f, c) {
			a.Handlers = append(a.Handlers, body)
		}
	}
	if len(a.Handlers) == 0 {
		return a, false
	}
	a.Call = f.firstOutboundCall(a.Region)
	return a, a.Call != nil && !f.asksUser(t)
}

var pyIdent = regexp.MustCompile(`[A-Za-z_][A-Za-z_0-9.]*`)

// pyCatchesNonNetwork reports whether a Python except clause names only
// exceptions that an outbound call does not raise on a transient failure
// (KeyError, ValueError, StopIteration, ...), which marks a parse or lookup
// loop rather than a retry.
func pyCatchesNonNetwork(f *File, c *Node) bool {
	if c.Sym() != SymExceptClause || c.NamedChildCount() < 2 {
		return false
	}
	txt := f.Text(c.NamedChild(0))
	for _, w := range pyIdent.FindAllString(txt, -1) {
		switch w {
		case "as", "KeyError", "ValueError", "IndexError", "StopIteration", "StopAsyncIteration", "TypeError",
			"AttributeError", "json.JSONDecodeError", "JSONDecodeError", "UnicodeDecodeError", "KeyboardInterrupt":
		default:
			if c.NamedChild(0).Sym() == SymAsPattern && w == f.Text(c.NamedChild(0).ChildByFieldName("alias")) {
				continue
			}
			return false
		}
	}
	return true
}

// endsInExit reports whether a block's last statement leaves the loop
// unconditionally: raise/throw/return/break (or Go panic / log.Fatal).
func EndsInExit(f *File, block *Node) bool {
	var last *Node
	for i := int(block.NamedChildCount()) - 1; i >= 0; i-- {
		if c := block.NamedChild(i); c.Sym() != SymComment {
			last = c
			break
		}
	}
	if last == nil {
		return false
	}
	switch last.Sym() {
	case SymRaiseStatement, SymThrowStatement, SymReturnStatement, SymBreakStatement:
		return true
	case SymExpressionStatement:
		if last.NamedChildCount() > 0 {
			if call := last.NamedChild(0); call.Sym() == SymCallExpression {
				switch f.Text(Callee(call)) {
				case "panic", "log.Fatal", "log.Fatalf", "log.Fatalln", "os.Exit", "process.exit":
					return true
				}
			}
		}
	}
	return false
}

// goAttempt reads a Go attempt: `x, err := call(...)` (or `err = ...`)
// followed by `if err != nil { ... }` / `if err == nil { ... }`, or
// `if err := call(...); err != nil { ... }`.
func (f *File) goAttempt(s *Node) (retryAttempt, bool) {
	var assign, check *Node
	switch s.Sym() {
	case SymIfStatement:
		if init := s.ChildByFieldName("initializer"); init != nil {
			assign, check = init, s
		}
	case SymShortVarDeclaration, SymAssignmentStatement:
		assign = s
		next := s.NextNamedSibling()
		for next != nil && next.Sym() == SymComment {
			next = next.NextNamedSibling()
		}
		if next != nil && next.Sym() == SymIfStatement {
			check = next
		}
	}
	if assign == nil || check == nil || (assign.Sym() != SymShortVarDeclaration && assign.Sym() != SymAssignmentStatement) {
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
	call := Unwrap(right.NamedChild(0))
	if errName == "" || call.Sym() != SymCallExpression || !f.IsOutboundCall(call) {
		return retryAttempt{}, false
	}
	cond := strings.ReplaceAll(f.Text(check.ChildByFieldName("condition")), " ", "")
	cons := check.ChildByFieldName("consequence")
	a := retryAttempt{Call: call, Region: assign, Stmt: check}
	switch {
	case strings.HasPrefix(cond, errName+"!=nil"):
		if cons == nil || EndsInExit(f, cons) {
			return a, false
		}
		a.Handlers = []*Node{cons}
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

func goHasExit(f *File, block *Node) bool {
	found := false
	f.loopStatements(block, func(s *Node, _ bool) {
		found = found || s.Sym() == SymReturnStatement || s.Sym() == SymBreakStatement
	})
	return found
}

// firstOutboundCall returns the first outbound call in region, not looking
// into nested functions or loops.
func (f *File) firstOutboundCall(region *Node) *Node {
	var found *Node
	Walk(region, func(n *Node) bool {
		if found != nil {
			return false
		}
		if n != region && (isLoopNode(f, n) || n.IsScope()) {
			return false
		}
		if (n.Sym() == SymCall || n.Sym() == SymCallExpression) && f.IsOutboundCall(n) {
			found = n
			return false
		}
		return true
	})
	return found
}

var (
	// netWords are words in a function or method name that mark an outbound call.
	netWords = map[string]bool{"fetch": true, "request": true, "requests": true, "post": true, "put": true,
		"patch": true, "send": true, "call": true, "invoke": true, "urlopen": true, "connect": true, "dial": true,
		"query": true, "upload": true, "download": true, "publish": true, "http": true, "api": true, "rpc": true,
		"webhook": true, "execute": true, "get": true, "delete": true, "do": true, "head": true, "notify": true,
		"submit": true, "create": true, "update": true, "login": true, "auth": true, "authenticate": true,
		"subscribe": true, "chat": true, "complete": true, "completion": true, "completions": true, "generate": true,
		"embed": true, "search": true, "retrieve": true, "lookup": true}
	// clientWords are receiver names for which get/delete/head are requests, not dict or map access.
	clientReceiver = regexp.MustCompile(`(?i)(session|client|http|api|conn|sess|requests|httpx|aiohttp|axios|got|ky|agent|transport|sdk|service|svc|s)$`)
	// netPackages are imports whose calls are outbound.
	NetPackages = map[string]bool{"requests": true, "httpx": true, "aiohttp": true, "urllib": true, "urllib3": true,
		"http": true, "socket": true, "grpc": true, "boto3": true, "openai": true, "anthropic": true,
		"axios": true, "got": true, "ky": true, "node-fetch": true, "undici": true, "https": true,
		"net/http": true, "net": true, "google.golang.org/grpc": true}
	// notOutbound are callee names that are never an upstream call.
	notOutbound = regexp.MustCompile(`(?i)(^|\.)(sleep|log|logger|print|printf|println|debug|info|warn|warning|error|len|str|int|float|json|parse|dumps|loads|stringify|setTimeout|delay|wait|emit|format|sprintf|errorf|now|since|is|as|unwrap|new|make|append|close)$|^(console|logger|log|logging|Math|JSON|Object|Array|fmt|errors|strconv|strings|time|json|math|sort|bytes|regexp)\.`)
	// notOutboundLast and notOutboundFirst are notOutbound's two word lists,
	// lowercase: a last segment, and a first segment before a dot.
	notOutboundLast = wordSet("sleep", "log", "logger", "print", "printf", "println", "debug", "info", "warn", "warning",
		"error", "len", "str", "int", "float", "json", "parse", "dumps", "loads", "stringify", "settimeout", "delay",
		"wait", "emit", "format", "sprintf", "errorf", "now", "since", "is", "as", "unwrap", "new", "make", "append", "close")
	notOutboundFirst = wordSet("console", "logger", "log", "logging", "math", "json", "object", "array", "fmt", "errors",
		"strconv", "strings", "time", "json", "math", "sort", "bytes", "regexp")
	// goPurePackages are Go packages whose calls do no I/O.
	goPurePackages = map[string]bool{"strconv": true, "strings": true, "fmt": true, "encoding/json": true, "errors": true,
		"bytes": true, "math": true, "sort": true, "regexp": true, "net/url": true, "path": true, "path/filepath": true,
		"time": true, "unicode/utf8": true, "encoding/base64": true, "encoding/hex": true, "slices": true, "maps": true}
)

// wordSet returns the set of words.
func wordSet(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// isNotOutbound is notOutbound.MatchString(name) without the regexp for
// ASCII names (nearly all): the pattern's first branch says the part after
// the last dot is one of notOutboundLast, the second that the part before
// the first dot is one of notOutboundFirst, both ignoring case, and on ASCII
// text ignoring case is ASCII lowercasing. A non-ASCII name goes to the
// regexp, whose case folding also matches ſ for s and the Kelvin sign for k.
func isNotOutbound(name string) bool {
	for i := 0; i < len(name); i++ {
		if name[i] >= utf8.RuneSelf {
			return notOutbound.MatchString(name)
		}
	}
	if lowerIn(notOutboundLast, name[strings.LastIndexByte(name, '.')+1:]) {
		return true
	}
	i := strings.IndexByte(name, '.')
	return i >= 0 && lowerIn(notOutboundFirst, name[:i])
}

// lowerIn reports whether the ASCII lowercase of s is in set, whose words
// are lowercase and at most 16 bytes long; it allocates nothing.
func lowerIn(set map[string]bool, s string) bool {
	var buf [16]byte
	if len(s) > len(buf) {
		return false
	}
	for i := 0; i < len(s); i++ {
		buf[i] = lowerASCII(s[i])
	}
	return set[string(buf[:len(s)])]
}

// isOutboundCall reports whether a call plausibly goes to an upstream
// service: a call into an HTTP or network library, an awaited call (Python
// and JS), a call of a function the enclosing function receives as a
// parameter (the operation a retry helper retries), a method whose name
// says it sends something (post, send, fetch, request, ...), and in Go any
// call that returns an error outside pure standard packages.
func (f *File) IsOutboundCall(call *Node) bool {
	fn := Callee(call)
	if fn == nil {
		return false
	}
	name := f.Text(fn)
	if isNotOutbound(name) {
		return false
	}
	q := f.QualifiedName(fn)
	if head, ok := f.nameHead(fn); ok {
		if imp, ok := f.Imports()[head]; ok {
			root := imp
			if f.Lang == LangGo {
				if goPurePackages[imp] {
					return false
				}
			} else {
				root = strings.SplitN(imp, ".", 2)[0]
			}
			if NetPackages[root] || NetPackages[imp] {
				return true
			}
		}
	}
	if f.Lang == LangGo {
		return true // the caller checks its error: any non-pure call
	}
	if p := call.Parent(); p != nil && (p.Sym() == SymAwait || p.Sym() == SymAwaitExpression) {
		return true
	}
	if fn.Sym() == SymIdentifier && IsParamOf(f, fn, name) {
		return true // fn(), operation(): the callback a retry helper retries
	}
	if name == "fetch" || q == "fetch" {
		return true
	}
	last := name
	if i := strings.LastIndexAny(name, "."); i >= 0 {
		last = name[i+1:]
	}
	words := nameWords(last)
	for _, w := range words {
		if !netWords[w] {
			continue
		}
		if (w == "get" || w == "delete" || w == "head" || w == "do") && len(words) == 1 {
			obj := strings.TrimSuffix(name, "."+last)
			return obj != name && clientReceiver.MatchString(obj)
		}
		return true
	}
	return false
}

// nameWords splits snake_case and camelCase into lowercase words.
func nameWords(s string) []string {
	var out []string
	cur := strings.Builder{}
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, strings.ToLower(cur.String()))
			cur.Reset()
		}
	}
	for i, r := range s {
		switch {
		case r == '_' || r == '$':
			flush()
		case r >= 'A' && r <= 'Z':
			if i > 0 && !(s[i-1] >= 'A' && s[i-1] <= 'Z') {
				flush()
			}
			cur.WriteRune(r)
		default:
			cur.WriteRune(r)
		}
	}
	flush()
	return out
}

// isParamOf reports whether name is a parameter of the function enclosing n.
func IsParamOf(f *File, n *Node, name string) bool {
	fn := EnclosingFunc(n)
	if fn == nil {
		return false
	}
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		params = fn.ChildByFieldName("parameter")
	}
	found := false
	Walk(params, func(p *Node) bool {
		if found {
			return false
		}
		switch p.Sym() {
		case SymIdentifier, SymShorthandPropertyIdentifierPattern:
			found = f.Text(p) == name
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
	Call  *Node
	Delay *Node // the delay argument, or nil when the call is a helper with no visible delay
}

// loopSleeps returns the wait calls of a retry loop: sleeps, timers and
// helpers whose name says they wait, anywhere in the loop body including
// callbacks (`new Promise(r => setTimeout(r, ms))`) and nested loops (a
// `for handler in handlers: handler.prepare_for_next_attempt()` waits too).
func (f *File) LoopSleeps(l *RetryLoop) []retrySleep {
	var out []retrySleep
	Walk(l.Body, func(n *Node) bool {
		if n.Sym() != SymCall && n.Sym() != SymCallExpression {
			return true
		}
		if s, ok := f.sleepCall(n); ok && !afterSuccess(l, n) {
			out = append(out, s)
		}
		return true
	})
	return out
}

var waitName = regexp.MustCompile(`(?i)(sleep|delay|wait|backoff|pause|throttle|jitter|after|timer|next_?attempt|prepare_?for_?retry|before_?retry)`)

// sleepCall recognises a wait: time.sleep / asyncio.sleep / trio.sleep /
// setTimeout / time.Sleep / time.After and friends (with their delay), and
// helpers named like sleep/delay/wait/backoff (whose delay argument is judged
// only when the helper is a plain sleep/delay).
func (f *File) sleepCall(call *Node) (retrySleep, bool) {
	fn := Callee(call)
	if fn == nil {
		return retrySleep{}, false
	}
	name := f.Text(fn)
	q := f.QualifiedName(fn)
	last := name[strings.LastIndex(name, ".")+1:]
	switch {
	case q == "setTimeout" || q == "timers/promises.setTimeout" || q == "globalThis.setTimeout" || q == "window.setTimeout":
		if NumArgs(call) >= 2 {
			return retrySleep{call, Arg(call, 1)}, true
		}
		if q == "timers/promises.setTimeout" || f.isAwaited(call) {
			return retrySleep{call, Arg(call, 0)}, true
		}
		return retrySleep{call, nil}, true
	case q == "time.Sleep", q == "time.After", q == "time.NewTimer", q == "time.Tick", q == "time.NewTicker":
		return retrySleep{call, Arg(call, 0)}, true
	case strings.EqualFold(last, "sleep") || last == "delay" || last == "wait" && f.Lang.IsJS():
		if NumArgs(call) == 1 && !HasSplat(call) {
			return retrySleep{call, Arg(call, 0)}, true
		}
		return retrySleep{call, nil}, true
	case last == "wait" && NumArgs(call) == 1 && f.Lang == LangPython: // stop_event.wait(5)
		return retrySleep{call, Arg(call, 0)}, true
	case waitName.MatchString(last) && !strings.HasPrefix(last, "set") && last != "clearTimeout":
		return retrySleep{call, nil}, true
	}
	return retrySleep{}, false
}

func (f *File) isAwaited(call *Node) bool {
	p := call.Parent()
	return p != nil && (p.Sym() == SymAwait || p.Sym() == SymAwaitExpression)
}

var (
	randomName  = regexp.MustCompile(`(?i)(rand|jitter|uniform|noise|shuffle|fuzz)`)
	serverDelay = regexp.MustCompile(`(?i)(retry.?after|headers|header|reset|ratelimit|rate_limit|retryafter)`)
	mathFuncs   = map[string]bool{"min": true, "max": true, "pow": true, "math.pow": true, "Math.min": true, "Math.max": true,
		"Math.pow": true, "float": true, "int": true, "Math.floor": true, "Math.ceil": true, "Math.round": true,
		"time.Duration": true, "float64": true, "int64": true, "math.Pow": true, "math.Min": true, "math.Max": true,
		"Number": true, "timedelta": true, "datetime.timedelta": true, "abs": true, "round": true}
)

// classifyDelay judges a delay expression of a wait in retry loop l.
func (f *File) ClassifyDelay(l *RetryLoop, d *Node) DelayKind {
	assigned := f.loopAssigned(l)
	kind := DelayFixed
	var visit func(n *Node, depth int)
	visit = func(n *Node, depth int) {
		if n == nil || kind == DelayUnknown || kind == DelayJitter || depth > 5 {
			return
		}
		n = Unwrap(n)
		t := f.Text(n)
		if randomName.MatchString(t) && (n.Sym() == SymIdentifier || n.Sym() == SymCall || n.Sym() == SymCallExpression ||
			n.Sym() == SymAttribute || n.Sym() == SymMemberExpression || n.Sym() == SymSelectorExpression) {
			kind = DelayJitter
			return
		}
		switch n.Sym() {
		case SymInteger, SymFloat, SymNumber, SymIntLiteral, SymFloatLiteral, SymTrue, SymFalse, SymNone, SymNull, SymComment:
			return
		case SymIdentifier, SymAttribute, SymMemberExpression, SymSelectorExpression, SymFieldIdentifier:
			if serverDelay.MatchString(t) {
				kind = DelayUnknown
				return
			}
			if assigned[t] || t == l.Counter {
				if kind == DelayFixed {
					kind = DelayGrows
				}
			}
			if n.Sym() == SymIdentifier || IsSelfMember(t) {
				if v := f.Lookup(t, n); v != nil {
					visit(v, depth+1)
				}
			}
			return
		case SymCall, SymCallExpression:
			fn := Callee(n)
			qn := f.QualifiedName(fn)
			if !mathFuncs[qn] && !mathFuncs[f.Text(fn)] {
				kind = DelayUnknown
				return
			}
			args := Args(n)
			for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
				visit(args.NamedChild(i), depth)
			}
			return
		case SymSubscript, SymSubscriptExpression, SymIndexExpression, SymConditionalExpression, SymTernaryExpression:
			kind = DelayUnknown
			return
		case SymBinaryOperator, SymBinaryExpression:
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
	return kind
}

// assignedNames is the set of names a loop body updates.
type assignedNames map[string]bool

// loopAssigned returns the names the loop body assigns or updates (x = ...,
// x += ..., x *= 2, x++), which change from one pass to the next.
func (f *File) loopAssigned(l *RetryLoop) assignedNames {
	key := l.Loop.StartByte()
	if v, ok := f.facts.loopAssigned[key]; ok {
		return v
	}
	out := assignedNames{}
	Walk(l.Body, func(n *Node) bool {
		switch n.Sym() {
		case SymAugmentedAssignment, SymAssignmentStatement, SymUpdateExpression, SymIncStatement, SymDecStatement,
			SymAugmentedAssignmentExpression:
			var left *Node
			if n.Sym() == SymUpdateExpression {
				left = n.ChildByFieldName("argument")
			} else if n.Sym() == SymIncStatement || n.Sym() == SymDecStatement {
				left = n.NamedChild(0)
			} else {
				left = n.ChildByFieldName("left")
			}
			if left != nil {
				if left.Sym() == SymExpressionList && left.NamedChildCount() > 0 {
					left = left.NamedChild(0)
				}
				if n.Sym() != SymAssignmentStatement || f.Text(n.ChildByFieldName("operator")) != "=" {
					out[f.Text(left)] = true
				} else if r := n.ChildByFieldName("right"); r != nil && strings.Contains(f.Text(r), f.Text(left)) {
					out[f.Text(left)] = true // backoff = backoff * 2
				}
			}
		case SymAssignment, SymAssignmentExpression:
			left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			if left != nil && right != nil && strings.Contains(f.Text(right), f.Text(left)) {
				out[f.Text(left)] = true
			}
		}
		return true
	})
	if f.facts.loopAssigned == nil {
		f.facts.loopAssigned = map[uint32]assignedNames{}
	}
	f.facts.loopAssigned[key] = out
	return out
}

// pyRetryDecorator describes a tenacity / backoff / retrying decorator or
// Retrying() object.
type PyRetryConfig struct {
	Node    *Node  // the decorator's call, or the Retrying(...) call
	Lib     string // "tenacity", "backoff", "retrying"
	Name    string // qualified name of the call
	Bare    bool   // @retry with no call
	Wrapped *Node  // decorated function, or nil
}

// pyRetryConfigs returns the tenacity, backoff and retrying configurations
// in a Python file: decorators (bare or called) and Retrying/AsyncRetrying
// objects.
func (f *File) PyRetryConfigs() []PyRetryConfig {
	if f.facts.pyRetryConfigsDone {
		return f.facts.pyRetryConfigs
	}
	var out []PyRetryConfig
	if f.Lang == LangPython && f.importsAnyOf(pyRetryNames) {
		f.walkSyms(pyRetrySyms, func(n *Node) bool {
			switch n.Sym() {
			case SymDecoratedDefinition:
				def := n.ChildByFieldName("definition")
				for i := 0; i < int(n.NamedChildCount()); i++ {
					d := n.NamedChild(i)
					if d.Sym() != SymDecorator || d.NamedChildCount() == 0 {
						continue
					}
					e := d.NamedChild(0)
					c := PyRetryConfig{Node: e, Wrapped: def}
					if e.Sym() == SymCall {
						c.Name = ImportedName(f, Callee(e))
					} else {
						c.Name, c.Bare = ImportedName(f, e), true
					}
					if c.Lib = pyRetryLib(c.Name); c.Lib != "" {
						out = append(out, c)
					}
				}
			case SymCall:
				name := ImportedName(f, Callee(n))
				if name == "tenacity.Retrying" || name == "tenacity.AsyncRetrying" {
					out = append(out, PyRetryConfig{Node: n, Lib: "tenacity", Name: name})
				}
			}
			return true
		})
	}
	f.facts.pyRetryConfigs, f.facts.pyRetryConfigsDone = out, true
	return out
}

// pyRetryNames are the qualified names PyRetryConfigs looks for: those
// pyRetryLib knows, and the Retrying objects.
var pyRetryNames = []string{"tenacity.retry", "backoff.on_exception", "backoff.on_predicate", "retrying.retry",
	"tenacity.Retrying", "tenacity.AsyncRetrying"}

// importsAnyOf reports whether ImportedName can return one of names in this
// file: ImportedName is an import's module name, alone or followed by dotted
// segments, so some import must be one of the names or a module they lie
// under (tenacity, tenacity.retry).
func (f *File) importsAnyOf(names []string) bool {
	for _, imp := range f.Imports() {
		for _, name := range names {
			if underModule(name, imp) && (len(name) == len(imp) || name[len(imp)] == '.') {
				return true
			}
		}
	}
	return false
}

// pyRetrySyms are the nodes PyRetryConfigs looks at.
var pyRetrySyms = NewSymBitset(SymDecoratedDefinition, SymCall)

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
func (c PyRetryConfig) Kw(f *File, name string) *Node {
	if c.Bare {
		return nil
	}
	return f.Kwarg(c.Node, name)
}

// unknownKw reports whether the call passes **kwargs that may hold any option.
func (c PyRetryConfig) UnknownKw() bool { return !c.Bare && HasSplat(c.Node) }

// mentions reports whether the expression (resolved through variables)
// calls one of names, matched on the last segment of the callee.
func (f *File) Mentions(n *Node, names ...string) bool {
	found := false
	var visit func(n *Node, depth int)
	visit = func(n *Node, depth int) {
		if n == nil || found || depth > 4 {
			return
		}
		Walk(n, func(c *Node) bool {
			if found {
				return false
			}
			switch c.Sym() {
			case SymIdentifier, SymAttribute, SymMemberExpression:
				t := f.Text(c)
				last := t[strings.LastIndex(t, ".")+1:]
				for _, nm := range names {
					if last == nm {
						found = true
						return false
					}
				}
				if c.Sym() == SymIdentifier {
					if v := f.Lookup(t, c); v != nil && v != n {
						visit(v, depth+1)
					}
				}
				return c.Sym() != SymIdentifier
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
func isExit(f *File, s *Node) bool {
	switch s.Sym() {
	case SymRaiseStatement, SymThrowStatement, SymReturnStatement, SymBreakStatement:
		return true
	case SymCallExpression:
		switch f.Text(Callee(s)) {
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
func (f *File) HasCap(l *RetryLoop) bool {
	assigned := f.loopAssigned(l)
	inside := func(n *Node, regions ...*Node) bool {
		for _, r := range regions {
			if r != nil && Contains(r, n) {
				return true
			}
		}
		return false
	}
	var success, handlers []*Node
	for _, a := range l.Attempts {
		if f.Lang != LangGo {
			success = append(success, a.Region)
		}
		success = append(success, a.Success)
		handlers = append(handlers, a.Handlers...)
	}
	capped := false
	f.loopStatements(l.Body, func(s *Node, _ bool) {
		if capped || !isExit(f, s) || inside(s, success...) {
			return
		}
		if inside(s, handlers...) {
			capped = true
			return
		}
		for p := s.Parent(); p != nil && p != l.Body; p = p.Parent() {
			var cond *Node
			switch p.Sym() {
			case SymIfStatement, SymElifClause, SymWhileStatement:
				cond = p.ChildByFieldName("condition")
			case SymCommunicationCase, SymExpressionCase:
				cond = p
			}
			if cond == nil {
				continue
			}
			ct := f.Text(cond)
			if p.Sym() == SymCommunicationCase || p.Sym() == SymExpressionCase {
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
func (f *File) retriesOnSuccessExit(l *RetryLoop, a retryAttempt) bool {
	if a.Success != nil {
		return true
	}
	ok := false
	check := func(root *Node, skipHandlers bool) {
		var visit func(n *Node)
		visit = func(n *Node) {
			if ok || n == nil {
				return
			}
			if n != root && (isLoopNode(f, n) || n.IsScope()) {
				return
			}
			switch n.Sym() {
			case SymExceptClause, SymExceptGroupClause, SymCatchClause, SymFinallyClause:
				if skipHandlers {
					return
				}
			case SymReturnStatement, SymBreakStatement:
				if n.EndByte() > a.Call.StartByte() && f.exitGuardIsStatus(l, a, n) {
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
func (f *File) exitGuardIsStatus(l *RetryLoop, a retryAttempt, exit *Node) bool {
	guarded := false
	for p := exit.Parent(); p != nil && p != l.Body; p = p.Parent() {
		if Contains(p, a.Stmt) && p != a.Stmt {
			break // conditions around the attempt apply to the whole attempt
		}
		var cond string
		switch p.Sym() {
		case SymIfStatement, SymElifClause:
			cond = f.Text(p.ChildByFieldName("condition"))
		case SymCommunicationCase, SymExpressionCase, SymSwitchCase, SymTypeCase, SymCaseClause, SymDefaultCase, SymSwitchDefault:
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
func (f *File) pollLoop(l *RetryLoop, attempts []retryAttempt) bool {
	if len(attempts) == 0 {
		return false
	}
	header := f.Text(l.Loop)[:l.Body.StartByte()-l.Loop.StartByte()]
	if PollWord.MatchString(FuncName(f, EnclosingFunc(l.Loop))) || PollWord.MatchString(header) || localProbe.MatchString(header) {
		return true
	}
	for _, a := range attempts {
		if PollWord.MatchString(f.Text(a.Call)) || localProbe.MatchString(f.Text(a.Region)) {
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
func (f *File) iteratesInput(l *RetryLoop, a retryAttempt) bool {
	names := map[string]bool{}
	addNames := func(n *Node) {
		Walk(n, func(n *Node) bool {
			if n.Sym() == SymIdentifier && !keepName.MatchString(f.Text(n)) {
				names[f.Text(n)] = true
			}
			return true
		})
	}
	addNames(Args(a.Call))
	if len(names) == 0 {
		return false
	}
	// One step back through the values the body derives before the call
	// (p := filepath.Join(d, name); os.Stat(p)): the call asks for p, which
	// moves when d does.
	f.loopStatements(l.Body, func(s *Node, _ bool) {
		if s.StartByte() >= a.Call.StartByte() {
			return
		}
		switch s.Sym() {
		case SymShortVarDeclaration, SymAssignmentStatement, SymAssignment, SymAssignmentExpression, SymLexicalDeclaration, SymVariableDeclaration:
			Walk(s, func(n *Node) bool {
				left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
				if n.Sym() == SymVariableDeclarator {
					left, right = n.ChildByFieldName("name"), n.ChildByFieldName("value")
				}
				if left != nil && right != nil && names[f.Text(left)] {
					addNames(right)
				}
				return n == s || n.Sym() == SymVariableDeclarator
			})
		}
	})
	if f.headerMoves(l, names) {
		return true
	}
	found := false
	f.loopStatements(l.Body, func(s *Node, _ bool) {
		if found || Contains(a.Region, s) {
			return
		}
		var left *Node
		switch s.Sym() {
		case SymAssignment, SymAssignmentExpression, SymAugmentedAssignment, SymAugmentedAssignmentExpression, SymAssignmentStatement:
			left = s.ChildByFieldName("left")
		}
		if left != nil && names[f.Text(left)] {
			found = true
		}
	})
	return found
}

// headerMoves reports whether the loop header's update clause (Go `for init;
// cond; update`, JS `for (init; cond; increment)`) moves one of names to a new
// value computed from a call or a field (d = filepath.Dir(d), n = n.next): the
// loop walks a structure, and each pass asks about another element. Counters
// (i++, attempt += 1) are not moves.
func (f *File) headerMoves(l *RetryLoop, names map[string]bool) bool {
	var update *Node
	switch l.Loop.Sym() {
	case SymForStatement:
		if f.Lang == LangGo {
			for i := 0; i < int(l.Loop.NamedChildCount()); i++ {
				if c := l.Loop.NamedChild(i); c.Sym() == SymForClause {
					update = c.ChildByFieldName("update")
				}
			}
		} else {
			update = l.Loop.ChildByFieldName("increment")
		}
	}
	moves := false
	Walk(update, func(n *Node) bool {
		switch n.Sym() {
		case SymAssignmentStatement, SymAssignmentExpression:
			left, right := n.ChildByFieldName("left"), Unwrap(n.ChildByFieldName("right"))
			if left == nil || right == nil {
				return true
			}
			if left.Sym() == SymExpressionList && left.NamedChildCount() > 0 {
				left = left.NamedChild(0)
			}
			if right.Sym() == SymExpressionList && right.NamedChildCount() > 0 {
				right = Unwrap(right.NamedChild(0))
			}
			switch right.Sym() {
			case SymCallExpression, SymSelectorExpression, SymMemberExpression, SymIndexExpression, SymSubscriptExpression:
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

func (f *File) asksUser(region *Node) bool {
	found := false
	Walk(region, func(n *Node) bool {
		if found {
			return false
		}
		if n.Sym() == SymCall || n.Sym() == SymCallExpression {
			if fn := Callee(n); fn != nil && interactiveCall.MatchString(f.Text(fn)) {
				found = true
			}
		}
		return true
	})
	return found
}

// afterSuccess reports whether n sits in an attempt's retried region after
// its call: code that runs once the call succeeded, not between attempts.
func afterSuccess(l *RetryLoop, n *Node) bool {
	for _, a := range l.Attempts {
		if a.Region == nil || !Contains(a.Region, n) || a.Region.Sym() == SymShortVarDeclaration || n.StartByte() < a.Call.EndByte() {
			continue
		}
		conditional := false
		for p := n.Parent(); p != nil && p != a.Region; p = p.Parent() {
			conditional = conditional || p.Sym() == SymIfStatement
		}
		return !conditional // an unconditional wait after the call runs on success
	}
	return false
}
