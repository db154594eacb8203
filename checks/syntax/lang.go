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

// ParseInput returns src as the parser should read it for language l. A Go
// source whose last byte is not a newline gets one appended: the Go grammar
// (smacker's golang, go-tree-sitter v0.0.0-20240827094217) reports a syntax
// error when a const, var or type declaration ends the file without one
// (`type Option func(Server)` as the last line), although gofmt and the Go
// compiler accept it; the error made the whole file "partial". Nothing
// before the appended byte moves, so every offset and 1-based line of src
// stays valid. Other languages and terminated sources are returned as they
// are; the result never writes into src's spare capacity.
func ParseInput(l Language, src []byte) []byte {
	if l != finding.LangGo || len(src) == 0 || src[len(src)-1] == '\n' {
		return src
	}
	out := make([]byte, len(src)+1)
	copy(out, src)
	out[len(src)] = '\n'
	return out
}
