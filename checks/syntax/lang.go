package syntax

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

// Grammar returns the tree-sitter grammar of l, or nil for an unknown
// language.
func Grammar(l Language) *sitter.Language {
	switch l {
	case finding.LangPython:
		return python.GetLanguage()
	case finding.LangJavaScript:
		return javascript.GetLanguage()
	case finding.LangTypeScript:
		return typescript.GetLanguage()
	case finding.LangTSX:
		return tsx.GetLanguage()
	case finding.LangGo:
		return golang.GetLanguage()
	}
	return nil
}

// ScopeTypes lists, per language family, the node types that open a new
// variable scope for binding lookup.
var ScopeTypes = map[string]bool{
	// Python
	"function_definition": true, "lambda": true,
	// JS/TS
	"function_declaration": true, "function_expression": true, "function": true, "arrow_function": true,
	"method_definition": true, "generator_function_declaration": true, "generator_function": true,
	// Go
	"method_declaration": true, "func_literal": true,
}
