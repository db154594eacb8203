package tools

import "github.com/mark3labs/mcp-go/mcp"

const (
	// NoteTextArg names the text parameter.
	NoteTextArg = "text"
	// OrderKeyArg names the order's idempotency key parameter.
	OrderKeyArg = "idempotency_key"
)

// CreateNoteTool creates a note.
var CreateNoteTool = mcp.NewTool("create_note",
	mcp.WithDescription("Create a note."),
	mcp.WithString(NoteTextArg, mcp.Required()),
)

var (
	// CreateOrderTool takes a key, named by a constant.
	CreateOrderTool = mcp.NewTool("create_order",
		mcp.WithString("item", mcp.Required()),
		mcp.WithString(OrderKeyArg, mcp.Required()),
	)
	// CreatePageTool takes options built elsewhere.
	CreatePageTool = mcp.NewTool("create_page", pageOptions...)
)

var pageOptions = []mcp.ToolOption{mcp.WithString("title")}
