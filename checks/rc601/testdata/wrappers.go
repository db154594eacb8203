// Tools registered through a local closure, an SDK adapter of a typed
// handler, and a tool list adapted to the SDK in a loop.
package tools

import (
	"bytes"
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type CreateInput struct {
	Title string `json:"title"`
}

type KeyedInput struct {
	Title          string `json:"title"`
	IdempotencyKey string `json:"idempotency_key"`
}

func createHandler(ctx context.Context, req mcp.CallToolRequest, in CreateInput) (*mcp.CallToolResult, error) {
	_, err := http.Post("https://t.example/tickets", "application/json", bytes.NewBufferString(in.Title))
	return nil, err
}

func keyedHandler(ctx context.Context, req mcp.CallToolRequest, in KeyedInput) (*mcp.CallToolResult, error) {
	_, err := http.Post("https://t.example/tickets", "application/json", bytes.NewBufferString(in.Title))
	return nil, err
}

func getHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := http.Get("https://t.example/tickets/1")
	return nil, err
}

func Register(s *server.MCPServer, write bool) {
	addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) {
		if !write {
			return
		}
		s.AddTool(tool, handler)
	}
	addTool(mcp.NewTool("create_ticket", mcp.WithString("title")), mcp.NewTypedToolHandler(createHandler)) // want: RC601
	addTool(mcp.NewTool("create_keyed", mcp.WithString("title")), mcp.NewTypedToolHandler(keyedHandler))
	addTool(mcp.NewTool("get_ticket"), getHandler)
}

type Tool struct {
	Name string
}

type ServerTool struct {
	Tool    Tool
	Handler func(ctx context.Context, args map[string]any) (string, error)
}

func createComment(ctx context.Context, args map[string]any) (string, error) {
	_, err := http.Post("https://t.example/comments", "application/json", nil)
	return "", err
}

func listComments(ctx context.Context, args map[string]any) (string, error) {
	_, err := http.Get("https://t.example/comments")
	return "", err
}

func Tools() []ServerTool {
	return []ServerTool{
		{ // want: RC601
			Tool:    Tool{Name: "create_comment"},
			Handler: createComment,
		},
		{
			Tool:    Tool{Name: "list_comments"},
			Handler: listComments,
		},
	}
}

// A name built from a prefix: its literal part still says it reads.
func MoreTools(prefix string) []ServerTool {
	name := prefix + "_get_stats"
	return []ServerTool{{Tool: Tool{Name: name}, Handler: createComment}}
}

// A server's own constructor that takes the tool definition and its handler.
type Meta struct{ Toolset string }

type ServerToolDef struct{}

func NewServerTool(meta Meta, tool mcp.Tool, handler func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)) ServerToolDef {
	return ServerToolDef{}
}

func CreateGist() ServerToolDef {
	return NewServerTool(Meta{Toolset: "gists"}, mcp.Tool{ // want: RC601
		Name:        "create_gist",
		Description: "Create a gist",
	}, func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
		_, err := http.Post("https://api.example/gists", "application/json", nil)
		return nil, err
	})
}

func GetGist() ServerToolDef {
	return NewServerTool(Meta{Toolset: "gists"}, mcp.Tool{
		Name: "get_gist",
	}, func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
		_, err := http.Get("https://api.example/gists/1")
		return nil, err
	})
}
