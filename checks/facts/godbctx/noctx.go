package godbctx

import "github.com/resilience-check/resilience-check/checks/model"

// NoCtxKey is the dictionary key of the Forward a Go function records for
// a database call it makes with no context at all (MarkNoCtx): no caller
// can bound it, so callers in other files that are on a request path are
// its exposure (checks/summary, RC103 at the call).
const NoCtxKey = "nocontext"

// MaxNoCtx is the most no-context database calls recorded per function.
const MaxNoCtx = 8

var noCtxKey = model.NewFactKey[map[uint32]bool]("godbctx.NoCtx")

func noCtx(f *model.File) map[uint32]bool {
	return model.Fact(f, noCtxKey, func(*model.File) map[uint32]bool { return map[uint32]bool{} })
}

// MarkNoCtx records callee (the selector of a Go database/sql or sqlx call
// with no context: db.Query, stmt.Exec, on a handle rule RC103 types as a
// database/sql or sqlx DB, Tx or Stmt of a server database) as one RC103
// leaves to callers in other files: its function takes no context and no
// handler of the file reaches it (goreach), so the file alone cannot tell
// whether a request waits on it. Source: golangci-lint's noctx
// (https://github.com/sonatard/noctx: database/sql calls without a context).
func MarkNoCtx(f *model.File, callee *model.Node) {
	noCtx(f)[callee.EndByte()] = true
}

// NoCtx reports whether MarkNoCtx recorded the callee node callee of file f.
func NoCtx(f *model.File, callee *model.Node) bool {
	return noCtx(f)[callee.EndByte()]
}
