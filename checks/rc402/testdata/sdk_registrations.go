package fixtures

import (
	"database/sql"

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
