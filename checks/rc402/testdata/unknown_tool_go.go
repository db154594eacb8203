// Go tool handlers whose error comes from a call the file cannot see into
// (package checks/facts/gounseen): a method of a value the handler holds, a
// function value, a function of another file. Its raw text in the tool
// result, or returned by the handler (mcp-go: the JSON-RPC error; go-sdk:
// the tool result), is reported at low severity, not taken as safe. Clean
// twins: argument accessors of the request, validation, errors built here.
package unknowntool

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

type Engine interface {
	DiscoverAll(ctx context.Context) (int, error)
	ValidateQuery(q string) error
}

type App struct {
	engine Engine
	lists  map[string]func(ctx context.Context) (string, error)
}

func (a *App) discover(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := a.engine.DiscoverAll(ctx)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("discovery failed: %v", err)), nil // want: RC402 low
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

func (a *App) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	listFunc := a.lists["pods"]
	out, err := listFunc(ctx)
	if err != nil {
		return nil, fmt.Errorf("list failed: %w", err) // want: RC402 low
	}
	return mcp.NewToolResultText(out), nil
}

// Clean twin: the same call answered with a fixed text.
func (a *App) discoverQuiet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := a.engine.DiscoverAll(ctx)
	if err != nil {
		return mcp.NewToolResultError("discovery failed; see the server log"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

// Clean twins: the request's argument accessor and a validation call fail
// with text about the caller's own arguments; errors.New is the server's.
func (a *App) query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := a.engine.ValidateQuery(q); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	err = errors.New("read-only mode")
	return mcp.NewToolResultError(err.Error()), nil
}

// Deps hands out the API client.
type Deps interface {
	GetClient(ctx context.Context) (*App, error)
}

// Clean twins: a client getter fails with the server's configuration or
// auth text; a resolver the factory's callers pass is theirs to judge.
func makeHandler(deps Deps, resolve func(ctx context.Context) (string, error)) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := deps.GetClient(ctx); err != nil {
			return nil, fmt.Errorf("failed to get client: %w", err)
		}
		tok, err := resolve(ctx)
		if err != nil {
			return mcp.NewToolResultError("auth: " + err.Error()), nil
		}
		return mcp.NewToolResultText(tok), nil
	}
}

// A getter on the handler's own value still counts when the error comes
// from the call made on what it returns.
func (a *App) viaGetter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := a.client().DiscoverAll(ctx)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want: RC402 low
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

func (a *App) client() Engine { return a.engine }
