package rc301

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsPostCallers returns, for a send that jsAnyMethodSend reads as retried
// with the method its callers choose, the calls of the file that choose a
// POST for it (the calls jsPostCaller finds, every one rather
// than the first, through the same forwarding functions): `return
// fetchWithRetry(url, { method: "POST", body })` of a crmCreate whose
// retried helper re-sends what it is handed. Each is the create the retry
// repeats, so RC301 reports it where it is made as well as at the send
// (the hubspot-ma rows of blind batch 25 mark the creating callers). A
// caller whose arguments name a read (retry.ReadTarget: `/search`), whose
// URL sets a state (setsState), or whose function sets up an idempotency
// key is left out, and so is one in a function named to update (updateTask
// of TickTick's POST /task/{id}: a repeat sets the same fields) or named
// after the verb itself (a generic `post(path, body)`, whose creates are
// its own callers'), and so is a PATCH: the send's finding covers it, and
// a caller's PATCH that sets fields leaves the state a repeat would.
func jsPostCallers(f *model.File, call, retried *model.Node) []*model.Node {
	owner, idx, whole := jsSendOwner(f, call, retried)
	if owner == nil {
		return nil
	}
	var out []*model.Node
	jsPostCallerCalls(f, owner, idx, whole, 2, &out)
	return out
}

// jsPostCallerCalls appends to out the calls of function owner that pass a
// POST in argument idx (jsPostCaller's reading), following a
// caller that forwards its own parameter there up to forward more levels.
func jsPostCallerCalls(f *model.File, owner *model.Node, idx int, whole bool, forward int, out *[]*model.Node) {
	jsOwnerCalls(f, owner, idx, forward, func(n, a *model.Node, idx int) (took, stop bool) {
		switch {
		case whole && a.Sym() == model.SymObject:
			if m, _ := f.ObjectProp(a, "method"); m != nil && retry.VerbOf(f, m) == "POST" && !retry.IdempotencyRE.MatchString(f.Text(a)) &&
				!setsState(f, n, idx) && !readCaller(f, n, idx) && !updateOrVerbHelper(f, n) {
				*out = append(*out, n)
			}
			return true, false
		case !whole && retry.VerbOf(f, a) == "POST" && !setsState(f, n, idx) && !readCaller(f, n, idx) && !updateOrVerbHelper(f, n):
			*out = append(*out, n)
			return true, false
		}
		return false, false
	})
}

// readCaller reports whether an argument of call other than the method's
// (at idx) names a read or a sign-in as its target (retry.ReadTarget:
// `request("/v1/search", { method: "POST" })`).
func readCaller(f *model.File, call *model.Node, idx int) bool {
	args := model.Args(call)
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		if a := args.NamedChild(i); i != idx && retry.ReadTarget(f, a) {
			return true
		}
	}
	return false
}

// jsCallerReports reports each caller of the file that hands a POST to
// send (a request whose method its callers choose, retried by
// what why names; jsPostCallers) at the caller.
func jsCallerReports(p *model.Pass, send, retried *model.Node, why string, reported map[uint32]bool) {
	f := p.File
	for _, c := range jsPostCallers(f, send, retried) {
		if reported[c.StartByte()] || keyedSpan(f, c) {
			continue
		}
		reported[c.StartByte()] = true
		p.Report(c, f.Text(model.Callee(c))+" is handed a POST here, and its request (line "+model.Itoa(model.LineOf(f, send))+
			") is retried by "+why+" for every method without an Idempotency-Key header, so a lost response makes the upstream perform "+
			"this create twice; send an Idempotency-Key that stays the same across attempts, or retry only idempotent methods",
			keyFix.For(f.Lang))
	}
}

// updateWords are words of a function's name that say it changes an
// existing resource in place (updateTask, bulkUpdateTickets, editPage),
// and updateFirst first words that do (setLabels, pushDraftLive: publishes
// the draft, a repeat publishes the same one).
var updateWords = map[string]bool{"update": true, "edit": true, "modify": true, "upsert": true, "rename": true, "replace": true}

var updateFirst = map[string]bool{"set": true, "patch": true, "push": true, "publish": true, "put": true}

// updateOrVerbHelper reports whether the function around caller call is
// named to update something (updateWords, updateFirst) or after the HTTP
// verb it passes (`post`, `postJson`): the POST it hands on is then no
// create of its own.
func updateOrVerbHelper(f *model.File, call *model.Node) bool {
	words := nameWords(model.FuncName(f, model.EnclosingFunc(call)))
	if len(words) == 0 {
		return false
	}
	if updateFirst[words[0]] || words[0] == "post" {
		return true
	}
	for _, w := range words {
		if updateWords[w] {
			return true
		}
	}
	return false
}

// nameWords splits an identifier (the last segment of a dotted name) into
// lowercase words at `_` and lower-to-upper case changes.
func nameWords(name string) []string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	var out []string
	start := 0
	for i := 1; i <= len(name); i++ {
		if i == len(name) || name[i] == '_' || name[i] >= 'A' && name[i] <= 'Z' && name[i-1] >= 'a' && name[i-1] <= 'z' {
			if w := strings.Trim(name[start:i], "_"); w != "" {
				out = append(out, strings.ToLower(w))
			}
			start = i
		}
	}
	return out
}
