// Package pyclient tells whether a Python method call is a blocking call of
// a client the file builds (a boto3 client, a requests session, a DuckDB
// connection: the blocking rows of libmodels), however the file reaches the
// client: built in place, held in a variable or in a field of self, or
// returned by a helper or a method of the file (`conn = self.connect()`,
// `s3 = aws.get_client("s3")`, cached in `self._client`), as
// model.PyClientOf resolves it. The function summaries (checks/summary)
// record such a call as what a sync function blocks on, so that an async
// handler that calls the function, in its file or another, is reported by
// RC201 (bench/realcode/blind7-misses.tsv, "summary: RC201 sync method of a
// same-file class instance", "sync helper in another module").
package pyclient

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// Blocking returns the name of the blocking client method call n makes
// ("duckdb.connect().execute"), or "" when n is no method call of a known
// blocking client or the method does not block (a boto3 client's
// get_paginator). A method blocks when the client's row lists it, or lists
// "*" without excluding it ("!name"), as RC201 reads the rows.
func Blocking(f *model.File, n *model.Node) string {
	callee := model.Callee(n)
	if f.Lang != model.LangPython || callee == nil || callee.Sym() != model.SymAttribute {
		return ""
	}
	method := f.Text(callee.ChildByFieldName("attribute"))
	ctor := model.PyClientOf(f, callee.ChildByFieldName("object"))
	cl, ok := model.PyBlockingClients[ctor]
	if !ok || !(cl.Methods[method] || cl.Methods["*"] && !cl.Methods["!"+method]) {
		return ""
	}
	return ctor + "()." + method
}
