// Package outbound answers which calls reach an upstream service (IsCall):
// calls into HTTP and network libraries, awaited calls, a retry helper's
// callback, and methods whose name says they send something. The retry
// facts (checks/facts/retry) and RC401 read it.
package outbound

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/resilience-check/resilience-check/checks/model"
)

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
	ClientReceiver = regexp.MustCompile(`(?i)(session|client|http|api|conn|sess|requests|httpx|aiohttp|axios|got|ky|agent|transport|sdk|service|svc|s)$`)
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
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return set[string(buf[:len(s)])]
}

// IsCall reports whether a call plausibly goes to an upstream
// service: a call into an HTTP or network library, an awaited call (Python
// and JS), a call of a function the enclosing function receives as a
// parameter (the operation a retry helper retries), a method whose name
// says it sends something (post, send, fetch, request, ...), and in Go any
// call that returns an error outside pure standard packages.
func IsCall(f *model.File, call *model.Node) bool {
	fn := model.Callee(call)
	if fn == nil {
		return false
	}
	name := f.Text(fn)
	if isNotOutbound(name) {
		return false
	}
	q := f.QualifiedName(fn)
	if head, ok := f.NameHead(fn); ok {
		if imp, ok := f.Imports()[head]; ok {
			root := imp
			if f.Lang == model.LangGo {
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
	if f.Lang == model.LangGo {
		return true // the caller checks its error: any non-pure call
	}
	if p := call.Parent(); p != nil && (p.Sym() == model.SymAwait || p.Sym() == model.SymAwaitExpression) {
		return true
	}
	if fn.Sym() == model.SymIdentifier && model.IsParamOf(f, fn, name) {
		return true // fn(), operation(): the callback a retry helper retries
	}
	if name == "fetch" || q == "fetch" {
		return true
	}
	last := name
	if i := strings.LastIndexAny(name, "."); i >= 0 {
		last = name[i+1:]
	}
	words := NameWords(last)
	for _, w := range words {
		if !netWords[w] {
			continue
		}
		if (w == "get" || w == "delete" || w == "head" || w == "do") && len(words) == 1 {
			obj := strings.TrimSuffix(name, "."+last)
			return obj != name && ClientReceiver.MatchString(obj)
		}
		return true
	}
	return false
}

// NameWords splits snake_case and camelCase into lowercase words.
func NameWords(s string) []string {
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
