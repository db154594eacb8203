// Package resultbuilder names the helpers a project writes to build a tool
// result or an error response from their argument (mcpErrorOutput,
// createErrorResponse, errorResult, Go's mcputil.NewErrorResult): when the
// helper's body is out of the file's sight, RC402 takes the text passed to
// one as sent, as CodeQL's js/stack-trace-exposure follows arguments into the
// response a callee builds.
package resultbuilder

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

// NameRE matches the names of helpers that build a tool result or an error
// response from their argument (mcpErrorOutput, createErrorResponse,
// errorResult, toolErrorResult, buildErrorResponse, NewErrorResult).
var NameRE = regexp.MustCompile(`(?i)^(?:create|make|build|new|to|format|send|return|write)?(?:mcp|tool)?(?:error|err|failure)(?:tool|mcp)?(?:result|response|output|content|reply)$`)

// Callee returns the name a call's function fn is matched by: the
// identifier of a bare call (errorResult(...)), or, in Go, the function of
// another package the file imports (mcputil.NewErrorResult(...): the
// package's own helper, jeanlopezxyz/mcp-alertmanager's pkg/mcputil, whose
// name NameRE must match); ok is false for any other callee (a method, a
// call of a call).
func Callee(f *model.File, fn *model.Node) (name string, ok bool) {
	switch {
	case fn == nil:
	case fn.Sym() == model.SymIdentifier:
		return f.Text(fn), true
	case f.Lang == model.LangGo && fn.Sym() == model.SymSelectorExpression:
		name := f.Text(fn.ChildByFieldName("field"))
		if op := fn.ChildByFieldName("operand"); op != nil && op.Sym() == model.SymIdentifier && model.ImportedName(f, fn) != "" && Builder(f, fn, name) {
			return name, true
		}
	}
	return "", false
}
