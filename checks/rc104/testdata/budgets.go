package fixtures

import (
	"context"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

func exportAll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute) // want: RC104
	defer cancel()
	return run(ctx)
}

func fetchReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := &http.Client{Timeout: time.Second * 90} // want: RC104
	return get(ctx, c)
}

func readDocs(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second) // want: RC104
	defer cancel()
	return docs(ctx)
}

// within budget or outside a handler: not reported

func quick(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	return run(ctx)
}

func nightly(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, time.Hour)
	defer cancel()
	_, err := run(ctx)
	return err
}

// A typed handler registered with a server's own wrapper takes no request
// type that names it a tool; the call that registers it does. Its timeout
// is a constant of the file, judged like the literal it holds.
const (
	askTimeout   = 5 * time.Minute
	probeTimeout = 10 * time.Second
)

type AskParams struct{ Question string }

func ask(ctx context.Context, args AskParams) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, askTimeout) // want: RC104
	defer cancel()
	return answer(ctx, args.Question)
}

func probe(ctx context.Context, args AskParams) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, probeTimeout) // within the budget
	defer cancel()
	return answer(ctx, args.Question)
}

var AskTool = server.MustTool("ask", "ask the assistant", ask)
var ProbeTool = server.MustTool("probe", "probe the assistant", probe)

// not registered anywhere: not a handler, not judged
func background(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, askTimeout)
	defer cancel()
	_, err := answer(ctx, "")
	return err
}
