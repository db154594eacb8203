// Package checks is the rule engine of resilience-check: it parses source files
// with tree-sitter, computes each file's semantic model (package model) once,
// runs the rules (one package each, checks/rcNNN) over it and returns findings.
// It never talks to GitHub and never writes output; the sinks in package
// annotate do that.
//
// The rule list is written out here by hand, in one place, as actionlint does:
// a rule package exports its Rule and imports package model and nothing of
// another rule (TestRulePackagesAreIndependent checks that).
package checks

import (
	"sort"
	"strings"

	_ "github.com/resilience-check/resilience-check/checks/facts/lifespan" // types lifespan-context entries for pyctor.Of
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/rc101"
	"github.com/resilience-check/resilience-check/checks/rc102"
	"github.com/resilience-check/resilience-check/checks/rc103"
	"github.com/resilience-check/resilience-check/checks/rc104"
	"github.com/resilience-check/resilience-check/checks/rc201"
	"github.com/resilience-check/resilience-check/checks/rc301"
	"github.com/resilience-check/resilience-check/checks/rc302"
	"github.com/resilience-check/resilience-check/checks/rc303"
	"github.com/resilience-check/resilience-check/checks/rc401"
	"github.com/resilience-check/resilience-check/checks/rc402"
	"github.com/resilience-check/resilience-check/checks/rc403"
	"github.com/resilience-check/resilience-check/checks/rc404"
	"github.com/resilience-check/resilience-check/checks/rc501"
	"github.com/resilience-check/resilience-check/checks/rc601"
	"github.com/resilience-check/resilience-check/checks/rc602"
	"github.com/resilience-check/resilience-check/finding"
)

// all is the catalogue, in ID order.
var all = []*model.Rule{
	ruleBlanketSuppression, ruleUnusedSuppression,
	rc101.Rule, rc102.Rule, rc103.Rule, rc104.Rule,
	rc201.Rule,
	rc301.Rule, rc302.Rule, rc303.Rule,
	rc401.Rule, rc402.Rule, rc403.Rule, rc404.Rule,
	rc501.Rule,
	rc601.Rule, rc602.Rule,
}

// Rules returns every rule, ordered by ID. The slice is a new copy; the rules
// are shared and must not be modified (config.Rules copies before overriding).
func Rules() []*Rule {
	rs := append([]*Rule(nil), all...)
	sort.Slice(rs, func(i, j int) bool { return rs[i].ID < rs[j].ID })
	return rs
}

// DefaultRules returns the rules that run when nothing selects rules: every
// rule but those off by default (Rule.DefaultOff), ordered by ID.
func DefaultRules() []*Rule {
	var rs []*Rule
	for _, r := range Rules() {
		if !r.DefaultOff {
			rs = append(rs, r)
		}
	}
	return rs
}

// RuleSelector chooses the rules a scan runs and their severities, by code;
// config.Config is one (Selects, SeverityOf).
type RuleSelector interface {
	// Selects reports whether the rule with code id runs; defaultOff is the
	// rule's Rule.DefaultOff.
	Selects(id string, defaultOff bool) bool
	// SeverityOf returns the severity to use for the rule with code id, and
	// false to keep the rule's default.
	SeverityOf(id string) (Severity, bool)
}

// Select returns the rules s selects, ordered by ID, each a copy with the
// severity s gives it.
func Select(s RuleSelector) []*Rule {
	var out []*Rule
	for _, r := range Rules() {
		if !s.Selects(r.ID, r.DefaultOff) {
			continue
		}
		cp := *r
		if sev, ok := s.SeverityOf(r.ID); ok {
			cp.Severity, cp.SeverityConfigured = sev, true
		}
		out = append(out, &cp)
	}
	return out
}

// Infos returns the identity and documentation of each rule (Rule.Info), in
// the same order: what the sinks name rules by.
func Infos(rules []*Rule) []*finding.RuleInfo {
	out := make([]*finding.RuleInfo, len(rules))
	for i, r := range rules {
		info := r.Info()
		out[i] = &info
	}
	return out
}

// RuleByID returns the rule with the given ID (case-insensitive) or nil.
func RuleByID(id string) *Rule {
	for _, r := range all {
		if strings.EqualFold(r.ID, id) {
			return r
		}
	}
	return nil
}

// The types and constants below are the engine's public vocabulary, defined in
// package model (which the rules import) and named here for the sinks and the
// command, which import only checks.
type (
	// Rule is model.Rule: one resilience check, its metadata and its doc.
	Rule = model.Rule
	// Pass is model.Pass: what a rule's Check receives for one file.
	Pass = model.Pass
	// Finding is model.Finding: one defect at one place (1-based lines and columns).
	Finding = model.Finding
	// Site is model.Site: another place a file-level finding applies to.
	Site = model.Site
	// Suppression is model.Suppression: why a finding is not reported.
	Suppression = model.Suppression
	// Severity is model.Severity: low, medium or high.
	Severity = model.Severity
	// Language is model.Language: the grammar a file is parsed with.
	Language = model.Language
	// Fix is model.Fix: the byte edits that remove a finding, safe or unsafe.
	Fix = model.Fix
	// Edit is model.Edit: replace bytes [Start, End) with Text.
	Edit = model.Edit
	// LineChange is model.LineChange: a fix as whole lines (1-based).
	LineChange = model.LineChange
	// Settings is model.Settings: the options rules read.
	Settings = model.Settings
	// Budgets is model.Budgets: timeout budgets by kind of operation.
	Budgets = model.Budgets
)

// Fix applicabilities (see model.Applicability).
const (
	FixSafe   = model.FixSafe
	FixUnsafe = model.FixUnsafe
)

// Severities (see model.Severity).
const (
	SeverityNone   = model.SeverityNone
	SeverityLow    = model.SeverityLow
	SeverityMedium = model.SeverityMedium
	SeverityHigh   = model.SeverityHigh
)

// Languages (see model.Language).
const (
	LangPython     = model.LangPython
	LangJavaScript = model.LangJavaScript
	LangTypeScript = model.LangTypeScript
	LangTSX        = model.LangTSX
	LangGo         = model.LangGo
)

// Checklist item IDs (see model.ItemTimeouts and the others); findings carry
// one in Finding.Checklist.
const (
	ItemTimeouts       = model.ItemTimeouts
	ItemBreaker        = model.ItemBreaker
	ItemBackoff        = model.ItemBackoff
	ItemAuthFailClosed = model.ItemAuthFailClosed
	ItemIdempotency    = model.ItemIdempotency
	ItemErrorHygiene   = model.ItemErrorHygiene
	ItemPools          = model.ItemPools
	ItemAllSettled     = model.ItemAllSettled
	ItemNoBlocking     = model.ItemNoBlocking
	ItemSubprocessDB   = model.ItemSubprocessDB
	ItemRateLimits     = model.ItemRateLimits
)

// ParseSeverity parses "none", "low", "medium" or "high" (case-insensitive);
// see model.ParseSeverity for the error.
func ParseSeverity(s string) (Severity, error) { return model.ParseSeverity(s) }

// DetectLanguage returns the language of a file from its name, and false for
// files the engine does not scan; see model.DetectLanguage.
func DetectLanguage(name string) (Language, bool) { return model.DetectLanguage(name) }
