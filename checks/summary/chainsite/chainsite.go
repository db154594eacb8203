// Package chainsite builds the finding (effect.Site) a summary chain gives
// at the call that starts it (package summary's Program.Report): its rule,
// its message and fix from the rule's chain text (xfacts.ChainText), and
// the chain as text ("helper() -> fetch() (src/api.ts:12)") for a rule
// not linked there.
package chainsite

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// Text is "helper() -> fetch() (src/api.ts:12)": call c's name, then each
// hop of chain (not empty), then the last hop's file and line.
func Text(c *sumfile.Call, chain []effect.Hop) string {
	names := []string{c.Name}
	for _, h := range chain {
		names = append(names, h.Name)
	}
	last := chain[len(chain)-1]
	return strings.Join(names, " -> ") + fmt.Sprintf(" (%s:%d)", last.Path, last.Line)
}

// Of is the finding of rule id at call c, its message and fix from the
// rule (xfacts.ChainText); a rule not linked gives the chain as text.
func Of(id string, ch xfacts.Chain, c *sumfile.Call, chain []effect.Hop, atSink bool) effect.Site {
	msg, fix := ch.Call+" ("+ch.Text+")", ""
	if text := xfacts.ChainText[id]; text != nil {
		msg, fix = text(ch)
	}
	return effect.Site{RuleID: id, Call: c.Hop, LineText: c.LineText, Message: msg, Fix: fix, Chain: chain, AtSink: atSink}
}

// Blocks is RC201's finding at call c, in a file of language lang, from
// caller (its text: "helper()", "module code"), whose callee blocks (e).
func Blocks(lang model.Language, c *sumfile.Call, e *effect.Effect, caller string) effect.Site {
	return Of("RC201", xfacts.Chain{Kind: xfacts.ChainBlocks, Call: c.Name, Lang: lang, Caller: caller, What: e.What,
		Text: Text(c, e.Chain)}, c, e.Chain, false)
}

// NoTimeout is RC102's finding at call c whose callee runs or waits for a
// child process without a timeout (e).
func NoTimeout(lang model.Language, c *sumfile.Call, e *effect.Effect, caller string) effect.Site {
	return Of("RC102", xfacts.Chain{Kind: xfacts.ChainNoTimeout, Call: c.Name, Lang: lang, Caller: caller, What: e.What,
		Text: Text(c, e.Chain)}, c, e.Chain, true)
}

// Unbounded is RC101's finding at call c whose callee makes an outbound
// call without a timeout (e).
func Unbounded(lang model.Language, c *sumfile.Call, e *effect.Effect) effect.Site {
	return Of("RC101", xfacts.Chain{Kind: xfacts.ChainUnbounded, Call: c.Name, Lang: lang, What: e.What,
		Text: Text(c, e.Chain)}, c, e.Chain, true)
}

// Forward is the finding of fw's rule (Forward.SinkRule) at call c, which
// passes its callee's parameter fw.Param no bound; handlerCtx says it
// passes the MCP handler's own context (xfacts.HandlerCtx): the MCP client
// can still cancel the request, so the finding is a low one.
func Forward(lang model.Language, c *sumfile.Call, fw sumfile.Forward, handlerCtx bool) effect.Site {
	caller := ""
	if handlerCtx {
		caller = xfacts.HandlerCtx
	}
	s := Of(fw.SinkRule(), xfacts.Chain{Kind: xfacts.ChainForward, Call: c.Name, Lang: lang, Text: Text(c, fw.Chain),
		Sink: fw.Chain[len(fw.Chain)-1].Name, Option: fw.Key, Caller: caller}, c, fw.Chain, false)
	if handlerCtx {
		s.Low = "the MCP client can still cancel the request"
	}
	return s
}
