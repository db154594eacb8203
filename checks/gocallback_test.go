package checks_test

import (
	"strings"
	"testing"
)

// goHelperRepo is a Go repository whose tool helpers call the func
// parameter their callers hand them and put its error into the tool result
// (tuannvm/haproxy-mcp-server's callExec): tools/helpers.go's callExec and
// applyHandler (a handler factory whose returned func literal calls it) are
// handed literals calling a function of the module's remote package, which
// the repository does not hold (what it returns is not in sight). The clean
// twins: callFixed answers a fixed text, callLogged logs the error and
// answers a generic message, callTidy's only caller hands a literal calling
// a function of the package the summaries read, which returns only its own
// text, and callNamed is handed a function by name, which the summaries
// resolve.
var goHelperRepo = map[string]string{
	"go.mod": "module example.com/h\n\ngo 1.22\n",
	"tools/helpers.go": `package tools

import (
	"context"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func callExec(ctx context.Context, action string, fn func() (string, error)) (*mcp.CallToolResult, error) {
	s, err := fn()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("Failed to %s: %v", action, err)), nil
	}
	return mcp.NewToolResultText(s), nil
}

func applyHandler(fn func(context.Context) error) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := fn(ctx); err != nil {
			return mcp.NewToolResultError("apply failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText("applied"), nil
	}
}

func callFixed(fn func() (string, error)) (*mcp.CallToolResult, error) {
	s, err := fn()
	if err != nil {
		return mcp.NewToolResultError("the call failed"), nil
	}
	return mcp.NewToolResultText(s), nil
}

func callLogged(fn func() (string, error)) (*mcp.CallToolResult, error) {
	s, err := fn()
	if err != nil {
		log.Printf("call failed: %v", err)
		return mcp.NewToolResultError("internal error"), nil
	}
	return mcp.NewToolResultText(s), nil
}

func callTidy(fn func() (string, error)) (*mcp.CallToolResult, error) {
	s, err := fn()
	if err != nil {
		return mcp.NewToolResultError("tidy: " + err.Error()), nil
	}
	return mcp.NewToolResultText(s), nil
}

func callNamed(fn func() (string, error)) (*mcp.CallToolResult, error) {
	s, err := fn()
	if err != nil {
		return mcp.NewToolResultError("named: " + err.Error()), nil
	}
	return mcp.NewToolResultText(s), nil
}
`,
	"tools/register.go": `package tools

import (
	"context"
	"errors"
	"strings"

	"example.com/h/remote"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func tidy(q string) (string, error) {
	if q == "" {
		return "", errors.New("empty query")
	}
	return strings.TrimSpace(q), nil
}

func named() (string, error) {
	return tidy("x")
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("reload"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return callExec(ctx, "reload", func() (string, error) { return remote.Reload(ctx) })
	})
	s.AddTool(mcp.NewTool("apply"), applyHandler(func(ctx context.Context) error { return remote.Apply(ctx) }))
	s.AddTool(mcp.NewTool("fixed"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return callFixed(func() (string, error) { return remote.Reload(ctx) })
	})
	s.AddTool(mcp.NewTool("logged"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return callLogged(func() (string, error) { return remote.Reload(ctx) })
	})
	s.AddTool(mcp.NewTool("tidy"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return callTidy(func() (string, error) { return tidy(req.GetString("q", "")) })
	})
	s.AddTool(mcp.NewTool("named"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return callNamed(named)
	})
}
`,
}

// TestGoHelperRunsHandedFunc checks gounseen.IsParamCall with
// cbargs' Go callables and cbcall.HandedHidden: callExec's and
// applyHandler's error in the tool result is reported at low severity
// (tools/helpers.go lines 15 and 23); callFixed, callLogged, callTidy and
// callNamed leave nothing.
func TestGoHelperRunsHandedFunc(t *testing.T) {
	got := scanRC402Module(t, "example.com/h", goHelperRepo, "tools/helpers.go", "tools/register.go")
	if want := "tools/helpers.go:15:RC402:low tools/helpers.go:23:RC402:low"; strings.Join(got, " ") != want {
		t.Errorf("findings %v, want %s", got, want)
	}
}
