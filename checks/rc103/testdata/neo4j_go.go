package graph

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
	mcp.AddTool(srv, &mcp.Tool{Name: "write"}, s.write)
	mcp.AddTool(srv, &mcp.Tool{Name: "count"}, s.count)
}

// positive: the query runs on the handler's context (the go-sdk gives it no
// deadline) and the server's transaction timeout is none by default
func (s *Server) read(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	res, err := neo4j.ExecuteQuery(ctx, s.driver, in.Cypher, nil, neo4j.EagerResultTransformer) // want: RC103 low
	_ = res
	return &mcp.CallToolResult{}, nil, err
}

// positive: a session's managed transaction on a context with no deadline
func (s *Server) write(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	session := s.driver.NewSession(ctx, neo4j.SessionConfig{})
	defer session.Close(ctx)
	_, err := session.ExecuteWrite(context.Background(), func(tx neo4j.ManagedTransaction) (any, error) { // want: RC103
		return tx.Run(ctx, in.Cypher, nil)
	})
	return &mcp.CallToolResult{}, nil, err
}

// clean: a deadline of the handler's own
func (s *Server) count(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	_, err := neo4j.ExecuteQuery(ctx, s.driver, "MATCH (n) RETURN count(n)", nil, neo4j.EagerResultTransformer)
	return &mcp.CallToolResult{}, nil, err
}
