package cbargs

import (
	"github.com/resilience-check/resilience-check/checks/facts/gounseen"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// readGo returns the func literals Go call hands its callee, by positional
// index, with the calls in each whose errors the file does not show as safe
// (gounseen.Handed): `callJSON(ctx, "list backends", "backends", func()
// (interface{}, error) { return client.GetBackends() })`. A call whose
// origin errorigin names as one that can carry internal detail (net/http,
// os/exec, a database driver, an SDK) is recorded with no Name, so that no
// summary is asked to resolve it (cbcall.HandedHidden counts it); any other
// with its callee's last name, for the summaries to resolve. A helper that
// calls its func parameter and puts the error's text into a tool result
// (gounseen.IsParamCall) is reported while some caller hands one of these.
func readGo(f *model.File, call *model.Node) []Arg {
	args := model.Args(call)
	if args == nil {
		return nil
	}
	var out []Arg
	k := 0
	for j := 0; j < int(args.NamedChildCount()); j++ {
		a := args.NamedChild(j)
		if a.Sym() == model.SymComment {
			continue
		}
		i := k
		k++
		calls, known := gounseen.Handed(f, a)
		o := xfacts.Origin(0)
		if a.Sym() == model.SymFuncLiteral {
			o = handedOrigin(f, a) // func() (*http.Response, error) { return c.http.Do(req) }
		}
		if len(calls) == 0 && o == 0 {
			continue
		}
		arg := Arg{Index: i, Origin: o}
		for m, h := range calls {
			arg.Calls = append(arg.Calls, site(f, h, !known[m]))
		}
		out = append(out, arg)
	}
	return out
}
