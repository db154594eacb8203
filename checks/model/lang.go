package model

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/resilience-check/resilience-check/checks/syntax"
	"github.com/resilience-check/resilience-check/finding"
)

// Language is finding.Language: the grammar a file is parsed with.
type Language = finding.Language

// The supported languages (see finding.LangPython). LangTSX is TypeScript
// with JSX; rules written for LangTypeScript apply to it too (see
// Rule.AppliesTo).
const (
	LangPython     = finding.LangPython
	LangJavaScript = finding.LangJavaScript
	LangTypeScript = finding.LangTypeScript
	LangTSX        = finding.LangTSX
	LangGo         = finding.LangGo
)

// DetectLanguage returns the language of a file from its name, and false for
// files the engine does not scan; see finding.DetectLanguage.
func DetectLanguage(name string) (Language, bool) { return finding.DetectLanguage(name) }

// Grammar returns the tree-sitter grammar of l, or nil for an unknown
// language (syntax.Grammar).
func Grammar(l Language) *sitter.Language { return syntax.Grammar(l) }
