// True look-alike: a package file that mentions testing.T only in a comment
// (a helper for "*testing.T)" signatures elsewhere) and runs a command
// from a tool: served code, reported at the rule's severity.
package suite

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
)

// Vet runs `go vet`; tests call it as Vet(ctx, req) from func TestVet(t *testing.T).
func Vet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.Command("go", "vet", "./...").CombinedOutput() // want: RC102 medium
	if err != nil {
		return mcp.NewToolResultError("vet failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
