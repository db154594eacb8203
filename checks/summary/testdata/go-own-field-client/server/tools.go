package server

import (
	"context"

	"example.com/ghsrv/github"
	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
)

// Server holds the client of the module's own github package in a field:
// what `s.client.X(...)` sends is read in github/client.go, not guessed
// from the method's name (checks/facts/goowntype fieldMethod). A
// diff-mode scan of this file alone does not list the other package's
// files: the name is then all it knows, and the guess stays.
type Server struct {
	client *github.Client
}

// Register adds the tools.
func (s *Server) Register(m *mcpserver.MCPServer) {
	m.AddTool(mcp.NewTool("create_file", mcp.WithString("path", mcp.Required())), s.handleCreateFile)
	m.AddTool(mcp.NewTool("create_issue", mcp.WithString("title", mcp.Required())), s.handleCreateIssue)
}

// handleCreateFile is no finding in either mode: the whole scan reads the
// PUT in github/client.go, and a diff-mode scan of this file alone, which
// can only guess from the name create_file, reads the required path as the
// file's key (a create at an existing path is refused: checks/rc601 callerid).
func (s *Server) handleCreateFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, _ := req.GetArguments()["path"].(string)
	if err := s.client.CreateFile(ctx, path, ""); err != nil {
		return mcp.NewToolResultError("file not written"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *Server) handleCreateIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (at the handler the registration names)
	title, _ := req.GetArguments()["title"].(string)
	if err := s.client.CreateIssue(ctx, title); err != nil {
		return mcp.NewToolResultError("issue not opened"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
