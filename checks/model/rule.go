package model

import "github.com/resilience-check/resilience-check/finding"

// Rule is one resilience check: its public identity (ID, name, severity, CWE,
// checklist item), its documentation and the function that finds it. The
// fields before Check are finding.RuleInfo's (see Info).
//
// The documentation follows Ruff's fixed headings. Summary is one line
// (SARIF shortDescription); Description is a paragraph (fullDescription); Help
// is the markdown page (SARIF help.markdown, docs/rules/<ID>.md, and
// `resilience-check rules <ID>`).
type Rule struct {
	ID          string     // stable public code, "RC101"
	Name        string     // kebab-case name of the bad pattern, "http-call-without-timeout"
	Severity    Severity   // default severity
	CWE         int        // primary CWE number
	Checklist   string     // checklist item ID (ItemTimeouts, ...)
	Summary     string     // one line, no trailing period
	Description string     // one paragraph
	Help        string     // markdown with the headings What it does / Why is this bad? / Example / Use instead / References
	Languages   []Language // languages the rule has checks for
	// DefaultOff rules run only when the configuration names them
	// (enable or extend-enable); RC404 is one.
	DefaultOff bool
	// SeverityConfigured is set when the configuration gave the rule its
	// severity (checks.Select): every finding then keeps it, and impact
	// (Pass.Impact) only adds its reason to the message, as a severity
	// a user chose in Semgrep or Ruff's configuration is not second-guessed.
	SeverityConfigured bool
	// Check inspects one parsed file and reports through the pass. It must be
	// linear in the size of the tree and must not keep the pass after return.
	Check func(p *Pass)
}

// Info returns the rule's identity and documentation, without Check: what
// the sinks (SARIF's rule descriptors) name a rule by.
func (r *Rule) Info() finding.RuleInfo {
	return finding.RuleInfo{ID: r.ID, Name: r.Name, Severity: r.Severity, CWE: r.CWE, Checklist: r.Checklist,
		Summary: r.Summary, Description: r.Description, Help: r.Help, Languages: r.Languages, DefaultOff: r.DefaultOff}
}

// AppliesTo reports whether the rule has checks for lang; see
// finding.RuleInfo.AppliesTo.
func (r *Rule) AppliesTo(lang Language) bool {
	for _, l := range r.Languages {
		if l == lang || (l == LangTypeScript && lang == LangTSX) {
			return true
		}
	}
	return false
}

// CWETag is the SARIF/GitHub tag for the rule's CWE, e.g. "external/cwe/cwe-400".
func (r *Rule) CWETag() string { return finding.CWETag(r.CWE) }

// HelpURI is the rule's documentation page in the project repository.
func (r *Rule) HelpURI() string { return finding.HelpURI(r.ID) }

// Pass is what a rule's Check receives for one file: the parsed file and a way
// to report findings.
type Pass struct {
	File     *File
	Rule     *Rule
	Findings []Finding
	// Settings are the scan's options (never nil during a scan).
	Settings *Settings
}

// Report records a finding for the pass's rule spanning node n. msg is the
// lowercase message without trailing period; fix is an optional suggested
// change ("" for none). The finding's LineText is left empty: the engine
// fills it in (File.Complete) only for the findings it keeps, so that a file
// with a hundred thousand findings on 10 KB lines does not copy a gigabyte
// of lines that the output caps drop.
func (p *Pass) Report(n *Node, msg, fix string) {
	f := p.File
	sl, sc := f.Position(int(n.StartByte()))
	el, ec := f.Position(int(n.EndByte()))
	if el > sl && ec == 1 { // node ends with a newline: keep the region on its last line
		el, ec = sl, sc+1
	}
	p.Findings = append(p.Findings, Finding{
		RuleID:    p.Rule.ID,
		RuleName:  p.Rule.Name,
		Severity:  p.Rule.Severity,
		CWE:       p.Rule.CWE,
		Checklist: p.Rule.Checklist,
		Path:      f.Path,
		StartLine: sl,
		StartCol:  sc,
		EndLine:   el,
		EndCol:    ec,
		Message:   msg,
		Fix:       fix,
		InDiff:    true,
	})
}

// ReportFix is Report with the change that removes the finding (see Fix);
// fix may be nil when none can be written for this occurrence. Its
// whole-line form (Fix.Lines) is computed by File.Complete, for the findings
// the engine keeps.
func (p *Pass) ReportFix(n *Node, msg, fixText string, fix *Fix) {
	p.Report(n, msg, fixText)
	p.Findings[len(p.Findings)-1].Autofix = fix
}
