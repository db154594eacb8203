package fixtures

import (
	"database/sql"
	"errors"
	"fmt"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

var store *sql.DB

type QueryArgs struct {
	SQL string `json:"sql"`
}

// mcp-golang's Server.RegisterTool (a registration row): the function it
// is given is a tool handler.
func registerTools(server *mcp_golang.Server) error {
	return server.RegisterTool("query", "run a read-only query", func(args QueryArgs) (*mcp_golang.ToolResponse, error) {
		rows, err := store.Query(args.SQL)
		if err != nil {
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("query failed: " + err.Error())), nil // want: RC402
		}
		defer rows.Close()
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("ok")), nil
	})
}

// Look-alike: a function handed to a scheduler, not a registration.
func schedule(s *Scheduler) {
	s.Every("1h", func(args QueryArgs) (string, error) {
		rows, err := store.Query(args.SQL)
		if err != nil {
			return "query failed: " + err.Error(), nil
		}
		defer rows.Close()
		return "ok", nil
	})
}

// mcp-golang handlers declared apart and registered from a list elsewhere
// (metoro-mcp-server's tools package): the server sends a returned error's
// text to the client, so an upstream error wrapped into it leaks.
func DeleteRowHandler(args QueryArgs) (*mcp_golang.ToolResponse, error) {
	_, err := store.Exec(args.SQL)
	if err != nil {
		return nil, fmt.Errorf("delete failed: %v", err) // want: RC402
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("ok")), nil
}

// Look-alike: a fixed error text names no upstream detail.
func CountRowsHandler(args QueryArgs) (*mcp_golang.ToolResponse, error) {
	if _, err := store.Exec(args.SQL); err != nil {
		return nil, errors.New("count failed")
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("ok")), nil
}
