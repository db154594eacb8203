package main

import (
	"example.com/factory/notes"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Handlers built by factories of another file of the package (handlers.go):
// the summaries follow the factory's call into the handler it returns. A
// factory of another package (notes) is followed by the handler registry,
// which judges the function it returns in its own file.
func main() {
	s := server.NewMCPServer("factory", "1.0")
	s.AddTool(mcp.NewTool("create_ticket", mcp.WithString("title")), newCreateTicketHandler("https://tickets.example.com")) // want: RC601
	s.AddTool(mcp.NewTool("create_note", mcp.WithString("text")), notes.NewCreateHandler("https://notes.example.com"))
	// clean twins: a PUT by id; a key in the schema; a factory whose handler only reads
	s.AddTool(mcp.NewTool("send_ticket_update", mcp.WithString("id")), newUpdateTicketHandler("https://tickets.example.com"))
	s.AddTool(mcp.NewTool("create_order", mcp.WithString("idempotency_key")), newCreateTicketHandler("https://orders.example.com"))
	s.AddTool(mcp.NewTool("create_report"), newReportHandler("https://tickets.example.com"))

	g := gosdk.NewServer(&gosdk.Implementation{Name: "factory"}, nil)
	// go-sdk typed tools: the parameters are the input struct the factory's handler takes
	gosdk.AddTool(g, &gosdk.Tool{Name: "create_task"}, newCreateTaskHandler("https://tasks.example.com")) // want: RC601 whole-only (the input struct is read from the package's other files)
	gosdk.AddTool(g, &gosdk.Tool{Name: "create_event"}, newCreateEventHandler("https://tasks.example.com"))
	gosdk.AddTool(g, &gosdk.Tool{Name: "create_label"}, notes.NewTypedCreateHandler("https://notes.example.com"))
}
