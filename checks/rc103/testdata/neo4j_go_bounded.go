package graphbounded

import (
	"context"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

type Input struct{ Cypher string }

type Server struct{ driver neo4j.DriverWithContext }

func (s *Server) register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "read"}, s.read)
}

// clean look-alike: the transaction carries its own timeout
func (s *Server) read(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	session := s.driver.NewSession(ctx, neo4j.SessionConfig{})
	defer session.Close(ctx)
	_, err := session.ExecuteRead(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
		return tx.Run(ctx, in.Cypher, nil)
	}, neo4j.WithTxTimeout(15*time.Second))
	return &mcp.CallToolResult{}, nil, err
}
