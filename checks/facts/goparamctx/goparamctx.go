// Package goparamctx says whether a Go HTTP request's only bound is a
// context its function receives as a parameter, in a repository where no
// context can carry a deadline: no non-test Go file of the repository
// derives one (context.WithTimeout, WithDeadline and their Cause forms,
// http.TimeoutHandler, a router's timeout middleware such as chi's
// middleware.Timeout or echo's ContextTimeout, a cancel armed by
// time.AfterFunc) and none is served by a framework that hands its
// handlers a context with one (AWS Lambda, Temporal activities, a gRPC
// server, whose handler context carries the client's deadline). The MCP
// SDKs give a tool handler's context no deadline (mcp-go, the go-sdk:
// libmodels/data/mcp.yml), nor does net/http give a request's context one
// (https://pkg.go.dev/net/http#Request.Context: it is cancelled when the
// client's connection closes), so such a parameter ends only by
// cancellation, and a request sent with it on an http.Client without a
// Timeout can hang forever (CWE-400; https://pkg.go.dev/net/http#Client:
// "A Timeout of zero means no timeout"). RC101 then reports the request
// itself (TedTimbrell/muni-mcp's c.httpClient.Do(req) in GetAllRoutes(ctx),
// batch 33), as it reports one that carries no context (goContextFree);
// the peer rule is Semgrep's go net/http no-timeout check, which flags the
// client only.
//
// What the repository holds is read through the scan's World (GoSearch):
// in a whole-repository scan its listing is the scan's inputs; in diff mode
// git grep lists the Go files that may hold a marker (deadlineWords), so a
// pull request's request is judged as the whole scan judges it; without
// either (the bot) nothing is said.
package goparamctx

import (
	"bytes"

	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// maxHops bounds the context.WithCancel / WithValue wrappers followed.
const maxHops = 4

// Param reports whether Go context expression ctx is, as is or through
// context.WithCancel, WithCancelCause or WithValue, a parameter of a
// function around it (not context.Background(), not a field, not a
// context derived with a deadline in the file).
func Param(f *model.File, ctx *model.Node) bool {
	return Owner(f, ctx) != nil
}

// DeclParam is Param for a parameter of a declared function or method, not
// of a function literal: a literal's context is often the one a library
// hands its callback (gotd's client.Run(ctx, func(ctx context.Context)
// error {...})), whose bound is judged where that library call is made.
func DeclParam(f *model.File, ctx *model.Node) bool {
	fn := Owner(f, ctx)
	return fn != nil && fn.Sym() != model.SymFuncLiteral
}

// Owner returns the function whose parameter Go context expression ctx
// is, as Param reads it, or nil.
func Owner(f *model.File, ctx *model.Node) *model.Node {
	if f == nil || f.Lang != model.LangGo {
		return nil
	}
	for hop := 0; ctx != nil && hop < maxHops; hop++ {
		v := f.Resolve(ctx)
		if v == nil {
			return nil
		}
		switch v.Sym() {
		case model.SymCallExpression:
			switch model.CalleeName(f, v) {
			case "context.WithCancel", "context.WithCancelCause", "context.WithValue":
				ctx = model.Arg(v, 0)
				continue
			}
			return nil
		case model.SymIdentifier:
			fn, _ := goreach.ParamOwner(f, v, f.Text(v))
			return fn
		}
		return nil
	}
	return nil
}

// deadlineMarkers are texts of a Go file that derives a context with a
// deadline or is served with one: a parameter context may then carry it.
var deadlineMarkers = [][]byte{
	[]byte("WithTimeout"), []byte("WithDeadline"), []byte("TimeoutHandler("),
	[]byte("aws-lambda-go"), []byte("go.temporal.io"), []byte("grpc.NewServer("),
	// router middleware that gives each request's context a deadline: chi's
	// middleware.Timeout, echo's ContextTimeout / TimeoutWithConfig,
	// gin-contrib/timeout, fiber's middleware/timeout; and a cancel armed
	// by a timer (time.AfterFunc(d, cancel)), a deadline by other means
	// (review33 M-7)
	[]byte("middleware.Timeout("), []byte("ContextTimeout"), []byte("TimeoutWithConfig"),
	[]byte("gin-contrib/timeout"), []byte("middleware/timeout"), []byte("AfterFunc("),
}

// deadlineWords are whole words a file holding one of deadlineMarkers
// contains, for a search that matches words (git grep -w).
var deadlineWords = []string{"WithTimeout", "WithDeadline", "WithTimeoutCause", "WithDeadlineCause", "TimeoutHandler", "aws-lambda-go", "go.temporal.io", "NewServer",
	"middleware", "ContextTimeout", "TimeoutWithConfig", "gin-contrib", "AfterFunc"}

// NoDeadline reports whether the scan's World can search the repository's
// Go files (GoSearch) and none of the non-test ones holds a deadline marker
// (read once per scan; a file over 1 MiB is skipped, as World.EachGo
// says). False when they cannot be searched or read: a deadline is then
// possible.
func NoDeadline(f *model.File) bool {
	return noMarker(f, "goparamctx.NoDeadline", deadlineWords, func(src []byte) bool {
		for _, m := range deadlineMarkers {
			if bytes.Contains(src, m) {
				return true
			}
		}
		return false
	})
}

// serverMarkers are the deadline markers that bound a handler from outside
// it, for every handler of a server: a router's timeout middleware and a
// cancel armed by a timer (deadlineMarkers' middleware forms and
// AfterFunc), and an MCP tool middleware that derives a deadline (a file
// installing mcp-go's WithToolHandlerMiddleware or the go-sdk's
// AddReceivingMiddleware that calls WithTimeout or WithDeadline,
// toolMiddleware).
var serverMarkers = [][]byte{
	[]byte("middleware.Timeout("), []byte("ContextTimeout"), []byte("TimeoutWithConfig"),
	[]byte("gin-contrib/timeout"), []byte("middleware/timeout"), []byte("AfterFunc("),
}

// serverWords are whole words a file holding a server marker contains.
var serverWords = []string{"middleware", "ContextTimeout", "TimeoutWithConfig", "gin-contrib", "AfterFunc",
	"WithToolHandlerMiddleware", "AddReceivingMiddleware"}

// toolMiddleware reports whether Go file text src installs an MCP tool
// middleware and derives a deadline.
func toolMiddleware(src []byte) bool {
	return (bytes.Contains(src, []byte("WithToolHandlerMiddleware")) || bytes.Contains(src, []byte("AddReceivingMiddleware"))) &&
		(bytes.Contains(src, []byte("WithTimeout")) || bytes.Contains(src, []byte("WithDeadline")))
}

// NoServerDeadline reports whether the scan's World can search the
// repository's Go files and none of the non-test ones bounds a tool or
// request handler from outside it (serverMarkers, toolMiddleware; read
// once per scan): a handler's context then carries no deadline but the
// ones the handler derives itself. Every marker it reads is one
// NoDeadline reads, so NoDeadline is false whenever it is.
func NoServerDeadline(f *model.File) bool {
	return noMarker(f, "goparamctx.NoServerDeadline", serverWords, func(src []byte) bool {
		for _, m := range serverMarkers {
			if bytes.Contains(src, m) {
				return true
			}
		}
		return toolMiddleware(src)
	})
}

// noMarker reports whether the World of f can search and read the
// repository's Go files (World.EachGo over words) and marked holds for
// none of them, memoised per scan under key.
func noMarker(f *model.File, key string, words []string, marked func(src []byte) bool) bool {
	w := thirdparty.Of(f)
	if w == nil || w.GoSearch == nil || w.Read == nil {
		return false
	}
	v, _ := w.Memo(key, func() any {
		seen := f.Lang == model.LangGo // the file asking is one
		return w.EachGo(words, func(_ string, src []byte) bool {
			seen = true
			return !marked(src)
		}) && seen
	}).(bool)
	return v
}
