package model

import (
	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/golang"
	"github.com/smacker/go-tree-sitter/javascript"
	"github.com/smacker/go-tree-sitter/python"
	"github.com/smacker/go-tree-sitter/typescript/tsx"
	"github.com/smacker/go-tree-sitter/typescript/typescript"

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
// language.
func Grammar(l Language) *sitter.Language {
	switch l {
	case LangPython:
		return python.GetLanguage()
	case LangJavaScript:
		return javascript.GetLanguage()
	case LangTypeScript:
		return typescript.GetLanguage()
	case LangTSX:
		return tsx.GetLanguage()
	case LangGo:
		return golang.GetLanguage()
	}
	return nil
}
