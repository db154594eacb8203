package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/server"
)

// ReadHandler.read is registered through a field of type *ReadHandler.
type ReadHandler struct{}

func (h *ReadHandler) Handle(ctx context.Context, args map[string]any) (string, error) {
	return "read", nil
}

// OtherHandler has a method of the same name that no registration names.
type OtherHandler struct{}

func (h *OtherHandler) Handle(ctx context.Context, args map[string]any) (string, error) {
	return "other", nil
}

// SearchHandler's HandleFunc returns its search method: the handler.
type SearchHandler struct{}

func (h *SearchHandler) HandleFunc() server.ToolHandlerFunc { return h.search }

func (h *SearchHandler) search(ctx context.Context, args map[string]any) (string, error) {
	return "found", nil
}

// Lister is an interface: a call of List names no method declaration.
type Lister interface {
	List(ctx context.Context, args map[string]any) (string, error)
}

type listImpl struct{}

func (listImpl) List(ctx context.Context, args map[string]any) (string, error) { return "", nil }
