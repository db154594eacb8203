package gochain

import "strings"

// Scope returns the function index with which to resolve instance text v
// ("db.New()" without its "()"), the initializer of a local of function fn:
// -1 (package level) when v's head names a package the file imports (a key
// of imports), fn otherwise. In `db, err := db.New(url)` the local db
// shadows package db only from its own declaration on (Go spec,
// "Declarations and scope": the scope of a variable declared inside a
// function begins after its ShortVarDecl), so the initializer's db is the
// package; resolving it as the local would type the local by itself and
// leave every later db.Method() call unresolved.
func Scope[V any](fn int, v string, imports map[string]V) int {
	if head, _, ok := strings.Cut(v, "."); ok {
		if _, imported := imports[head]; imported {
			return -1
		}
	}
	return fn
}
