package annotate

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/owenrumney/go-sarif/v2/sarif"

	"github.com/resilience-check/resilience-check/finding"
)

// SARIF identity of the tool and of its results.
const (
	// ToolInformationURI is tool.driver.informationUri.
	ToolInformationURI = "https://github.com/resilience-check/resilience-check"
	// FingerprintKey is the result.partialFingerprints key that holds
	// finding.Finding.Fingerprint (a hex SHA-256 that ignores line numbers).
	FingerprintKey = "resilienceCheck/v1"
	// SrcRoot is the uriBaseId of every artifact location: finding paths are
	// relative to the repository root.
	SrcRoot = "%SRCROOT%"
)

// sarifSuppression is SARIF's suppression object. go-sarif v2.3.3's
// sarif.Suppression writes an unset status, location, guid or justification
// as null, which the SARIF 2.1.0 schema rejects, so results carry this instead.
type sarifSuppression struct {
	Kind          string `json:"kind"`
	Status        string `json:"status,omitempty"`
	Justification string `json:"justification,omitempty"`
}

// sarifResult, sarifRun and sarifLog shadow the Suppressions, Results and
// Runs fields of the go-sarif types; encoding/json prefers the shallower field.
type sarifResult struct {
	*sarif.Result
	Suppressions []sarifSuppression `json:"suppressions,omitempty"`
}

type sarifRun struct {
	*sarif.Run
	Results []sarifResult `json:"results"`
}

type sarifLog struct {
	*sarif.Report
	Runs []sarifRun `json:"runs"`
}

// WriteSARIF writes r as an indented SARIF 2.1.0 log with one run, for GitHub
// code scanning. The driver lists every rule in r.Rules (plus any rule a
// finding names that r.Rules lacks). Results are the findings with InDiff set,
// suppressed ones included with an "inSource" suppression; findings outside
// the diff are left out. Lines and columns are 1-based code points
// (run.columnKind "unicodeCodePoints"), endColumn exclusive.
func WriteSARIF(w io.Writer, r *Report) error {
	doc, err := buildSARIF(r)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("write sarif: %w", err)
	}
	return nil
}

func buildSARIF(r *Report) (*sarifLog, error) {
	rep, err := sarif.New(sarif.Version210)
	if err != nil {
		return nil, fmt.Errorf("new sarif log: %w", err)
	}
	run := sarif.NewRunWithInformationURI("resilience-check", ToolInformationURI)
	if r.ToolVersion != "" {
		run.Tool.Driver.WithVersion(r.ToolVersion)
	}
	run.WithColumnKind("unicodeCodePoints")
	run.WithOriginalUriBaseIds(map[string]*sarif.ArtifactLocation{
		SrcRoot: sarif.NewArtifactLocation().WithDescriptionText("the root of the repository"),
	})
	if r.AutomationID != "" {
		run.WithAutomationDetails(sarif.NewRunAutomationDetails().WithID(r.AutomationID))
	}

	index := map[string]int{}
	addRule := func(rule *finding.RuleInfo) {
		if _, ok := index[rule.ID]; !ok {
			index[rule.ID] = len(run.Tool.Driver.Rules)
			run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule(rule))
		}
	}
	for _, rule := range r.Rules {
		addRule(rule)
	}
	results := []sarifResult{}
	for i := range r.Findings {
		f := &r.Findings[i]
		if !f.InDiff {
			continue
		}
		addRule(&finding.RuleInfo{ID: f.RuleID, Name: f.RuleName, Severity: f.Severity, CWE: f.CWE})
		results = append(results, sarifResultOf(f, index[f.RuleID]))
	}
	// What did not finish and what the caps dropped go in the run's property
	// bag (SARIF 2.1.0 3.8), so that a consumer of the SARIF alone can tell
	// an incomplete or capped run from a clean one.
	unmodelled := finding.UnmodelledOf(r.Files)
	if r.Incomplete() || r.Dropped() > 0 || len(unmodelled) > 0 {
		props := sarif.Properties{}
		if len(unmodelled) > 0 {
			// Calls through packages no library model describes are not
			// judged (checks/coverage); it is not an incomplete run.
			props["unmodelledPackages"] = unmodelled
		}
		if r.Incomplete() {
			props["incomplete"] = true
			props["incompleteReason"] = r.IncompleteReason(len(r.Notices) + 1)
		}
		if n := r.Dropped(); n > 0 {
			props["findingsDropped"] = n
		}
		var notes []string
		for _, n := range r.Notices {
			if n.Incomplete || n.Kind == finding.NoticeCapped {
				notes = append(notes, strings.TrimPrefix(n.Path+": "+n.Reason, ": "))
			}
		}
		if notes != nil {
			props["notices"] = notes
		}
		run.Properties = props
	}
	return &sarifLog{Report: rep, Runs: []sarifRun{{Run: run, Results: results}}}, nil
}

func sarifRule(rule *finding.RuleInfo) *sarif.ReportingDescriptor {
	// GitHub rejects empty strings in required properties (shortDescription.text).
	short := firstNonEmpty(rule.Summary, rule.Name, rule.ID)
	d := sarif.NewRule(rule.ID).
		WithShortDescription(sarif.NewMultiformatMessageString(short)).
		WithFullDescription(sarif.NewMultiformatMessageString(firstNonEmpty(rule.Description, short))).
		WithHelpURI(rule.HelpURI()).
		WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel(levelOf(rule.Severity).sarif))
	if rule.Name != "" {
		d.WithName(rule.Name)
	}
	if rule.Help != "" {
		d.WithTextHelp(rule.Help).WithMarkdownHelp(rule.Help)
	}
	tags := []string{"security", "resilience"}
	if rule.CWE > 0 {
		tags = append(tags, rule.CWETag())
	}
	return d.WithProperties(sarif.Properties{
		"tags":              tags,
		"security-severity": rule.Severity.SecurityScore(),
		"precision":         "high",
	})
}

func sarifResultOf(f *finding.Finding, ruleIndex int) sarifResult {
	region := sarif.NewRegion().WithStartLine(f.StartLine)
	if f.StartCol > 0 {
		region.WithStartColumn(f.StartCol)
	}
	if f.EndLine > 0 {
		region.WithEndLine(f.EndLine)
	}
	if f.EndCol > 0 {
		region.WithEndColumn(f.EndCol)
	}
	artifact := sarif.NewSimpleArtifactLocation(uriPath(f.Path)).WithUriBaseId(SrcRoot)
	res := sarif.NewRuleResult(f.RuleID).
		WithRuleIndex(ruleIndex).
		WithLevel(levelOf(f.Severity).sarif).
		WithMessage(sarif.NewTextMessage(messageWithFix(f))).
		WithLocations([]*sarif.Location{sarif.NewLocationWithPhysicalLocation(
			sarif.NewPhysicalLocation().WithArtifactLocation(artifact).WithRegion(region))})
	res.PartialFingerprints = map[string]any{FingerprintKey: f.Fingerprint()}
	// The calls from the finding's call down to the one that does the harm
	// (another file's helper), as CodeQL's path results list the steps of a
	// flow: SARIF 2.1.0 §3.27.22 relatedLocations, each with an id and a
	// message.
	for i, r := range f.Related {
		reg := sarif.NewRegion().WithStartLine(r.StartLine)
		if r.StartCol > 0 {
			reg.WithStartColumn(r.StartCol)
		}
		if r.EndLine > 0 {
			reg.WithEndLine(r.EndLine)
		}
		if r.EndCol > 0 {
			reg.WithEndColumn(r.EndCol)
		}
		res.AddRelatedLocation(sarif.NewLocationWithPhysicalLocation(sarif.NewPhysicalLocation().
			WithArtifactLocation(sarif.NewSimpleArtifactLocation(uriPath(r.Path)).WithUriBaseId(SrcRoot)).
			WithRegion(reg)).WithId(i + 1).WithMessage(sarif.NewTextMessage(r.Message)))
	}
	if fx := f.Autofix; fx != nil && len(fx.Edits) > 0 {
		// SARIF 2.1.0 §3.55: a fix is artifact changes made of replacements;
		// our edits are byte ranges, so the regions use byteOffset/byteLength.
		change := sarif.NewArtifactChange(sarif.NewSimpleArtifactLocation(uriPath(f.Path)).WithUriBaseId(SrcRoot))
		for _, e := range fx.Edits {
			region := sarif.NewRegion().WithByteOffset(e.Start).WithByteLength(e.End - e.Start)
			change.WithReplacement(sarif.NewReplacement(region).WithInsertedContent(sarif.NewArtifactContent().WithText(e.Text)))
		}
		res.AddFix(sarif.NewFix().WithDescriptionText(fx.Message + " (" + fx.Applicability.String() + " fix)").
			WithArtifactChanges([]*sarif.ArtifactChange{change}))
	}
	out := sarifResult{Result: res}
	if s := f.Suppression; s != nil {
		out.Suppressions = []sarifSuppression{{
			Kind:          firstNonEmpty(s.Kind, "inSource"),
			Status:        "accepted",
			Justification: s.Justification,
		}}
	}
	return out
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
