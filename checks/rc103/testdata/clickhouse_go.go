package chtools

import (
	"context"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Input struct{ SQL string }

type Server struct{ conn driver.Conn }

func open(addr string) (driver.Conn, error) {
	return clickhouse.Open(&clickhouse.Options{Addr: []string{addr}})
}

func (s *Server) register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "query"}, s.query)
	mcp.AddTool(srv, &mcp.Tool{Name: "tables"}, s.tables)
}

// positive: the handler's context has no deadline and each read waits up
// to the driver's 300 s default
func (s *Server) query(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	rows, err := s.conn.Query(ctx, in.SQL) // want: RC103 low
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	return &mcp.CallToolResult{}, nil, nil
}

// clean: a deadline of the handler's own
func (s *Server) tables(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	var names []string
	err := s.conn.Select(ctx, &names, "SHOW TABLES")
	return &mcp.CallToolResult{}, nil, err
}
