package tools

import (
	"context"
	"database/sql"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Input struct{ Query string }

type Server struct{ db *sql.DB }

func (s *Server) register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "query"}, s.query)
	mcp.AddTool(srv, &mcp.Tool{Name: "count"}, s.count)
}

// positive: the go-sdk gives the handler's context no deadline
func (s *Server) query(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	rows, err := s.db.QueryContext(ctx, in.Query) // want: RC103 low
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	return &mcp.CallToolResult{}, nil, nil
}

// clean: the handler bounds the query
func (s *Server) count(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM notes").Scan(&n); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{}, nil, nil
}

// clean: a helper's context is its callers' to bound
func (s *Server) exists(ctx context.Context, id string) error {
	_, err := s.db.ExecContext(ctx, "SELECT 1 FROM notes WHERE id = $1", id)
	return err
}
