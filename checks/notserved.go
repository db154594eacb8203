package checks

import (
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/served"
)

// wholeRepository reports a whole-repository scan: e.Repo with Config and
// no Read, as internal/scan sets it when it scans the repository's root.
func (e *Engine) wholeRepository() bool {
	return e.Repo != nil && !e.Repo.Diff && e.Repo.Read == nil && e.Repo.Config != nil && !e.Settings.ScriptsAreServers
}

// notServed lowers to low, with the reason in the message, the medium and
// high findings of a whole-repository scan that sit in JS/TS code nothing
// served calls (package served: a function only scripts and tests name, a
// module nothing imports) or in a Python module nothing imports or starts
// (served.PyJudge), as a finding in a script is low (impact). Only
// a whole-repository scan can tell (wholeRepository): diff mode, named
// paths and a scan without a repository (a file alone) read part of the
// code, so they lower nothing; nor does a scan whose settings say scripts
// are servers, or one without summaries. infos are what served.Extract
// read of each JS/TS input as it was scanned. A severity the
// configuration set for the rule stands.
func (e *Engine) notServed(inputs []Input, res *Result, infos map[string]*served.Info) {
	configured := map[string]bool{}
	for _, r := range e.rules() {
		configured[r.ID] = configured[r.ID] || r.SeverityConfigured
	}
	candidate := func(f *model.Finding) bool {
		lang, _ := model.DetectLanguage(f.Path)
		return (lang.IsJS() || lang == model.LangPython) && f.Severity > model.SeverityLow && !configured[f.RuleID]
	}
	var j *served.Judge
	var pj *served.PyJudge
	for i := range res.Findings {
		f := &res.Findings[i]
		if !candidate(f) {
			continue
		}
		if lang, _ := model.DetectLanguage(f.Path); lang == model.LangPython {
			if pj == nil {
				pj = served.NewPy(inputPaths(inputs), e.Repo.Config)
			}
			if why := pj.NotServed(f.Path); why != "" {
				f.Severity = model.SeverityLow
				f.Message = impact.WithImpact(f.Message, model.Impact{Severity: model.SeverityLow, Why: why})
			}
			continue
		}
		if j == nil {
			j = served.New(inputPaths(inputs), infos, e.Repo.Config)
		}
		if why := j.NotServed(f.Path, f.StartLine); why != "" {
			f.Severity = model.SeverityLow
			f.Message = impact.WithImpact(f.Message, model.Impact{Severity: model.SeverityLow, Why: why})
		}
	}
}

// inputPaths returns the paths of the scan's inputs.
func inputPaths(inputs []Input) []string {
	paths := make([]string, 0, len(inputs))
	for _, in := range inputs {
		paths = append(paths, in.Path)
	}
	return paths
}
