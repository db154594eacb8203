// Package upsert finds creates that the code around them turns into a
// create-or-update, so that a repeat of the tool writes the same resource
// again instead of adding a second one (RC601).
package upsert

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// conflictStatus matches the status 409 Conflict in a handler's text
// (RFC 9110 section 15.5.10: the request conflicts with the current state
// of the target resource, as a create of a key that already exists).
var conflictStatus = regexp.MustCompile(`\b409\b|StatusConflict`)

// ConflictUpdate reports whether request call (a POST that creates) sits in
// the body of a try statement one of whose handlers (a Python except
// clause, a JS/TS catch clause) tests the status 409 Conflict and sends a
// PUT or PATCH: a repeat's create is refused as a duplicate of its key and
// the handler writes the same definition over the existing resource, a
// create-or-update visible in the code (Kestra's create_flow_from_yaml:
// POST /flows, on 409 or 422 PUT /flows/{namespace}/{id}). A handler that
// only reports the conflict, or a try whose handlers send no update, is no
// upsert. Source: RFC 9110 409 Conflict; the RC601 rule's create-or-update.
func ConflictUpdate(f *model.File, call *model.Node) bool {
	for p := call.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDefinition,
			model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			return false
		case model.SymTryStatement:
			body := p.ChildByFieldName("body")
			if body == nil || call.StartByte() < body.StartByte() || call.EndByte() > body.EndByte() {
				continue // the call is in a handler or finally clause of this try
			}
			for i := 0; i < int(p.NamedChildCount()); i++ {
				h := p.NamedChild(i)
				if h.Sym() == model.SymExceptClause || h.Sym() == model.SymCatchClause {
					if conflictStatus.MatchString(f.Text(h)) && sendsUpdate(f, h) {
						return true
					}
				}
			}
		}
	}
	return false
}

// updateMethods are the last names of client methods that send a PUT or a
// PATCH (httpx's client.put, axios.patch, requests.put).
var updateMethods = map[string]bool{"put": true, "patch": true}

// sendsUpdate reports whether handler h makes a PUT or PATCH request: a
// client method of that name, or a request whose method is PATCH
// (retry.MutatingRequest).
func sendsUpdate(f *model.File, h *model.Node) bool {
	found := false
	model.Walk(h, func(n *model.Node) bool {
		if found {
			return false
		}
		if n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression {
			if fn := model.Callee(n); fn != nil {
				name := f.Text(fn)
				if updateMethods[strings.ToLower(name[strings.LastIndex(name, ".")+1:])] || retry.MutatingRequest(f, n) == "PATCH" {
					found = true
					return false
				}
			}
		}
		return true
	})
	return found
}
