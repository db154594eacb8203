// Package memo recognises a call whose result is cached on first use, so
// that it runs once per key rather than once per request: the blocking call
// of a memoised loader holds the event loop once, at the first request (or
// once per configured URL), which is what RC201 rates low (issue 21's
// severity by impact: a reviewer fixes what blocks every request first).
package memo

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Why is the reason a finding at a call that runs once per key gives for
// its low severity.
const Why = "it blocks once: the result is cached on first use"

// Once reports whether the call around n (n is the call or its callee) runs
// at most once per key of a cache that outlives the function:
//
//   - its result is stored in a module variable or an instance field that an
//     enclosing if tests for absence: `if (!cache[k]) cache[k] =
//     fs.readFileSync(p)`, `if (!this.clients.has(url))
//     this.clients.set(url, this.create(url))`, `if self._cfg is None:
//     self._cfg = load()`, `if key not in _CACHE: _CACHE[key] = read(key)`;
//   - it is stored with a logical assignment or a nullish fallback
//     (`cache[k] ??= read()`, `x ||= read()`, `cache[k] ?? (cache[k] = read())`);
//   - an earlier if of the function returns the cached value
//     (`if (cache.has(k)) return cache.get(k);` before `cache.set(k, read())`);
//   - the function it runs in is memoised: a Python function decorated with
//     functools.cache / lru_cache / cached_property, a JS function passed to
//     memoize(...) / once(...).
//
// A store into a local variable, or an unguarded store (read every time,
// then cached), is not once. Only Python and JS/TS are judged.
//
// Once is a one-off Judge: a caller that asks about many calls of one file
// keeps a Judge (NewJudge), whose per-function facts are then found once.
func Once(f *model.File, n *model.Node) bool { return NewJudge(f).Once(n) }

// Judge answers Once for the calls of one file, keeping per function the
// names it declares (so that a function of many calls is read once).
type Judge struct {
	f      *model.File
	locals map[*model.Node]map[string]bool
	stores map[int32]store // storeTarget's answer per call node (Node.Index)
}

// store is storeTarget's answer for one call.
type store struct {
	target string
	self   bool
}

// NewJudge returns a Judge for file f.
func NewJudge(f *model.File) *Judge { return &Judge{f: f} }

// Once is the package's Once for a call of the Judge's file.
func (j *Judge) Once(n *model.Node) bool {
	f := j.f
	if n == nil || !(f.Lang == model.LangPython || f.Lang.IsJS()) {
		return false
	}
	call := n
	if call.Sym() != model.SymCall && call.Sym() != model.SymCallExpression {
		call = n.Parent()
		if call == nil || (call.Sym() != model.SymCall && call.Sym() != model.SymCallExpression) {
			return false
		}
	}
	fn := model.EnclosingFunc(call)
	if fn == nil {
		return false // module code runs once anyway: nothing to judge
	}
	if memoisedFunc(f, fn) {
		return true
	}
	target, self := j.storeTarget(call, fn)
	if target == "" {
		return false
	}
	obj := cacheObject(target)
	if !self && !guarded(f, fn, call, obj) {
		return false
	}
	return !j.local(fn, call, obj)
}

// memoisedFunc reports whether fn is a memoised function.
func memoisedFunc(f *model.File, fn *model.Node) bool {
	if p := fn.Parent(); p != nil && p.Sym() == model.SymDecoratedDefinition {
		for i := 0; i < int(p.NamedChildCount()); i++ {
			if d := p.NamedChild(i); d.Sym() == model.SymDecorator && memoDecorator.MatchString(f.Text(d)) {
				return true
			}
		}
	}
	// memoize(() => ...), once(function () {...}), useMemo(() => ..., [])
	p := fn.Parent()
	if p != nil && (p.Sym() == model.SymArguments || p.Sym() == model.SymArgumentList) {
		if c := p.Parent(); c != nil && (c.Sym() == model.SymCallExpression || c.Sym() == model.SymCall) {
			name := f.Text(model.Callee(c))
			if i := strings.LastIndexByte(name, '.'); i >= 0 {
				name = name[i+1:]
			}
			return memoWrapper.MatchString(name)
		}
	}
	return false
}

var (
	memoDecorator = regexp.MustCompile(`^@\s*(functools\.)?(lru_cache|cache|cached_property|cached|memoize\w*)\b`)
	memoWrapper   = regexp.MustCompile(`^(memoize\w*|memo|once|lazy|useMemo|cache)$`)
)

// storeTarget is the package's storeTarget for a call of the Judge's file,
// remembered per call: the climb from a call passes its enclosing calls
// unchanged (a call is no case of storeTarget), so a call inside an enclosing
// call has the enclosing call's answer. Without it each link of a chain
// `fetch(u).then(f).then(g)...` climbed the whole chain (quadratic:
// TestWorkScalesLinearly's then.js).
func (j *Judge) storeTarget(call, fn *model.Node) (string, bool) {
	if j.stores == nil {
		j.stores = map[int32]store{}
	}
	if s, ok := j.stores[call.Index()]; ok {
		return s.target, s.self
	}
	var s store
	s.target, s.self = storeTarget(j.f, call, fn, func(p *model.Node) (string, bool, bool) {
		r, ok := j.stores[p.Index()]
		return r.target, r.self, ok
	})
	j.stores[call.Index()] = s
	return s.target, s.self
}

// storeTarget returns the text of what the call's result is stored in, and
// whether the store guards itself (`??=`, `||=`, `x ?? (x = call)`). It
// climbs from the call through the expressions around it (JSON.parse(...),
// await, parentheses) up to the statement. known, when not nil, gives the
// answer already found for an enclosing call the climb reaches (ok false
// when there is none); the answer for the enclosing call is the answer for
// call, since a call is no case of the climb and each case asks only whether
// a part contains the call, which holds for the enclosing call alike.
func storeTarget(f *model.File, call, fn *model.Node, known func(*model.Node) (string, bool, bool)) (string, bool) {
	for p := call.Parent(); p != nil && p != fn; p = p.Parent() {
		switch p.Sym() {
		case model.SymCallExpression, model.SymCall:
			if known != nil {
				if t, self, ok := known(p); ok {
					return t, self
				}
			}
		case model.SymAssignment, model.SymAssignmentExpression, model.SymAugmentedAssignmentExpression, model.SymAugmentedAssignment:
			left, right := p.ChildByFieldName("left"), p.ChildByFieldName("right")
			if left == nil || right == nil || !model.Contains(right, call) {
				return "", false
			}
			self := false
			if op := p.ChildByFieldName("operator"); op != nil {
				switch f.Text(op) {
				case "??=", "||=":
					self = true
				}
			}
			// x ?? (x = call): the fallback of its own nullish test
			if g := p.Parent(); g != nil && g.Sym() == model.SymParenthesizedExpression {
				if b := g.Parent(); b != nil && b.Sym() == model.SymBinaryExpression && model.Contains(b.ChildByFieldName("right"), p) {
					if op := b.ChildByFieldName("operator"); op != nil && (f.Text(op) == "??" || f.Text(op) == "||") &&
						f.Text(b.ChildByFieldName("left")) == f.Text(left) {
						self = true
					}
				}
			}
			return f.Text(left), self
		case model.SymArguments, model.SymArgumentList:
			c := p.Parent()
			if c == nil || (c.Sym() != model.SymCallExpression && c.Sym() != model.SymCall) {
				return "", false
			}
			callee := f.Text(model.Callee(c))
			if strings.HasSuffix(callee, ".set") && p.NamedChildCount() >= 2 && model.Contains(p.NamedChild(1), call) {
				return strings.TrimSuffix(callee, ".set"), false
			}
			if strings.HasSuffix(callee, ".setdefault") {
				return strings.TrimSuffix(callee, ".setdefault"), false
			}
		case model.SymVariableDeclarator:
			// const v = call; ... cache.set(k, v) / this.x = v
			name := p.ChildByFieldName("name")
			if name == nil || name.Sym() != model.SymIdentifier {
				return "", false
			}
			return laterStore(f, fn, p, f.Text(name)), false
		case model.SymExpressionStatement, model.SymReturnStatement, model.SymLexicalDeclaration, model.SymBlock,
			model.SymStatementBlock, model.SymIfStatement:
			return "", false
		}
	}
	return "", false
}

// laterStore returns the cache that variable v, bound at decl, is put into
// later in fn (`cache.set(k, v)`, `cache[k] = v`, `this.x = v`), or "".
// Only the next maxStoreScan bytes are read: a memo stores what it read
// next to the read.
func laterStore(f *model.File, fn, decl *model.Node, v string) string {
	rest := f.Src[decl.EndByte():fn.EndByte()]
	if len(rest) > maxStoreScan {
		rest = rest[:maxStoreScan]
	}
	for off := 0; ; {
		i := bytes.Index(rest[off:], []byte(v))
		if i < 0 {
			return ""
		}
		i += off
		off = i + len(v)
		if (i > 0 && identByte(rest[i-1])) || (off < len(rest) && identByte(rest[off])) {
			continue
		}
		line := rest[:i]
		if nl := bytes.LastIndexByte(line, '\n'); nl >= 0 {
			line = line[nl+1:]
		}
		before := strings.TrimRight(string(line), " \t")
		switch {
		case strings.HasSuffix(before, ",") && strings.Contains(before, ".set("):
			t := strings.TrimSpace(before[:strings.LastIndex(before, ".set(")])
			return lastToken(t)
		case strings.HasSuffix(before, "=") && !strings.HasSuffix(before, "==") && !strings.HasSuffix(before, "!=") &&
			!strings.HasSuffix(before, "<=") && !strings.HasSuffix(before, ">="):
			t := strings.TrimSpace(strings.TrimSuffix(before, "="))
			if strings.HasPrefix(t, "const ") || strings.HasPrefix(t, "let ") || strings.HasPrefix(t, "var ") {
				continue // another local
			}
			return lastToken(t)
		}
	}
}

// maxStoreScan is how far laterStore reads past a declaration.
const maxStoreScan = 2000

// lastToken is the last whitespace-separated word of s.
func lastToken(s string) string {
	if i := strings.LastIndexAny(s, " \t("); i >= 0 {
		return s[i+1:]
	}
	return s
}

// cacheObject is the cache a store target names: cache for cache[k] and
// cache.get(k), this.clients for this.clients, self._cfg for self._cfg.
func cacheObject(target string) string {
	if i := strings.IndexByte(target, '['); i > 0 {
		target = target[:i]
	}
	return strings.TrimSpace(target)
}

// local reports whether the cache is a variable of fn itself (declared or
// assigned in its body, or a parameter): it dies with the call, so the call
// runs every time. A Python `global name` makes the name the module's.
func (j *Judge) local(fn, call *model.Node, obj string) bool {
	f := j.f
	root := obj
	if i := strings.IndexByte(root, '.'); i >= 0 {
		root = root[:i]
	}
	switch root {
	case "this", "self", "cls", "":
		return root == ""
	}
	if model.IsParamOf(f, call, root) {
		return true
	}
	if j.locals == nil {
		j.locals = map[*model.Node]map[string]bool{}
	}
	names, ok := j.locals[fn]
	if !ok {
		names = map[string]bool{}
		body := string(f.Src[fn.StartByte():fn.EndByte()])
		for _, m := range declRE.FindAllStringSubmatch(body, -1) {
			names[m[1]+m[2]] = true
		}
		if strings.Contains(body, "global") { // every match holds it: the ^ pattern is tried at every byte otherwise
			for _, m := range globalRE.FindAllStringSubmatch(body, -1) {
				for _, g := range strings.Split(m[1], ",") {
					names["global "+strings.TrimSpace(g)] = true
				}
			}
		}
		j.locals[fn] = names
	}
	return names[root] && !names["global "+root]
}

var (
	declRE   = regexp.MustCompile(`\b(?:const|let|var)\s+([\w$]+)|(?m)^[ \t]*([A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?=[^=]`)
	globalRE = regexp.MustCompile(`(?m)^[ \t]*global[ \t]+([\w, \t]+)`)
)

// guarded reports whether an if around the call tests the cache for
// absence, or an earlier if of fn returns when the cache has the value.
func guarded(f *model.File, fn, call *model.Node, obj string) bool {
	for p := call.Parent(); p != nil && p != fn; p = p.Parent() {
		if p.Sym() != model.SymIfStatement {
			continue
		}
		cond, body := p.ChildByFieldName("condition"), p.ChildByFieldName("consequence")
		if cond == nil || body == nil || !model.Contains(body, call) {
			continue
		}
		if ct := f.Text(cond); mentions(ct, obj) && absent.MatchString(ct) {
			return true
		}
	}
	// an earlier statement of the call's block (or of a block around it, up
	// to the function) returns the cached value: at most maxEarlier each
	for stmt := call; stmt != nil && stmt != fn; stmt = stmt.Parent() {
		n := 0
		for prev := stmt.PrevNamedSibling(); prev != nil && n < maxEarlier; prev, n = prev.PrevNamedSibling(), n+1 {
			if prev.Sym() != model.SymIfStatement {
				continue
			}
			cond, body := prev.ChildByFieldName("condition"), prev.ChildByFieldName("consequence")
			if cond != nil && body != nil && mentions(f.Text(cond), obj) && !absent.MatchString(f.Text(cond)) &&
				returns.MatchString(f.Text(body)) {
				return true
			}
		}
	}
	return false
}

// maxEarlier is how many statements before the call guarded reads in each
// block around it.
const maxEarlier = 8

var (
	absent  = regexp.MustCompile(`!|\bnot\b|\bNone\b|\bundefined\b|\bnull\b`)
	returns = regexp.MustCompile(`\breturn\b`)
)

// mentions reports whether condition text ct names obj as a whole name.
func mentions(ct, obj string) bool {
	for i := strings.Index(ct, obj); i >= 0; {
		end := i + len(obj)
		before := i == 0 || !identByte(ct[i-1])
		after := end == len(ct) || !identByte(ct[end])
		if before && after {
			return true
		}
		j := strings.Index(ct[i+1:], obj)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

func identByte(b byte) bool {
	return b == '_' || b == '$' || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z')
}
