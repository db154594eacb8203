package syntax

import (
	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/resilience-check/resilience-check/finding"
	"github.com/resilience-check/resilience-check/third_party/grammars/golang"
	"github.com/resilience-check/resilience-check/third_party/grammars/javascript"
	"github.com/resilience-check/resilience-check/third_party/grammars/python"
	"github.com/resilience-check/resilience-check/third_party/grammars/tsx"
	"github.com/resilience-check/resilience-check/third_party/grammars/typescript"
)

// Language is finding.Language: the grammar a file is parsed with.
type Language = finding.Language

// The grammars, vendored as generated C parsers in third_party/grammars (each
// folder's README names the upstream repository and commit) and run on the
// runtime of github.com/tree-sitter/go-tree-sitter.
var (
	grammarPython     = sitter.NewLanguage(python.Language())
	grammarJavaScript = sitter.NewLanguage(javascript.Language())
	grammarTypeScript = sitter.NewLanguage(typescript.Language())
	grammarTSX        = sitter.NewLanguage(tsx.Language())
	grammarGo         = sitter.NewLanguage(golang.Language())
)

// Grammar returns the tree-sitter grammar of l, or nil for an unknown
// language.
func Grammar(l Language) *sitter.Language {
	switch l {
	case finding.LangPython:
		return grammarPython
	case finding.LangJavaScript:
		return grammarJavaScript
	case finding.LangTypeScript:
		return grammarTypeScript
	case finding.LangTSX:
		return grammarTSX
	case finding.LangGo:
		return grammarGo
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
