package tools

// Google APIs Go client services (google.golang.org/api): Gmail's
// Users.Messages.Send sends a new message and Users.Drafts.Create stores a
// new draft on every call; Calendar's Events.Insert creates a new event
// (libmodels/data/sdks-rc601x29.yml; shotah/google-workspace-mcp-go). A
// draft's send deletes the draft (a repeat fails), and a list reads.

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	calendar "google.golang.org/api/calendar/v3"
	gmail "google.golang.org/api/gmail/v1"
)

func register(s *server.MCPServer, svc *gmail.Service, cal *calendar.Service) {
	// ---- positives ----
	s.AddTool(mcp.NewTool("gmail_send_message", mcp.WithString("raw", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		msg := &gmail.Message{Raw: req.GetString("raw", "")}
		if _, err := svc.Users.Messages.Send("me", msg).Do(); err != nil {
			return mcp.NewToolResultError("send failed"), nil
		}
		return mcp.NewToolResultText("sent"), nil
	})
	s.AddTool(mcp.NewTool("gmail_draft_message", mcp.WithString("raw", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		draft := &gmail.Draft{Message: &gmail.Message{Raw: req.GetString("raw", "")}}
		if _, err := svc.Users.Drafts.Create("me", draft).Do(); err != nil {
			return mcp.NewToolResultError("draft failed"), nil
		}
		return mcp.NewToolResultText("drafted"), nil
	})
	s.AddTool(mcp.NewTool("calendar_create_event", mcp.WithString("summary", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		ev := &calendar.Event{Summary: req.GetString("summary", "")}
		call := cal.Events.Insert("primary", ev).
			Context(ctx)
		if _, err := call.Do(); err != nil {
			return mcp.NewToolResultError("insert failed"), nil
		}
		return mcp.NewToolResultText("created"), nil
	})

	// ---- clean look-alikes ----
	s.AddTool(mcp.NewTool("gmail_send_draft", mcp.WithString("draft_id", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		d := &gmail.Draft{Id: req.GetString("draft_id", "")}
		if _, err := svc.Users.Drafts.Send("me", d).Do(); err != nil {
			return mcp.NewToolResultError("send failed"), nil
		}
		return mcp.NewToolResultText("sent"), nil
	})
	s.AddTool(mcp.NewTool("gmail_list_messages", mcp.WithString("q")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := svc.Users.Messages.List("me").Q(req.GetString("q", "")).Do(); err != nil {
			return mcp.NewToolResultError("list failed"), nil
		}
		return mcp.NewToolResultText("listed"), nil
	})
}
