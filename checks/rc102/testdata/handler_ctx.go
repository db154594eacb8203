package tools

import (
	"context"
	"os/exec"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("schema"), schemaHandler)
	s.AddTool(mcp.NewTool("bounded"), boundedHandler)
	s.AddTool(mcp.NewTool("plan"), planHandler)
	s.AddTool(mcp.NewTool("init"), initHandler)
	s.AddTool(mcp.NewTool("report"), reportHandler)
	s.AddTool(mcp.NewTool("inline"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// the SDK's context, through WithValue: still no deadline
		vctx := context.WithValue(ctx, keyTool, "inline")
		out, err := exec.CommandContext(vctx, "terraform", "fmt", "-check").CombinedOutput() // want: RC102 low
		if err != nil {
			return mcp.NewToolResultError("fmt failed"), nil
		}
		return mcp.NewToolResultText(string(out)), nil
	})
}

type ctxKey int

const keyTool ctxKey = 0

// positive: the handler's own context has no deadline (mcp-go sets none)
func schemaHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "terraform", "providers", "schema", "-json").Output() // want: RC102 low
	if err != nil {
		return mcp.NewToolResultError("schema failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// clean: the handler bounds its context first
func boundedHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "terraform", "version").Output()
	if err != nil {
		return mcp.NewToolResultError("version failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// clean: a helper's context parameter is bounded by whatever its callers
// pass (judged at the callers, not here)
func runTerraform(ctx context.Context, args ...string) ([]byte, error) {
	return exec.CommandContext(ctx, "terraform", args...).Output()
}

func planHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := terraformPlan(ctx, req.GetString("dir", "."))
	if err != nil {
		return mcp.NewToolResultError("plan failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// positive: every call of the helper passes a handler's context
func terraformPlan(ctx context.Context, dir string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "terraform", "plan") // want: RC102 low
	cmd.Dir = dir
	return cmd.CombinedOutput()
}

func initHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := terraformInit(ctx); err != nil {
		return mcp.NewToolResultError("init failed"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func warmUp() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	terraformInit(ctx)
}

// clean: one caller bounds the context, so the helper is judged at its callers
func terraformInit(ctx context.Context) ([]byte, error) {
	return exec.CommandContext(ctx, "terraform", "init").Output()
}

// A tool handler that delegates to helpers shaped like handlers (they
// return a *mcp.CallToolResult but take no CallToolRequest): their
// context is their callers'.
func reportHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("method", "pod") == "pod" {
		podCtx, cancel := context.WithTimeout(ctx, 5*time.Minute)
		defer cancel()
		return reportWithPod(podCtx)
	}
	return reportWithSSH(ctx)
}

// clean: its one caller bounds the context with WithTimeout
func reportWithPod(ctx context.Context) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "kubectl", "exec", "debug", "--", "sos", "report").Output()
	if err != nil {
		return mcp.NewToolResultError("sos report failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// positive: its one caller passes the handler's unbounded context
func reportWithSSH(ctx context.Context) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "gcloud", "compute", "ssh", "node", "--", "sos", "report").Output() // want: RC102 low
	if err != nil {
		return mcp.NewToolResultError("sos report failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
