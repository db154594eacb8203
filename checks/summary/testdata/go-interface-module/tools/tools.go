package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type serviceRepoClient interface {
	CreateService(ctx context.Context, name string) (string, error)
	GetService(ctx context.Context, id string) (string, error)
}

// Store has two implementations in the module: a call on it stays unknown.
type Store interface {
	Save(ctx context.Context, v string) error
}

// Finder's one method name is APIClient's, but its method set is not.
type Finder interface {
	Lookup(ctx context.Context, id string) (string, error)
	Close() error
}

// Handlers serve the tools.
type Handlers struct {
	repo   serviceRepoClient
	store  Store
	finder Finder
}

func (h *Handlers) create(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 whole-only (a handler by its type, checks/facts/gotyped; a diff scan does not read the client package that INSERTs)
	id, err := h.repo.CreateService(ctx, req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError("create failed: " + err.Error()), nil // want: RC402 (a diff scan reads the packages tools imports, not client) (a diff scan: low, an error of unknown origin, checks/facts/gounseen)
	}
	return mcp.NewToolResultText(id), nil
}

func (h *Handlers) save(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.store.Save(ctx, req.GetString("v", "")); err != nil {
		return mcp.NewToolResultError("save failed: " + err.Error()), nil // want: RC402 (low: the call stays unknown, its error in the tool result is an error of unknown origin, checks/facts/gounseen)
	}
	return mcp.NewToolResultText("ok"), nil
}

func (h *Handlers) find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := h.finder.Lookup(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("find failed: " + err.Error()), nil // want: RC402 (low: the call stays unknown, its error in the tool result is an error of unknown origin, checks/facts/gounseen)
	}
	return mcp.NewToolResultText(v), nil
}
