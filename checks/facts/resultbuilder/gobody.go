package resultbuilder

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/anchored"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Builder reports whether a call's function fn, named name (Callee), is a
// result builder: its name says so (NameRE), or, in Go, it is a function of
// a package of the repository the file imports whose body builds an error
// result from its first parameter (GoBuilds).
func Builder(f *model.File, fn *model.Node, name string) bool {
	return NameRE.MatchString(name) || GoBuilds(f, fn)
}

// GoBuilds reports whether Go selector fn (pkg.Func) names a function of a
// package of the repository (handlers.GoImportSources) declared as `func
// Func(text string) ...` whose body sets `IsError: true` and `Text: text`:
// the MCP error result the tool sends, whatever the helper's name
// (pgEdge/pgedge-postgres-mcp's internal/mcp.NewToolError(message string),
// whose ToolResponse carries the message as a text content with IsError;
// the MCP schema's CallToolResult: https://modelcontextprotocol.io/specification/2025-06-18/server/tools#error-handling).
// The reading is textual: any other body is false.
func GoBuilds(f *model.File, fn *model.Node) bool {
	if f.Lang != model.LangGo || fn == nil || fn.Sym() != model.SymSelectorExpression {
		return false
	}
	q := model.ImportedName(f, fn)
	i := strings.LastIndexByte(q, '.')
	if i <= 0 {
		return false
	}
	spec, name := q[:i], q[i+1:]
	return thirdparty.Of(f).Memo("resultbuilder.GoBuilds:"+f.Path+":"+q, func() any {
		needle := "func " + name + "("
		var head *regexp.Regexp // compiled when some source holds needle: Find tries it only there
		for _, src := range handlers.GoImportSources(f, spec) {
			if !bytes.Contains(src, []byte(needle)) {
				continue
			}
			if head == nil {
				head = regexp.MustCompile(`^func ` + regexp.QuoteMeta(name) + `\((\w+) string\)[^{\n]*\{\n`)
			}
			m := anchored.Find(src, needle, '\n', head, anchored.LineStart) // a byte search first: not a pattern over every source of the package
			if m == nil {
				continue
			}
			body := string(src[m[1]:])
			if end := strings.Index(body, "\n}\n"); end >= 0 {
				body = body[:end]
			}
			param := string(src[m[2]:m[3]])
			return isErrorRE.MatchString(body) && regexp.MustCompile(`\bText:\s*`+regexp.QuoteMeta(param)+`\s*[,}\n]`).MatchString(body)
		}
		return false
	}).(bool)
}

// isErrorRE matches a result literal's `IsError: true`.
var isErrorRE = regexp.MustCompile(`\bIsError:\s*true\b`)
