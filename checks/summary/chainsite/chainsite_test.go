package chainsite

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

func call() *sumfile.Call {
	return &sumfile.Call{Callee: "helper", Hop: effect.Hop{Name: "helper()", Path: "src/tool.ts", Line: 4}, LineText: "await helper(opts)"}
}

var chain = []effect.Hop{{Name: "inner()", Path: "src/api.ts", Line: 9}, {Name: "fetch()", Path: "src/api.ts", Line: 12}}

func TestText(t *testing.T) {
	if got, want := Text(call(), chain), "helper() -> inner() -> fetch() (src/api.ts:12)"; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
}

// A rule with no chain text linked gives the call and the chain as its
// message, and no fix.
func TestOfUnlinkedRule(t *testing.T) {
	s := Of("RCX99", xfacts.Chain{Call: "helper()", Text: "helper() -> fetch() (src/api.ts:12)"}, call(), chain, true)
	if s.RuleID != "RCX99" || s.Message != "helper() (helper() -> fetch() (src/api.ts:12))" || s.Fix != "" || !s.AtSink ||
		s.Call.Line != 4 || s.LineText != "await helper(opts)" || len(s.Chain) != 2 {
		t.Errorf("Of = %+v", s)
	}
}

// A forward's finding takes the forward's rule (RC101 when it names none)
// and is low only when the call passes the tool handler's own context;
// AtSink is the caller's (false): the bound is the caller's to set.
func TestForward(t *testing.T) {
	fw := sumfile.Forward{Param: 0, Key: "signal", Chain: chain}
	s := Forward(model.LangTypeScript, call(), fw, false)
	if s.RuleID != "RC101" || s.Low != "" || s.AtSink {
		t.Errorf("Forward = %+v", s)
	}
	fw.Rule = "RC102"
	s = Forward(model.LangTypeScript, call(), fw, true)
	if s.RuleID != "RC102" || s.Low == "" {
		t.Errorf("Forward(handler ctx) = %+v", s)
	}
}

// The sites of the three effect kinds carry their rules; an outbound call
// or child process without a timeout is the chain's sink (AtSink), a
// blocking call is not.
func TestEffectSites(t *testing.T) {
	e := &effect.Effect{What: "fetch()", Chain: chain}
	for _, c := range []struct {
		s      effect.Site
		rule   string
		atSink bool
	}{
		{Blocks(model.LangPython, call(), e, "tool()"), "RC201", false},
		{NoTimeout(model.LangPython, call(), e, "tool()"), "RC102", true},
		{Unbounded(model.LangPython, call(), e), "RC101", true},
	} {
		if c.s.RuleID != c.rule || c.s.AtSink != c.atSink || len(c.s.Chain) != 2 {
			t.Errorf("%s site = %+v", c.rule, c.s)
		}
	}
}
