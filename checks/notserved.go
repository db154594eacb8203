package checks

import (
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/served"
)

// notServed lowers to low, with the reason in the message, the medium and
// high findings of a whole-repository scan that sit in JS/TS code nothing
// served calls (package served: a function only scripts and tests name, a
// module nothing imports), as a finding in a script is low (impact). Only
// a whole-repository scan can tell: e.Repo with Config and no Read, as
// internal/scan sets it when it scans the repository's root. Diff mode,
// named paths and a scan without a repository (a file alone) read part of
// the code, so they lower nothing; nor does a scan whose settings say
// scripts are servers. A severity the configuration set for the rule
// stands.
func (e *Engine) notServed(inputs []Input, res *Result, imported func(string) bool) {
	if e.Repo == nil || e.Repo.Diff || e.Repo.Read != nil || e.Repo.Config == nil || e.Settings.ScriptsAreServers {
		return
	}
	configured := map[string]bool{}
	for _, r := range e.rules() {
		configured[r.ID] = configured[r.ID] || r.SeverityConfigured
	}
	any := false
	for _, f := range res.Findings {
		if lang, _ := model.DetectLanguage(f.Path); lang.IsJS() && f.Severity > model.SeverityLow && !configured[f.RuleID] {
			any = true
			break
		}
	}
	if !any {
		return
	}
	files := make([]served.File, 0, len(inputs))
	for _, in := range inputs {
		files = append(files, served.File{Path: in.Path, Read: in.Read})
	}
	j := served.New(files, imported, e.Repo.Config)
	defer j.Close()
	for i := range res.Findings {
		f := &res.Findings[i]
		if lang, _ := model.DetectLanguage(f.Path); !lang.IsJS() || f.Severity <= model.SeverityLow || configured[f.RuleID] {
			continue
		}
		if why := j.NotServed(f.Path, f.StartLine); why != "" {
			f.Severity = model.SeverityLow
			f.Message = impact.WithImpact(f.Message, model.Impact{Severity: model.SeverityLow, Why: why})
		}
	}
}
