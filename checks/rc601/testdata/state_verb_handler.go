package todoist

import (
	"bytes"
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools named after a product prefix, their handlers HandleX: the tool's
// verb follows the prefix (checks/facts/stateverb). Closing a task sets a
// fixed state; creating one makes a new task on every call.

var client = &http.Client{}

func post(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(nil))
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// HandleCloseTask closes a task: a repeat finds it closed.
func HandleCloseTask(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := req.RequireString("task_id")
	if err := post(ctx, "https://api.todoist.example/tasks/"+id+"/close"); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("closed"), nil
}

// HandleCreateTask creates a task: a new one per call.
func HandleCreateTask(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (reported at the handler its registration names)
	content, _ := req.RequireString("content")
	if err := post(ctx, "https://api.todoist.example/tasks?content="+content); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("created"), nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("todoist_close_task"), HandleCloseTask)
	s.AddTool(mcp.NewTool("todoist_create_task"), HandleCreateTask)
}
