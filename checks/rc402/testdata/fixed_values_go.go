// Go tool handlers that send on the error of a method of a package-level
// value of the file whose errors are fixed texts (package
// checks/facts/gofixed): an embed.FS's ReadFile (*fs.PathError naming the
// embedded path) and the Execute into a local buffer of a template the file
// parses itself. Not reported. Twins: the same template with a function map
// (its functions may fail with anything) and a value of another file stay
// of unknown origin (low).
package fixedvalues

import (
	"bytes"
	"context"
	"embed"
	"fmt"
	"text/template"

	"github.com/mark3labs/mcp-go/mcp"
)

//go:embed schemas/*.md
var schemas embed.FS

const promptTemplate = "Deploy {{.user_request}}"

var deployTmpl = template.Must(template.New("deploy").Parse(promptTemplate))

var fetchTmpl = template.Must(template.New("fetch").Funcs(template.FuncMap{"get": fetchURL}).Parse(promptTemplate))

func fetchURL(u string) (string, error) { return u, nil }

func schema(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	content, err := schemas.ReadFile("schemas/" + req.GetString("log_type", "") + ".md")
	if err != nil {
		return nil, fmt.Errorf("could not find schema: %w", err)
	}
	return mcp.NewToolResultText(string(content)), nil
}

func deploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var buf bytes.Buffer
	if err := deployTmpl.Execute(&buf, map[string]string{"user_request": req.GetString("q", "")}); err != nil {
		return nil, fmt.Errorf("failed to execute prompt template: %w", err)
	}
	return mcp.NewToolResultText(buf.String()), nil
}

// Twin: a template whose function map may fail with any error.
func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var buf bytes.Buffer
	if err := fetchTmpl.Execute(&buf, nil); err != nil {
		return nil, fmt.Errorf("failed to execute template: %w", err) // want: RC402 low
	}
	return mcp.NewToolResultText(buf.String()), nil
}

// Twin: an embedded file system of another file (not in sight).
func guide(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	content, err := resourcesFS.ReadFile("resources/guide.md")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want: RC402 low
	}
	return mcp.NewToolResultText(string(content)), nil
}
