package chbounded

import (
	"context"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Input struct{ SQL string }

type Server struct{ conn driver.Conn }

// clean look-alike: the server ends each query after its execution limit
func open(addr string) (driver.Conn, error) {
	return clickhouse.Open(&clickhouse.Options{Addr: []string{addr},
		Settings: clickhouse.Settings{"max_execution_time": 15}})
}

func (s *Server) register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "query"}, s.query)
}

func (s *Server) query(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	rows, err := s.conn.Query(ctx, in.SQL)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	return &mcp.CallToolResult{}, nil, nil
}
