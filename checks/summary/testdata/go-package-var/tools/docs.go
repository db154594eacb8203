package tools

import (
	"context"

	"example.com/pv/names"
	"example.com/pv/store"
	"github.com/mark3labs/mcp-go/mcp"
	"go.mongodb.org/mongo-driver/bson"
)

func insertDoc(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (a handler by its type, checks/facts/gotyped)
	_, err := store.DB.Collection(req.GetString("collection", "")).InsertOne(ctx, bson.M{"a": 1})
	if err != nil {
		return mcp.NewToolResultError("insert failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText("ok"), nil
}

func countDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := mdb.Collection("docs").CountDocuments(ctx, bson.M{})
	if err != nil {
		return mcp.NewToolResultError("count failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(string(rune(n))), nil
}

func lookupName(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := names.Default.Lookup(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError("lookup: " + err.Error()), nil // want: RC402 (low: the call stays unknown, its error in the tool result is an error of unknown origin, checks/facts/gounseen)
	}
	return mcp.NewToolResultText(v), nil
}

func countLocal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	mdb := names.Default
	v, err := mdb.Lookup("docs")
	if err != nil {
		return mcp.NewToolResultError("lookup: " + err.Error()), nil // want: RC402 (low: the call stays unknown, its error in the tool result is an error of unknown origin, checks/facts/gounseen)
	}
	return mcp.NewToolResultText(v), nil
}
