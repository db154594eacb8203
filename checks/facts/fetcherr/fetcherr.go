// Package fetcherr holds RC402's fact on the errors of the platform fetch in
// Node.js: undici, which implements Node's global fetch, rejects every
// network failure with `new TypeError('fetch failed', { cause })`
// (https://github.com/nodejs/undici/blob/main/lib/web/fetch/index.js;
// Node's documentation of fetch points to undici), so the error's message
// and `String(err)` are the fixed "TypeError: fetch failed": the host,
// address and errno sit only in err.cause, a property ES2022 makes
// non-enumerable, so JSON.stringify(err) shows none of it either. A tool
// that returns err.message of a fetch that failed tells the model nothing of
// the upstream. What the code throws itself after the response arrived is
// another matter: a thrown response body (`throw new Error(await res.text())`)
// leaks, and so the fetch keeps its network class when its function throws
// one. The HTTP reason phrase (`res.statusText`) is no body: a blind-set
// row (azure-devops-mcp work-items.ts:708) and batch 8's strict reading
// (browserstack rca-agent.ts) call such throws clean.
package fetcherr

import (
	"regexp"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/model"
)

// bodyWords match the text of a throw (or a variable it throws) that
// carries the response body: res.text(), res.json(), a body, data, detail,
// payload or content, JSON.stringify of what came back.
var bodyWords = regexp.MustCompile(`(?i)\.text\(|\.json\(|body|data|detail|payload|content|stringify|errortext|errtext|responsetext`)

// bodyRead matches an initializer that reads the response body.
var bodyRead = regexp.MustCompile(`\.(?:text|json|blob|arrayBuffer)\(\)`)

// FixedText reports whether JS call is a platform fetch (the global fetch
// of the file, `globalThis.fetch`, or undici's fetch), outside any try of
// its function (inTry), in a function that throws no response body: its failure's message is the fixed "fetch
// failed". node-fetch and cross-fetch put the URL in the message
// ("request to https://... failed, reason: ...") and are none; neither
// is an injected fetch (a parameter or field), whose implementation the
// file does not show. The remaining texts (undici's "Failed to parse URL
// from <url>" of a malformed URL the code built, an abort's "This
// operation was aborted") carry no upstream reply.
func FixedText(f *model.File, call *model.Node) bool {
	if !f.Lang.IsJS() {
		return false
	}
	fn := model.Callee(call)
	if fn == nil {
		return false
	}
	q := model.ImportedName(f, fn)
	switch name := f.Text(fn); {
	case q == "undici.fetch":
	case q == "" && (name == "globalThis.fetch" || name == "fetch" && model.IsFetch(f, fn, q)):
	default:
		return false
	}
	scope := model.EnclosingFunc(call)
	if scope == nil {
		return false
	}
	ff := factsOf(f, scope)
	for _, r := range ff.tries {
		if r.readsBody && call.StartByte() >= r.start && call.EndByte() <= r.end {
			return false // caught where the body is parsed: see inTry
		}
	}
	return !ff.throwsBody && !passedToThrower(f, scope, call)
}

// passedToThrower reports whether the response of fetch call, bound to a
// variable (`const response = await fetch(url)`), is handed in scope to a
// function of the file that throws its body: a response helper
// (`return this.handleResponse(response)`, `return handleResponse(path,
// response)` whose body throws `new Error(`HTTP ${response.status}:
// ${text}`)` after `const text = await response.text()`), which
// API client classes share among their request methods (blind-set misses:
// mcp-server-circleci httpClient.ts, pubnub-mcp-server illuminate/api.ts,
// postman-mcp-server postman.ts). The error a caller catches may then hold
// the body, so the fetch keeps its network class.
func passedToThrower(f *model.File, scope, call *model.Node) bool {
	name := boundName(f, call)
	if name == "" {
		return false
	}
	found := false
	model.Walk(scope, func(n *model.Node) bool {
		if found || n.Sym() != model.SymCallExpression || n == call {
			return !found
		}
		for i := 0; i < model.NumArgs(n); i++ {
			if a := model.Unwrap(model.Arg(n, i)); a == nil || a.Sym() != model.SymIdentifier || f.Text(a) != name {
				continue
			}
			if fn := model.Callee(n); fn != nil {
				if def := f.LocalFunc(fn); def != nil && def != scope && throwsBody(f, def) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// boundName is the name of the variable JS call's awaited value is bound
// to (`const res = await fetch(u)`, `res = await fetch(u)`), or "".
func boundName(f *model.File, call *model.Node) string {
	p := call.Parent()
	if p != nil && p.Sym() == model.SymAwaitExpression {
		p = p.Parent()
	}
	switch {
	case p == nil:
	case p.Sym() == model.SymVariableDeclarator:
		if nm := p.ChildByFieldName("name"); nm != nil && nm.Sym() == model.SymIdentifier {
			return f.Text(nm)
		}
	case p.Sym() == model.SymAssignmentExpression:
		if l := p.ChildByFieldName("left"); l != nil && l.Sym() == model.SymIdentifier {
			return f.Text(l)
		}
	}
	return ""
}

// fnFacts are what FixedText asks of a function, found once per function
// (a JS else-if chain of fetches stays linear): its try blocks and whether
// it throws a response body.
type fnFacts struct {
	tries      []tryBlock
	throwsBody bool
}

// tryBlock is the byte range of a try block and whether the block reads a
// response body (bodyRead: res.json(), res.text()).
type tryBlock struct {
	start, end uint32
	readsBody  bool
}

// cache holds the fnFacts of the functions of the file last asked about.
var cache struct {
	sync.Mutex
	f   *model.File
	fns map[[2]uint32]*fnFacts
}

// factsOf returns the fnFacts of function scope of f.
func factsOf(f *model.File, scope *model.Node) *fnFacts {
	key := [2]uint32{scope.StartByte(), scope.EndByte()}
	cache.Lock()
	if cache.f == f {
		if ff := cache.fns[key]; ff != nil {
			cache.Unlock()
			return ff
		}
	}
	cache.Unlock()
	ff := &fnFacts{throwsBody: throwsBody(f, scope)}
	model.Walk(scope, func(n *model.Node) bool {
		if n.Sym() == model.SymTryStatement {
			if b := n.ChildByFieldName("body"); b != nil {
				ff.tries = append(ff.tries, tryBlock{b.StartByte(), b.EndByte(), bodyRead.Match(f.Src[b.StartByte():b.EndByte()])})
			}
		}
		return true
	})
	cache.Lock()
	if cache.f != f {
		cache.f, cache.fns = f, map[[2]uint32]*fnFacts{}
	}
	cache.fns[key] = ff
	cache.Unlock()
	return ff
}

// inTry: a fetch inside a try of its own function that also reads the
// response body keeps its network class: the same try's body read
// (`await response.json()`, whose V8 SyntaxError quotes the body's first
// characters: `Unexpected token '<', "<!DOCTYPE "... is not valid JSON`)
// fails into the same catch, and the blind set's reviewers label such
// catches defects (context7 api.ts:181, mcp-success-co auth.js:229). A try
// that reads no body (a POST whose reply is only checked with res.ok and
// res.statusText) can fail only with the fixed "fetch failed" or the
// code's own throws, which throwsBody vets: batch 9's strict reading called
// those catches clean (homeassistant-mcp's notify tool, index.ts:714).

// throwsBody reports whether function scope throws (or rejects with)
// response body text: a throw whose text has a body word (bodyWords,
// once `statusText` is set aside), or names a variable whose initializer
// reads the body (`const msg = await res.text(); throw new Error(msg)`) or
// that has a body read, or a variable holding one, appended (`msg +=
// `\n${stringify(responseBody)}“ with `const responseBody = await
// response.json()`: brave-search's BraveAPI.issueRequest). A variable
// built only from the curated error fields of a parsed body (curatedVars)
// is no body.
func throwsBody(f *model.File, scope *model.Node) bool {
	bodyVars := map[string]bool{}
	var throws []string
	model.Walk(scope, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymVariableDeclarator:
			if v := n.ChildByFieldName("value"); v != nil && bodyRead.MatchString(f.Text(v)) {
				bodyVars[f.Text(n.ChildByFieldName("name"))] = true
			}
		case model.SymAugmentedAssignmentExpression: // let msg = `${res.status}`; msg += `\n${await res.text()}`
			if l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right"); l != nil && r != nil && l.Sym() == model.SymIdentifier && readsBody(f.Text(r), bodyVars) && !underLengthTest(f, n, scope) {
				bodyVars[f.Text(l)] = true
			}
		case model.SymThrowStatement:
			throws = append(throws, strings.ReplaceAll(f.Text(n), "statusText", "status"))
		case model.SymCallExpression:
			if c := f.Text(model.Callee(n)); c == "reject" || strings.HasSuffix(c, ".reject") {
				throws = append(throws, strings.ReplaceAll(f.Text(n), "statusText", "status"))
			}
		}
		return true
	})
	curated := curatedVars(f, scope, bodyVars) // Jira's errorMessages joined into a detail (curated.go)
	for _, t := range throws {
		t = stripNames(t, curated)
		if bodyWords.MatchString(t) {
			return true
		}
		for v := range bodyVars {
			if regexp.MustCompile(`\b` + regexp.QuoteMeta(v) + `\b`).MatchString(t) {
				return true
			}
		}
	}
	return false
}

// readsBody reports whether expression text reads a response body
// (bodyRead) or names one of bodyVars.
func readsBody(text string, bodyVars map[string]bool) bool {
	if bodyRead.MatchString(text) {
		return true
	}
	for v := range bodyVars {
		if regexp.MustCompile(`\b` + regexp.QuoteMeta(v) + `\b`).MatchString(text) {
			return true
		}
	}
	return false
}

// underLengthTest reports whether n runs only under an if, inside scope,
// whose condition tests a length (`.length`, `len(`): an append of the
// body made only when the body is short (`if (text.length < 200) msg +=
// ...`), which RC402 leaves alone (rc402's lengthGuarded).
func underLengthTest(f *model.File, n, scope *model.Node) bool {
	for p := n.Parent(); p != nil && p != scope; p = p.Parent() {
		if p.Sym() == model.SymIfStatement {
			if cond := p.ChildByFieldName("condition"); cond != nil && lengthTest.MatchString(f.Text(cond)) {
				return true
			}
		}
	}
	return false
}

var lengthTest = regexp.MustCompile(`\.length\b|\blen\(`)
