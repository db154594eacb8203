package checks_test

import (
	"slices"
	"testing"
)

// asGuardRepo is a Go package whose predicate isUpstreamError (errors.go)
// only asks errors.As about its error parameter, and whose tool handlers
// (tools.go, another file of the package) send err.Error() under it (the
// project's own error type: no leak) or under mentionsUpstream, a function
// that also prints the error (no guard: a leak). Session 28's false findings
// of last9/last9-mcp-server (batch 12) internal/telemetry/traces (package goasguard).
var asGuardRepo = map[string]string{
	"go.mod": "module example.com/tr\n",
	"traces/errors.go": `package traces

import (
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

type upstreamError struct{ status int }

func (e *upstreamError) Error() string { return fmt.Sprintf("the trace service answered %d; retry later", e.status) }

func isUpstreamError(err error) bool {
	var upstreamErr *upstreamError
	return errors.As(err, &upstreamErr)
}

func toolErrorResult(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error())
}

func mentionsUpstream(err error) bool {
	fmt.Println(err)
	return errors.Is(err, errors.ErrUnsupported)
}
`,
	"traces/tools.go": `package traces

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
)

func traceTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://traces.internal/api/v1/query")
	if err != nil {
		if isUpstreamError(err) {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultError("trace query failed"), nil
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func tagTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tags, err := fetchTags(ctx)
	if err != nil {
		if isUpstreamError(err) {
			return toolErrorResult(err), nil
		}
		return mcp.NewToolResultError("tag query failed"), nil
	}
	return mcp.NewToolResultText(tags), nil
}

func fetchTags(ctx context.Context) (string, error) {
	resp, err := http.Get("https://traces.internal/api/v1/tags")
	if err != nil {
		return "", fmt.Errorf("tags: %w", err)
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func spanTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://traces.internal/api/v1/spans")
	if err != nil {
		if mentionsUpstream(err) {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultError("span query failed"), nil
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}
`,
}

// TestGoAsGuardPredicate: err.Error() under a predicate of the package that
// only asks errors.As is the project's own error (tools.go line 14: no
// finding), as errors.As written in place is, nor is the helper it hands
// the error to under the predicate (errors.go line 20, the function
// summaries' caught error handed on: summary's errArg); under a predicate
// that does more it is still the HTTP client's error (line 47).
func TestGoAsGuardPredicate(t *testing.T) {
	got := scanRC402Module(t, "example.com/tr", asGuardRepo, "traces/tools.go", "traces/errors.go")
	for _, g := range got {
		if len(g) > 19 && g[:19] == "traces/tools.go:14:" || len(g) > 16 && g[:16] == "traces/errors.go" {
			t.Errorf("unexpected finding %s in %v", g, got)
		}
	}
	if !slices.ContainsFunc(got, func(g string) bool { return len(g) > 19 && g[:19] == "traces/tools.go:47:" }) {
		t.Errorf("findings %v, want one at traces/tools.go:47", got)
	}
}
