package typedhandlers

// Go handlers found by their type (checks/facts/gotyped): the file
// registers none of them; a registry, a generic Register or a toolset of
// another file or package does, in shapes RC601 reads no registration of.

import (
	"bytes"
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// mcp-go's ToolHandlerFunc, stored in a registry map of another file
// (`"create_order": {Tool: NewCreateOrderTool(), Handler: CreateOrderHandler}`).
func CreateOrderHandler(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
	r, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://shop.example.com/api/orders", bytes.NewReader(nil))
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// A go-sdk typed method: its In struct of the file is its parameters.
func (impl CreateIssueImpl) CreateComment(ctx context.Context, req *sdk.CallToolRequest, args CreateIssueParams) (*sdk.CallToolResult, any, error) { // want: RC601
	resp, err := http.Post(impl.Base+"/comments", "application/json", bytes.NewReader(nil))
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	return &sdk.CallToolResult{}, nil, nil
}

// CreateIssueParams is the typed handler's input.
type CreateIssueParams struct {
	Owner string `json:"owner"`
	Title string `json:"title"`
}

// CreateIssueImpl is registered by a generic `Register(s, &CreateIssueImpl{})`
// of another package that calls `mcp.AddTool(s, i.Definition(), i.Handler())`.
type CreateIssueImpl struct{ Base string }

// Handler returns the go-sdk typed handler, named for the receiver's type.
func (impl CreateIssueImpl) Handler() sdk.ToolHandlerFor[CreateIssueParams, any] {
	// not judged here: a factory's literal is judged only when the package's files are read (a
	// whole scan: checks/summary/testdata/sdk-errors), for a registration there may judge it
	return func(ctx context.Context, req *sdk.CallToolRequest, args CreateIssueParams) (*sdk.CallToolResult, any, error) {
		r, _ := http.NewRequestWithContext(ctx, http.MethodPost, impl.Base+"/issues", bytes.NewReader(nil))
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			return nil, nil, err
		}
		defer resp.Body.Close()
		return &sdk.CallToolResult{}, nil, nil
	}
}

// A factory's literal is named for the factory: create_playlist.
func NewCreatePlaylistHandler(base string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // (as above)
		resp, err := http.Post(base+"/playlists", "application/json", bytes.NewReader(nil))
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	}
}

// ---- negatives ----

// A typed handler whose input carries an idempotency key.
type SendPaymentParams struct {
	Amount         int    `json:"amount"`
	IdempotencyKey string `json:"idempotency_key"`
}

func (impl CreateIssueImpl) SendPayment(ctx context.Context, req *sdk.CallToolRequest, args SendPaymentParams) (*sdk.CallToolResult, any, error) {
	resp, err := http.Post(impl.Base+"/payments?key="+args.IdempotencyKey, "application/json", bytes.NewReader(nil))
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	return &sdk.CallToolResult{}, nil, nil
}

// A helper of handlers takes more than the SDK hands a handler: not a handler itself.
func TestableSendMail(ctx context.Context, request mcp.CallToolRequest, base string) (*mcp.CallToolResult, error) {
	resp, err := http.Post(base+"/mail/send", "application/json", bytes.NewReader(nil))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// A middleware's literal runs the handler it wraps.
func withAudit(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, _ = http.Post("https://audit.example.com/events", "application/json", bytes.NewReader(nil))
		return next(ctx, req)
	}
}

// A handler named to change a status sets it: a repeat leaves the state.
func HandleCloseTicket(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Post("https://tickets.example.com/api/tickets/42/close", "application/json", bytes.NewReader(nil))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// A factory the file registers is judged at its registration, once.
func newCreateNoteHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := http.Post("https://notes.example.com/notes", "application/json", bytes.NewReader(nil))
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	}
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_note", mcp.WithString("text")), newCreateNoteHandler()) // want: RC601
}
