// A JSON-RPC server written without an MCP SDK (package
// checks/facts/gorpcsink): the response structs it marshals to stdout are
// where an error's text reaches the client, as mcp.NewToolResultError is
// for mcp-go (scopweb's mcp-server-go-emails, incidentio-mcp-golang,
// axinova-mcp-server-go, mcp-go-mssql).
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
)

type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type ContentItem struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type ToolResult struct {
	Content []ContentItem `json:"content"`
	IsError bool          `json:"isError"`
}

type Response struct {
	JSONRPC string      `json:"jsonrpc"`
	ID      interface{} `json:"id"`
	Result  interface{} `json:"result,omitempty"`
	Error   *RPCError   `json:"error,omitempty"`
}

var db *sql.DB

// The MCP method the dispatcher serves: the JSON-RPC error objects below
// answer an MCP client (gorpcsink.ErrorMessage).
const toolsCall = "tools/call"

func fetch(url string) (string, error) {
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// The tool error becomes the JSON-RPC error's message.
func callFetch(id interface{}, url string) Response {
	resp := Response{JSONRPC: "2.0", ID: id}
	out, err := fetch(url)
	if err != nil {
		resp.Error = &RPCError{Code: -32603, Message: err.Error()} // want: RC402
		return resp
	}
	resp.Result = out
	return resp
}

// Clean twin: the error is logged, a fixed message is sent.
func callFetchQuiet(id interface{}, url string) Response {
	resp := Response{JSONRPC: "2.0", ID: id}
	out, err := fetch(url)
	if err != nil {
		log.Printf("fetch failed: %v", err)
		resp.Error = &RPCError{Code: -32603, Message: "internal error"}
		return resp
	}
	resp.Result = out
	return resp
}

// The driver's error text goes into the tool result's text item.
func callQuery(id interface{}, q string) Response {
	rows, err := db.Query(q)
	if err != nil {
		return Response{JSONRPC: "2.0", ID: id, Result: ToolResult{
			Content: []ContentItem{{Type: "text", Text: fmt.Sprintf("Query Error: %v", err)}}, // want: RC402
			IsError: true,
		}}
	}
	rows.Close()
	return Response{JSONRPC: "2.0", ID: id, Result: ToolResult{Content: []ContentItem{{Type: "text", Text: "ok"}}}}
}

// Clean twin: a generic text.
func callQueryQuiet(id interface{}, q string) Response {
	rows, err := db.Query(q)
	if err != nil {
		log.Printf("query failed: %v", err)
		return Response{JSONRPC: "2.0", ID: id, Result: ToolResult{
			Content: []ContentItem{{Type: "text", Text: "the query failed; see the server log"}},
			IsError: true,
		}}
	}
	rows.Close()
	return Response{JSONRPC: "2.0", ID: id}
}

// A map-literal content item.
func readFile(path string) map[string]interface{} {
	data, err := os.ReadFile(path)
	if err != nil {
		return map[string]interface{}{"content": []map[string]interface{}{
			{"type": "text", "text": "read failed: " + err.Error()}, // want: RC402
		}, "isError": true}
	}
	return map[string]interface{}{"content": []map[string]interface{}{{"type": "text", "text": string(data)}}}
}

// The error object of a sendError helper, with the code a parameter: it is
// the Error of a response carrying "2.0".
func sendError(w *json.Encoder, id interface{}, code int, message string) error {
	return w.Encode(Response{JSONRPC: "2.0", ID: id, Error: &RPCError{Code: code, Message: message}})
}

func callSend(w *json.Encoder, id interface{}, path string) error {
	if _, err := os.Stat(path); err != nil {
		return sendError(w, id, -32603, err.Error()) // want: RC402
	}
	return sendError(w, id, -32602, "bad path")
}

// Not an error object: a struct with Code and Message outside the
// reserved range and outside a JSON-RPC response (an HTTP status record).
type Status struct {
	Code    int
	Message string
}

func status(path string) Status {
	if _, err := os.Stat(path); err != nil {
		return Status{Code: 500, Message: err.Error()}
	}
	return Status{Code: 200, Message: "ok"}
}
