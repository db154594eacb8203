// Package cbargs records, for the function summaries, the callables a call
// hands its callee whose errors the file cannot see into (facts/unseen.Hidden):
// `handleToolError("list", async () => { ... await listDocuments(...) })`,
// `fetch(lambda: api.items.retrieve(i))`, `call(self.client.api.x.create)`.
// A helper whose try block calls its parameter and puts the caught error's
// text into a tool result (`try { return await fn() } catch (err) { return
// errorResult(err.message) }`) raises what those callables raise; RC402
// reports it at low severity while some caller hands one whose calls the
// summaries do not resolve (checks, unseen.go; cbcall.HandedHidden). Python,
// JS/TS, and Go func literals (readGo).
package cbargs

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errorigin"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"

	"github.com/resilience-check/resilience-check/checks/facts/unseen"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Arg is one such callable: Index is its 0-based positional index; Calls
// are the calls in it whose errors the file cannot see into, by the start
// of their callee (line and column as model.File.Position gives them) and
// the callee's last name; a Site with no Name is a method reference handed
// uncalled, which no summary resolves.
type Arg struct {
	Index int    `json:"index"`
	Calls []Site `json:"calls"`
	// Origin is the class of the errors the callable raises when called,
	// as far as the file shows (errorigin.HandedOrigin: a lambda's
	// `client.get(x)`, a bound method `company.history` of a client the
	// file built), when it can carry internal detail; else 0. A helper
	// that calls that parameter raises them (summary/handed).
	Origin xfacts.Origin `json:"origin,omitempty"`
}

// Site is one call of an Arg.
type Site struct {
	Line int    `json:"line"`
	Col  int    `json:"col"`
	Name string `json:"name,omitempty"`
}

// Read returns the callables call (a Python or JS/TS call) hands its callee
// positionally before any spread, whose errors the file cannot see into;
// nil for a thread runner's call (unseen.Calls counts it). In Go, the func
// literals a call hands (readGo).
func Read(f *model.File, call *model.Node) []Arg {
	if f.Lang == model.LangGo {
		return readGo(f, call)
	}
	if f.Lang != model.LangPython && !f.Lang.IsJS() {
		return nil
	}
	fn := model.Callee(call)
	if fn == nil {
		return nil
	}
	if unseen.ThreadRunnerCall(f, call) {
		return nil
	}
	var out []Arg
	for i, a := range unseen.Positional(call) {
		hs, o := unseen.Hidden(f, a), handedOrigin(f, a)
		if len(hs) == 0 && o == 0 {
			continue
		}
		arg := Arg{Index: i, Origin: o}
		for _, h := range hs {
			arg.Calls = append(arg.Calls, site(f, h, h != a))
		}
		out = append(out, arg)
	}
	return out
}

// site is the Site of call or reference h: its callee's last name when
// named, none for one no summary is asked to resolve.
func site(f *model.File, h *model.Node, named bool) Site {
	l, c := f.Position(int(h.StartByte()))
	s := Site{Line: l, Col: c}
	if named {
		t := f.Text(h)
		s.Name = t[strings.LastIndexByte(t, '.')+1:]
	}
	return s
}

// handedOrigin is errorigin.HandedOrigin of callable a as the summaries
// store an origin (xfacts.CallOrigin's classes: internal detail, not a
// stack trace or a wrapper's): 0 for any other argument. A handed bound
// method counts only as a chain of plain names (`company.history`,
// `this.client.search`): not a call's result, not a value indexed.
func handedOrigin(f *model.File, a *model.Node) xfacts.Origin {
	a = model.Unwrap(a)
	if a == nil {
		return 0
	}
	switch a.Sym() {
	case model.SymAttribute, model.SymMemberExpression:
		if !plainRef.MatchString(f.Text(a)) {
			return 0
		}
	case model.SymLambda, model.SymArrowFunction, model.SymFunctionExpression, model.SymFuncLiteral, model.SymIdentifier:
	default:
		return 0
	}
	if o := errorigin.HandedOrigin(f, a); o.Internal() && o != errorigin.OriginStack && o != errorigin.OriginWrapped {
		return xfacts.Origin(o)
	}
	return 0
}

// plainRef matches a bound method named through two to four plain names.
var plainRef = regexp.MustCompile(`^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){1,3}$`)
