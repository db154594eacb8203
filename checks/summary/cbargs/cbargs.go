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
	"strings"

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
		hs := unseen.Hidden(f, a)
		if len(hs) == 0 {
			continue
		}
		arg := Arg{Index: i}
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
