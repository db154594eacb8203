package retry

import (
	"github.com/resilience-check/resilience-check/checks/facts/outbound"
	"github.com/resilience-check/resilience-check/checks/model"
	"strings"
)

// LoopKind says what a loop does with its calls.
type LoopKind int

// Loop kinds. Only LoopRetry loops re-issue the same call after a failure;
// the retry rules (RC301, RC302, RC303) read those alone (File.RetryLoops).
const (
	LoopOther      LoopKind = iota // none of the below
	LoopRetry                      // re-issues the same call after an error or failed status
	LoopPoll                       // waits for a state to change (status == "done")
	LoopPagination                 // asks for the next page: a cursor, token, offset or next URL changes each pass
	LoopStream                     // reads the next line, chunk or event of a stream
	LoopRedirect                   // follows redirects: a Location header or a 3xx status moves the URL
	LoopQueue                      // takes the next job or message from a queue or channel
)

// String names the kind: "retry", "pagination", ...
func (k LoopKind) String() string {
	return [...]string{"other", "retry", "poll", "pagination", "stream", "redirect", "queue"}[k]
}

// paginationWords are normalized names (lowercase, no _ or -) of variables
// that carry a page position from one pass to the next.
var paginationWords = map[string]bool{"page": true, "pagetoken": true, "nextpagetoken": true, "cursor": true,
	"nextcursor": true, "endcursor": true, "next": true, "nexturl": true, "nextlink": true, "nextpage": true,
	"offset": true, "marker": true, "nextmarker": true, "continuationtoken": true, "startafter": true, "after": true,
	"startcursor": true, "pageno": true, "pagenum": true, "pagenumber": true, "url": false}

// streamMethods read the next line, chunk or event of a stream.
var streamMethods = map[string]bool{"readline": true, "readLine": true, "ReadString": true, "ReadBytes": true,
	"ReadLine": true, "ReadRune": true, "Scan": true, "Recv": true, "recv": true, "iter_lines": true,
	"iter_content": true, "aiter_lines": true, "aiter_bytes": true, "readuntil": true, "readexactly": true,
	"NextReader": true, "ReadMessage": true, "Decode": true}

// queueMethods take the next job or message from a queue.
var queueMethods = map[string]bool{"get": true, "get_nowait": true, "pop": true, "popleft": true, "receive": true,
	"receive_json": true, "receive_text": true, "dequeue": true, "consume": true, "take": true, "shift": true,
	"brpop": true, "blpop": true, "xread": true, "ReceiveMessage": true, "Fetch": true}

// queueReceivers name values that hold a queue, channel or socket.
func queueReceiver(name string) bool {
	n := strings.ToLower(name)
	for _, w := range []string{"queue", "jobs", "tasks", "inbox", "chan", "channel", "consumer", "subscription",
		"websocket", "ws", "socket", "conn", "mailbox"} {
		if n == w || strings.HasSuffix(n, w) || strings.HasSuffix(n, "."+w) || n == "q" {
			return true
		}
	}
	return false
}

// classifyLoop tells the kind of a loop from its body (nested functions and
// loops aside): a 3xx status or Location header read makes it LoopRedirect, a
// pagination variable it updates LoopPagination, a stream read LoopStream,
// a queue or channel receive LoopQueue; else LoopOther. Whether a loop is a
// retry is decided by analyzeLoop when none of these apply.
func classifyLoop(f *model.File, l *RetryLoop) LoopKind {
	kind := LoopOther
	for name := range loopAssigned(f, l) {
		last := name[strings.LastIndexAny(name, ".")+1:]
		norm := strings.ToLower(dropSeparators.Replace(last))
		if paginationWords[norm] {
			kind = LoopPagination
		}
	}
	cond := l.Loop.ChildByFieldName("condition")
	if cond != nil {
		for _, w := range outbound.NameWords(strings.ReplaceAll(f.Text(cond), ".", "_")) {
			if w == "redirect" || w == "redirects" {
				return LoopRedirect
			}
		}
	}
	loopStatements(f, l.Body, func(s *model.Node, _ bool) {
		f.WalkSyms(s, loopKindSyms, func(n *model.Node) bool {
			switch n.Sym() {
			case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymFuncLiteral, model.SymLambda:
				return false
			case model.SymString, model.SymInterpretedStringLiteral, model.SymStringFragment:
				if t := strings.ToLower(strings.Trim(f.Text(n), "'\"`")); t == "location" {
					kind = LoopRedirect
				}
			case model.SymIdentifier, model.SymPropertyIdentifier, model.SymFieldIdentifier:
				if optionName(n) {
					return true // follow_redirects=True, { redirect: "follow" }: a client option, not a redirect walk
				}
				if t := strings.ToLower(f.Text(n)); strings.Contains(t, "redirect") {
					kind = LoopRedirect
				}
			case model.SymUnaryExpression:
				// Go: <-jobs takes the next job; <-time.After(d), <-timer.C and
				// <-ctx.Done() only wait.
				if t := f.Text(n); strings.HasPrefix(t, "<-") && kind == LoopOther && !strings.Contains(t, "time.") &&
					!strings.HasSuffix(t, ".C") && !strings.Contains(t, "Done()") && !strings.Contains(t, "After(") {
					kind = LoopQueue
				}
			case model.SymCall, model.SymCallExpression:
				fn := model.Callee(n)
				if fn == nil || (fn.Sym() != model.SymAttribute && fn.Sym() != model.SymMemberExpression && fn.Sym() != model.SymSelectorExpression) {
					return true
				}
				method := ""
				obj := ""
				for _, field := range []string{"attribute", "property", "field"} {
					if m := fn.ChildByFieldName(field); m != nil {
						method = f.Text(m)
					}
				}
				for _, field := range []string{"object", "operand"} {
					if o := fn.ChildByFieldName(field); o != nil {
						obj = f.Text(o)
					}
				}
				switch {
				case streamMethods[method] || method == "read" && strings.Contains(strings.ToLower(obj), "reader"):
					if kind == LoopOther {
						kind = LoopStream
					}
				case queueMethods[method] && queueReceiver(obj):
					if kind == LoopOther {
						kind = LoopQueue
					}
				}
			}
			return true
		})
	})
	return kind
}

// loopKindSyms are the nodes classifyLoop looks at.
var loopKindSyms = model.NewSymBitset(model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression,
	model.SymFuncLiteral, model.SymLambda, model.SymString, model.SymInterpretedStringLiteral, model.SymStringFragment, model.SymIdentifier,
	model.SymPropertyIdentifier, model.SymFieldIdentifier, model.SymUnaryExpression, model.SymCall, model.SymCallExpression)

// dropSeparators deletes underscores and hyphens (next_page -> nextpage);
// a Replacer is safe for concurrent use, so one serves every file.
var dropSeparators = strings.NewReplacer("_", "", "-", "")

// LoopKindOf returns the kind of loop n (a while, for or do statement) as the
// retry analysis saw it: LoopRetry for the loops in RetryLoops, LoopPoll,
// LoopPagination, LoopStream, LoopRedirect or LoopQueue for loops it set
// aside for that reason, LoopOther otherwise.
func LoopKindOf(f *model.File, n *model.Node) LoopKind {
	RetryLoops(f)
	if pending := model.Fact(f, pendingLoopsFact, newPendingLoops); pending[n] != nil {
		if k := classifyLoop(f, pending[n]); k != LoopOther {
			noteLoopKind(f, n, k)
		}
		delete(pending, n)
	}
	return model.Fact(f, loopKindsFact, newLoopKinds)[n]
}

// notePendingLoop keeps a loop that analyzeLoop found no attempt in, for
// LoopKindOf to classify on demand.
func notePendingLoop(f *model.File, l *RetryLoop) {
	model.Fact(f, pendingLoopsFact, newPendingLoops)[l.Loop] = l
}

// noteLoopKind records the kind of loop n for LoopKindOf.
func noteLoopKind(f *model.File, n *model.Node, k LoopKind) {
	model.Fact(f, loopKindsFact, newLoopKinds)[n] = k
}

// newPendingLoops and newLoopKinds make notePendingLoop's and noteLoopKind's
// maps, once per file.
func newPendingLoops(*model.File) map[*model.Node]*RetryLoop { return map[*model.Node]*RetryLoop{} }
func newLoopKinds(*model.File) map[*model.Node]LoopKind      { return map[*model.Node]LoopKind{} }
