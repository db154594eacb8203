// Package retobj tells whether code lies in a member function of an object
// literal that a function returns: a client factory
// (`function createSmartLeadClient(api) { return { get: (url) => api.get(url),
// post: (url, data) => api.post(url, data) } }`). Calling the factory builds
// the object and runs none of its members, so a mutation in the post member
// is no effect of the factory call, nor of a `client.get(url)` on what it
// returns: only a call of that member (`client.post(...)`) sends the POST
// (RC601, bench/realcode/blind-unlisted.tsv: smartlead webhooks.ts:31, whose
// GET tool was reported for the POST of the returned object's post member).
// The cross-file summaries already count only a returned function's calls as
// its factory's (checks/summary/retlit); this is the same reading for the
// in-file walk of RC601.
package retobj

import "github.com/resilience-check/resilience-check/checks/model"

// InReturnedMember reports whether node at lies, strictly inside function
// fn, in a JavaScript/TypeScript function that is the value of a member of
// an object literal returned as it stands by the function around it
// (`return { post: (u, d) => api.post(u, d) }`, `() => ({ post(u) {...} })`,
// also inside parentheses or `as` casts). A member function of an object that
// is passed to a call (`run({ onDone: () => api.post() })`), stored in a
// variable or put in an array is not: something may run it where it stands.
// fn itself being such a member does not count: its own code runs when it
// is called.
func InReturnedMember(f *model.File, fn, at *model.Node) bool {
	if f == nil || !f.Lang.IsJS() || fn == nil || at == nil {
		return false
	}
	for p := at.Parent(); p != nil && p != fn; p = p.Parent() {
		var obj *model.Node
		switch p.Sym() {
		case model.SymArrowFunction, model.SymFunctionExpression:
			if q := p.Parent(); q != nil && q.Sym() == model.SymPair && q.ChildByFieldName("value") == p {
				obj = q.Parent()
			}
		case model.SymMethodDefinition:
			obj = p.Parent()
		}
		if obj == nil || obj.Sym() != model.SymObject {
			continue
		}
		if returned(obj) {
			return true
		}
	}
	return false
}

// returned reports whether object literal obj is returned as it stands:
// the value of a return statement or the expression body of an arrow
// function, through parentheses and TypeScript casts.
func returned(obj *model.Node) bool {
	c, p := obj, obj.Parent()
	for p != nil {
		switch p.Sym() {
		case model.SymParenthesizedExpression, model.SymAsExpression, model.SymSatisfiesExpression:
			c, p = p, p.Parent()
			continue
		case model.SymReturnStatement:
			return true
		case model.SymArrowFunction:
			return p.ChildByFieldName("body") == c
		}
		return false
	}
	return false
}
