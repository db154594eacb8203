package gorpcsink

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
)

// TestNamesMCPMethodAsPattern: namesMCPMethod, which tries the pattern
// after each "case " only, answers as mcpMethodRE over the whole file, on
// hand-picked texts (a "case" inside a word, at the file's start, at its
// end) and on random texts built from the pattern's pieces.
func TestNamesMCPMethodAsPattern(t *testing.T) {
	texts := []string{
		"", "case MethodCallTool", "xcase MethodCallTool:", "_case MethodCallTool", "\tcase models.MCPMethodCallTool:",
		"case MethodCallToolX", "case MethodToolsList", "case Method", "case MethodListTools\n", "case case MethodToolsCall",
		"switch m {\ncase mcp.MethodToolsCall, x:\n}", ".case MethodCallTool", "case a.b.MethodFooCallTool",
	}
	pieces := []string{"case ", "case", " ", "\n", "x", ".", "_", "Method", "Call", "Tool", "CallTool", "ListTools", "ToolsCall", "ToolsList", "models.", ":", "9", "é"}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		var b strings.Builder
		for j := r.Intn(12); j >= 0; j-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		f := &model.File{Src: []byte(s)}
		if got, want := namesMCPMethod(f), mcpMethodRE.MatchString(s); got != want {
			t.Fatalf("namesMCPMethod(%q) = %v, mcpMethodRE says %v", s, got, want)
		}
	}
}
