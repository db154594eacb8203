package main

import "github.com/mark3labs/mcp-go/mcp"

const createTicketName = "create_ticket"

// newCreateTicketTool returns the create_ticket tool, named by a constant.
func newCreateTicketTool() mcp.Tool {
	return mcp.NewTool(createTicketName,
		mcp.WithDescription("Create a ticket."),
		mcp.WithString("title", mcp.Required()),
	)
}

// newCreateCommentTool declares itself idempotent: the hint is left to RC601.
func newCreateCommentTool() mcp.Tool {
	return mcp.NewTool("create_comment",
		mcp.WithIdempotentHintAnnotation(true),
		mcp.WithString("body", mcp.Required()),
	)
}
