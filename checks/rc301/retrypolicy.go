package rc301

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// policyRows are the library rows of retry policies built to re-send every
// request, POST included, unless the caller names the methods to retry:
// Python constructors matched by code (match: code) whose Retries has
// methods "all" and no Mutating list (libmodels/data/sdks-rc301h27.yml:
// PyGithub's GithubRetry, whose allowed_methods defaults to urllib3's
// idempotent methods plus GET and POST). Retries.Off is the keyword that
// names the methods.
var policyRows = libmodels.Builtin().Select(func(r *libmodels.Row) bool {
	return r.Lang == libmodels.Python && r.API == libmodels.Constructor && r.Match == libmodels.ByCode &&
		r.Retries != nil && r.Retries.Methods == "all" && len(r.Mutating) == 0
})

// policyWords are the last segments of policyRows' names: a file that
// contains none of them builds no such policy.
var policyWords = func() []string {
	var out []string
	for _, r := range policyRows {
		for _, n := range r.Names() {
			out = append(out, n[strings.LastIndex(n, ".")+1:])
		}
	}
	return out
}()

// retryPolicies reports a retry policy of policyRows built without its Off
// keyword (`GithubRetry(total=3, status=3)` without allowed_methods): the
// client it is handed to re-sends its POSTs after a read timeout or a 5xx
// answer, so a create whose response was lost is performed twice. A policy
// that names its methods (allowed_methods=...) or is built from a splat
// (**kwargs may name them) is left alone.
func retryPolicies(f *model.File, reported map[uint32]bool, p *model.Pass) {
	if f.Lang != model.LangPython || len(policyRows) == 0 || !f.ContainsAny(policyWords...) {
		return
	}
	f.NodesOf(callSyms, func(n *model.Node) bool {
		fn := model.Callee(n)
		if fn == nil || reported[n.StartByte()] {
			return true
		}
		q := f.QualifiedName(fn)
		if q == "" {
			return true
		}
		var row *libmodels.Row
		for _, r := range policyRows {
			for _, name := range r.Names() {
				if q == name {
					row = r
				}
			}
		}
		if row == nil || model.HasSplat(n) || f.Kwarg(n, row.Retries.Off) != nil {
			return true
		}
		reported[n.StartByte()] = true
		rt := row.Retries
		p.Report(n, fmt.Sprintf("the retry policy %s is built without %s, so %s re-sends every request it is handed, POST included "+
			"(on %s: %s): a create whose response was lost is performed twice; pass %s without POST "+
			"(or send an idempotency key)", f.Text(fn), rt.Off, row.Module, rt.On, rt.URL, rt.Off),
			"pass "+rt.Off+" naming only idempotent methods")
		impact.Apply(p, model.Impact{Severity: model.SeverityMedium, Why: "a retry the library makes after an error answer"})
		return true
	})
}
