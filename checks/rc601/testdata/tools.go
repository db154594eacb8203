package main

import (
	"bytes"
	"context"
	"database/sql"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/helpdesk/tools"
)

var (
	db     *sql.DB
	client = &http.Client{Timeout: 10e9}
)

const ticketsURL = "https://tickets.example/api"

type handlers struct{ db *sql.DB }

func main() {
	s := server.NewMCPServer("helpdesk", "1.0.0")
	h := &handlers{db: db}

	// ---- positives ----

	s.AddTool(mcp.NewTool("create_ticket", mcp.WithString("title", mcp.Required())), createTicket)

	s.AddTool(mcp.NewTool("add_order", mcp.WithString("item")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		_, err := db.ExecContext(ctx, "INSERT INTO orders (item) VALUES ($1)", req.GetString("item", ""))
		return nil, err
	})

	s.AddTool(mcp.NewTool("grant_role", mcp.WithString("user")), h.grantRole)

	sendTool := mcp.NewTool("send_message", mcp.WithString("to"), mcp.WithString("text"))
	s.AddTool(sendTool, h.sendMessage)

	s.AddTool(mcp.NewTool("open_incident"), postIncidentHandler(client)) // want: RC601

	s.AddTool(mcp.NewTool("bump", mcp.WithString("name")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		_, err := db.Exec("UPDATE counters SET value = value + 1 WHERE name = $1", req.GetString("name", ""))
		return nil, err
	})

	srv := gosdk.NewServer(&gosdk.Implementation{Name: "payments"}, nil)
	gosdk.AddTool(srv, &gosdk.Tool{Name: "charge_card", Description: "charge"}, chargeCard)

	// a PATCH sets the fields it names: a repeat leaves the same state (no finding)
	gosdk.AddTool(srv, &gosdk.Tool{Name: "patch_profile"}, func(ctx context.Context, req *gosdk.CallToolRequest, in ProfileInput) (*gosdk.CallToolResult, any, error) {
		r, _ := http.NewRequestWithContext(ctx, http.MethodPatch, ticketsURL+"/profile", bytes.NewReader(nil))
		_, err := client.Do(r)
		return nil, nil, err
	})

	// ---- negatives ----

	s.AddTool(mcp.NewTool("create_ticket_keyed", mcp.WithString("title"), mcp.WithString("idempotency_key", mcp.Required())), createTicketKeyed)

	s.AddTool(mcp.NewTool("get_ticket", mcp.WithString("id")), getTicket)

	s.AddTool(mcp.NewTool("delete_ticket", mcp.WithString("id")), deleteTicket)

	s.AddTool(mcp.NewTool("rename_order", mcp.WithString("item")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := db.ExecContext(ctx, "UPDATE orders SET item = $1 WHERE id = $2", req.GetString("item", ""), 1)
		return nil, err
	})

	s.AddTool(mcp.NewTool("upsert", mcp.WithString("item")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := db.ExecContext(ctx, "INSERT INTO orders (id, item) VALUES (1, $1) ON CONFLICT (id) DO NOTHING", req.GetString("item", ""))
		return nil, err
	})

	// issue 21: the idempotent hint is a claim; createTicket POSTs a new ticket with no key, so the hint is contradicted
	s.AddTool(mcp.NewTool("sync", mcp.WithIdempotentHintAnnotation(true)), createTicket) // want: RC601

	s.AddTool(tools.CreateTicketTool(), tools.CreateTicketHandler)

	gosdk.AddTool(srv, &gosdk.Tool{Name: "charge_keyed"}, chargeKeyed)

	gosdk.AddTool(srv, &gosdk.Tool{Name: "charge_imported"}, chargeImported)

	registry.AddTool("local", createTicket) // not an MCP tool value
}

func createTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (reported at the handler its registration names)
	resp, err := client.Post(ticketsURL, "application/json", bytes.NewReader([]byte(req.GetString("title", ""))))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func (h *handlers) grantRole(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (reported at the handler its registration names)
	_, err := h.db.ExecContext(ctx, `INSERT INTO grants (user_name) VALUES ($1)`, req.GetString("user", ""))
	return nil, err
}

func (h *handlers) sendMessage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (reported at the handler its registration names)
	return h.deliver(ctx, req.GetString("to", ""))
}

func (h *handlers) deliver(ctx context.Context, to string) (*mcp.CallToolResult, error) {
	r, _ := http.NewRequestWithContext(ctx, http.MethodPost, ticketsURL+"/messages", bytes.NewReader([]byte(to)))
	_, err := client.Do(r)
	return nil, err
}

func postIncidentHandler(c *http.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := http.Post(ticketsURL+"/incidents", "application/json", nil)
		return nil, err
	}
}

type ChargeInput struct {
	Customer string `json:"customer"`
	Cents    int    `json:"cents"`
}

type ProfileInput struct {
	Bio string `json:"bio"`
}

func chargeCard(ctx context.Context, req *gosdk.CallToolRequest, in ChargeInput) (*gosdk.CallToolResult, any, error) { // want: RC601 (reported at the handler its registration names)
	r, _ := http.NewRequest(http.MethodPost, "https://pay.example/charges", nil)
	_, err := client.Do(r)
	return nil, nil, err
}

type KeyedCharge struct {
	Customer       string `json:"customer"`
	IdempotencyKey string `json:"idempotency_key"`
}

func chargeKeyed(ctx context.Context, req *gosdk.CallToolRequest, in KeyedCharge) (*gosdk.CallToolResult, any, error) {
	r, _ := http.NewRequest(http.MethodPost, "https://pay.example/charges", nil)
	r.Header.Set("Idempotency-Key", in.IdempotencyKey)
	_, err := client.Do(r)
	return nil, nil, err
}

func chargeImported(ctx context.Context, req *gosdk.CallToolRequest, in tools.ChargeArgs) (*gosdk.CallToolResult, any, error) {
	r, _ := http.NewRequest(http.MethodPost, "https://pay.example/charges", nil)
	_, err := client.Do(r)
	return nil, nil, err
}

func createTicketKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, _ := http.NewRequestWithContext(ctx, http.MethodPost, ticketsURL, nil)
	r.Header.Set("Idempotency-Key", req.GetString("idempotency_key", ""))
	_, err := client.Do(r)
	return nil, err
}

func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := client.Get(ticketsURL + "/" + req.GetString("id", ""))
	return nil, err
}

func deleteTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, _ := http.NewRequestWithContext(ctx, http.MethodDelete, ticketsURL+"/"+req.GetString("id", ""), nil)
	_, err := client.Do(r)
	return nil, err
}

func registerSearch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search_issues", mcp.WithString("q")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// GraphQL search: a POST that reads
		_, err := http.Post("https://api.example/graphql", "application/json", nil)
		return nil, err
	})
	s.AddTool(mcp.NewTool("lookup", mcp.WithReadOnlyHintAnnotation(true)), createTicket)
}
