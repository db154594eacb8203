package rc104

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/inputfb"
	"github.com/resilience-check/resilience-check/checks/facts/toolinput"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file judges a timeout a tool handler takes from its caller's
// arguments as given: `page.waitForSelector(sel, { timeout: args.timeout
// || 30000 })`, `const { timeout = 30 } = args; exec(cmd, { timeout:
// timeout * 1000 })`, a FastMCP tool's own parameter `def geocode(q: str,
// timeout: int = 10)` handed to the client's `timeout=`, Go
// `time.Duration(args.TimeoutSeconds) * time.Second`. Its default may be
// short, but the model (or whoever calls the tool) chooses the value: with
// nothing capping it (no min(), Math.min or comparison of the value in the
// handler, no `le=` on the parameter, no zod `.max()` on the key), one call
// asking for an hour holds the tool call, and the worker under it, for an
// hour. MCP-INPUT-03 "Timeout Enforcement" asks the server to bound every
// operation whatever the request says.
//
// Only a value in a tool handler (not a resource's, nor a helper's) is
// judged, and only one read straight from the handler's own input: a
// property of its arguments parameter (args, arguments, params, input,
// parameters), a name destructured from it in the handler, or a parameter
// of a Python function registered as a tool (decorated `@….tool`). A value
// the unit readers resolve is theirs; so is a default over the budget, which
// written's judge reports already.

// inputSites are the values of tool handlers the readers could not resolve
// (inputReader) and, of those, the ones that fall back to a value the
// readers do resolve when the caller leaves the argument out (inputfb).
type inputSites struct {
	sites []*model.Node
	fbs   []inputFallback
}

// inputFallback is a value of a tool handler that waits def, d long, when
// the tool's caller leaves its argument out (inputfb.Default).
type inputFallback struct {
	at, def *model.Node
	d       time.Duration
}

// inputReader wraps a unit reader of written: a value in a tool handler that
// it cannot read, or reads as a parameter (paramMark), is kept in sites for
// uncappedInputs, with the fallback it has for an argument the caller leaves
// out, read by the same reader.
func inputReader(read unitReader, in *inputSites) unitReader {
	return func(f *model.File, n *model.Node) (time.Duration, bool) {
		d, ok := read(f, n)
		if n != nil && (!ok || d == paramMark) && f.HandlerOf(n) == model.ToolHandler {
			in.sites = append(in.sites, n)
			if def := inputfb.Default(f, n); def != nil {
				if dd, ok := read(f, def); ok && dd > 0 && dd != paramMark {
					in.fbs = append(in.fbs, inputFallback{n, def, dd})
				}
			}
		}
		return d, ok
	}
}

// uncappedInputs reports each fallback over the tool budget (a model
// calling the tool usually leaves an optional argument out, and the call
// then waits the fallback), where the fallback is set (inputfb.At), and each
// site whose value is the tool caller's own (inputOf) with nothing capping
// it (capped).
func uncappedInputs(p *model.Pass, b model.Budgets, in *inputSites) {
	f := p.File
	for _, fb := range in.fbs {
		if fb.d <= b.Tool || waitsForPerson(f, fb.at) {
			continue
		}
		at := inputfb.At(f, fb.def)
		if reportedAt(p, at) {
			continue
		}
		p.Report(at, fmt.Sprintf("this timeout (%s) is %s, the fallback the tool takes when its caller leaves the argument out (%s), as a model calling a tool usually does: over the tool budget of %s, so a slow upstream holds the tool call past what its client waits; keep the fallback at %s",
			oneLine(f.Text(fb.at)), show(fb.d), oneLine(f.Text(fb.def)), show(b.Tool), show(b.Tool)), "")
	}
	sites := in.sites
	done := map[*model.Node]bool{}
	for _, n := range sites {
		if done[n] || waitsForPerson(f, n) {
			continue
		}
		done[n] = true
		fn := model.EnclosingFunc(n)
		if fn == nil {
			continue
		}
		if reportedAt(p, n) {
			continue // a default or fallback over the budget, reported as such
		}
		key, def, ok := toolinput.Of(f, fn, n)
		if !ok || toolinput.Capped(f, fn, key) || toolinput.RemoteDuration(f, key) || projectCall(f, n) {
			continue
		}
		if def != nil {
			// a default the readers resolve over the budget is reported as such
			if d, ok := tval.Seconds(f, def); ok && f.Lang == model.LangPython && d > b.Tool {
				continue
			}
		}
		p.Report(n, fmt.Sprintf("this timeout (%s) is the tool caller's %q argument used as given: nothing caps it, so a call that asks for an hour holds this tool call, and the worker under it, for an hour, past the tool budget of %s; "+
			"cap it at the budget (min(%s, %d) in seconds)", oneLine(f.Text(n)), key, show(b.Tool), key, int(b.Tool/time.Second)), "")
	}
}

// oneLine is s on one line, cut to 80 bytes.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return s
}

// reportedAt reports whether pass p already holds a finding of its rule on
// n's line.
func reportedAt(p *model.Pass, n *model.Node) bool {
	l, _ := p.File.Position(int(n.StartByte()))
	for _, x := range p.Findings {
		if x.StartLine == l && x.RuleID == p.Rule.ID {
			return true
		}
	}
	return false
}

// projectCall reports whether Python value n is a keyword argument of a
// call of a project function, defined in the file or imported from a
// relative module (`handle_config(backend, timeout=timeout)`, which may
// store the value or bound its own wait by it): the
// helper's own parameter is judged at its calls, not here.
func projectCall(f *model.File, n *model.Node) bool {
	kw := n.Parent()
	if f.Lang != model.LangPython || kw == nil || kw.Sym() != model.SymKeywordArgument {
		return false
	}
	call := kw.Parent()
	if call != nil && call.Sym() == model.SymArgumentList {
		call = call.Parent()
	}
	if call == nil || call.Sym() != model.SymCall || model.Callee(call) == nil || model.Callee(call).Sym() != model.SymIdentifier {
		return false
	}
	name := regexp.QuoteMeta(f.Text(model.Callee(call)))
	return regexp.MustCompile(`(?m)def ` + name + `\(|^from \.[\w.]* import [^\n]*\b` + name + `\b`).Match(f.Src)
}
