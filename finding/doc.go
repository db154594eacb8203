// Package finding is the output contract of resilience-check: what a scan
// says and how its sinks name it. A Finding is one defect at one place (rule
// ID, severity, CWE, checklist item, 1-based region, message, optional Fix of
// byte edits, inline Suppression); a Notice is a file the engine skipped or
// only partly scanned; a ScannedFile records a file the rules ran on;
// ChecklistItem and ChecklistStatus are the resilience checklist and its
// verdict; RuleInfo is a rule's public identity and documentation (the SARIF
// reportingDescriptor).
//
// The package is a leaf: it imports only the standard library, never a rule,
// the engine or the tree-sitter parser, so the diff filter, the sinks in
// package annotate, the GitHub client and the configuration can name a
// finding without linking the C parser (TestLeafDeps checks that with
// `go list -deps`). Package checks/model re-exports these types as aliases
// for the rules, as go/analysis keeps its Diagnostic apart from the analyzers
// that produce it.
package finding
