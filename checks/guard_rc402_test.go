package checks_test

import (
	"slices"
	"testing"
)

// guardRepo is a Go module whose error guard (util/guard.go) takes the
// handler it wraps by mcp-go's named type server.ToolHandlerFunc (a library
// row of libmodels/data/mcp.yml, package gofntype) and returns a closure
// that runs it and puts its error's text into the tool result. tools/tools.go
// hands it, by name, a function calling net/http and a method value whose
// method reads a file. The clean twins: Quiet, the same guard, is handed
// only a function whose error is the tool's own fixed text
// (tools/quiet.go); Opts takes a parameter of a named type that is no
// function type, and calls a method of it.
var guardRepo = map[string]string{
	"go.mod": "module example.com/g\n",
	"util/guard.go": `package util

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func ErrorGuard(handler server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := handler(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Error: %v", err)), nil
		}
		return res, nil
	}
}

func Quiet(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Error: %v", err)), nil
		}
		return res, nil
	}
}

type Runner struct{ Name string }

func Opts(r Runner) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		err := r.Run(ctx)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Error: %v", err)), nil
		}
		return nil, nil
	}
}
`,
	"tools/tools.go": `package tools

import (
	"context"
	"io"
	"net/http"
	"os"

	"example.com/g/util"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Handlers struct{ dir string }

func Register(s *server.MCPServer, h *Handlers) {
	s.AddTool(mcp.NewTool("fetch"), util.ErrorGuard(fetchHandler))
	s.AddTool(mcp.NewTool("read"), util.ErrorGuard(h.readFile))
}

func fetchHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://api.example.com/x")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}

func (h *Handlers) readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(h.dir + "/notes.txt")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}
`,
	"tools/quiet.go": `package tools

import (
	"context"
	"errors"
	"strings"

	"example.com/g/util"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func RegisterQuiet(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("echo"), util.Quiet(echoHandler))
}

func echoHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetString("text", "")
	if text == "" {
		return nil, errors.New("text is required")
	}
	return mcp.NewToolResultText(strings.ToUpper(text)), nil
}
`,
}

// TestGoGuardRunsNamedHandler checks gofntype with gounseen's named
// callables: the guard's leak is reported at low severity where a caller
// hands it, by name or as a method value, a handler whose errors carry a
// network or filesystem error (util/guard.go line 14); not in Quiet, handed
// only a handler whose errors are fixed texts, nor in Opts, whose parameter
// is a struct.
func TestGoGuardRunsNamedHandler(t *testing.T) {
	got := scanRC402Module(t, "example.com/g", guardRepo, "util/guard.go", "tools/tools.go", "tools/quiet.go")
	if !slices.Contains(got, "util/guard.go:14:RC402:low") {
		t.Errorf("findings %v, want util/guard.go:14:RC402:low", got)
	}
	for _, g := range got {
		if g == "util/guard.go:23:RC402:low" || g == "util/guard.go:34:RC402:low" || g[:10] == "tools/quie" {
			t.Errorf("unexpected finding %s in %v", g, got)
		}
	}
}
