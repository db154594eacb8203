package checks_test

import (
	"slices"
	"testing"
)

// goBuilderRepo is a Go module whose package internal/mcp declares
// NewToolError(message string), building an error result (IsError: true)
// with the message as its text, and NewToolText, a success result; the
// tools hand them a database driver's error text (pgEdge/pgedge-postgres-mcp,
// batch 16: resultbuilder.GoBuilds).
var goBuilderRepo = map[string]string{
	"go.mod": "module example.com/pg\n",
	"internal/mcp/helpers.go": `package mcp

type ContentItem struct {
	Type string
	Text string
}

type ToolResponse struct {
	Content []ContentItem
	IsError bool
}

func NewToolError(message string) (ToolResponse, error) {
	return ToolResponse{
		Content: []ContentItem{
			{
				Type: "text",
				Text: message,
			},
		},
		IsError: true,
	}, nil
}

func NewToolText(message string) (ToolResponse, error) {
	return ToolResponse{Content: []ContentItem{{Type: "text", Text: message}}}, nil
}
`,
	"internal/tools/count.go": `package tools

import (
	"context"
	"database/sql"
	"fmt"
	"log"

	"example.com/pg/internal/mcp"
)

var db *sql.DB

func countRows(ctx context.Context, table string) (mcp.ToolResponse, error) {
	var n int64
	if err := db.QueryRowContext(ctx, "select count(*) from "+table).Scan(&n); err != nil {
		return mcp.NewToolError(fmt.Sprintf("Error: %v", err))
	}
	if err := db.PingContext(ctx); err != nil {
		return mcp.NewToolText(fmt.Sprintf("rows: %d (ping: %v)", n, err))
	}
	if _, err := db.ExecContext(ctx, "analyze "+table); err != nil {
		log.Printf("analyze: %v", err)
		return mcp.NewToolError("analyze failed")
	}
	return mcp.NewToolText(fmt.Sprint(n))
}
`,
}

// TestGoImportedBuilderBody: a function of a package of the repository whose
// body builds an error result from its parameter is a sink, whatever its
// name (count.go line 17); a success builder is none here (line 20), nor is
// the error builder handed fixed text (line 24).
func TestGoImportedBuilderBody(t *testing.T) {
	got := scanRC402Module(t, "example.com/pg", goBuilderRepo, "internal/tools/count.go", "internal/mcp/helpers.go")
	if !slices.ContainsFunc(got, func(g string) bool { return len(g) > 27 && g[:27] == "internal/tools/count.go:17:" }) {
		t.Errorf("findings %v, want one at internal/tools/count.go:17", got)
	}
	for _, g := range got {
		if len(g) > 27 && (g[:27] == "internal/tools/count.go:20:" || g[:27] == "internal/tools/count.go:24:") {
			t.Errorf("unexpected finding %s in %v", g, got)
		}
	}
}
