package fixtures

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"os/exec"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

var ErrNotFound = errors.New("station not found")

var db *sql.DB // a database driver: its errors carry SQL

type UserError struct{ Msg string }

func (e *UserError) Error() string { return e.Msg }

// ---- positives ----

func history(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := db.QueryContext(ctx, historySQL)
	if err != nil {
		return mcp.NewToolResultError("query failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(fmt.Sprint(rows)), nil
}

func forecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := getBody(ctx, "https://api.example/forecast")
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("forecast failed: %v", err)), nil // want: RC402
	}
	return mcp.NewToolResultText(string(body)), nil
}

func alerts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := fetchAlerts(ctx); err != nil {
		return mcp.NewToolResultErrorFromErr("alerts failed", err), nil // want: RC402
	}
	return mcp.NewToolResultText("ok"), nil
}

func radar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := render(ctx)
	if err != nil {
		msg := fmt.Errorf("render: %w", err).Error()
		return mcp.NewToolResultText(msg), nil // want: RC402
	}
	return mcp.NewToolResultText(out), nil
}

func tickets(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := createTicket(ctx)
	if err != nil {
		return mcp.NewToolResultErrorf("ticket failed: %s", err), nil // want: RC402
	}
	return mcp.NewToolResultText("created"), nil
}

func official(ctx context.Context, req *gosdk.CallToolRequest, in Input) (*gosdk.CallToolResult, Output, error) {
	res, err := lookup(ctx, in)
	if err != nil {
		return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: err.Error()}}}, Output{}, nil // want: RC402
	}
	return nil, res, nil
}

func itemHandler(w http.ResponseWriter, r *http.Request) {
	item, err := loadItem(r.Context(), r.URL.Query().Get("id"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError) // want: RC402
		return
	}
	json.NewEncoder(w).Encode(item)
}

func statsHandler(w http.ResponseWriter, r *http.Request) {
	if err := refresh(r.Context()); err != nil {
		w.WriteHeader(http.StatusBadGateway)
		fmt.Fprintf(w, "refresh failed: %v\n", err) // want: RC402
	}
}

// ---- negatives ----

func logged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := db.QueryContext(ctx, historySQL)
	if err != nil {
		log.Printf("history query: %v", err)
		return mcp.NewToolResultError("history is unavailable"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(rows)), nil
}

func required(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city, err := req.RequireString("city")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	days, err := strconv.Atoi(req.GetString("days", "3"))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("days: %v", err)), nil
	}
	owner, err := RequiredParam[string](req, "owner")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	limit, err := toInt64(req.GetArguments()["limit"])
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("limit is not a valid number: %v", err)), nil
	}
	return mcp.NewToolResultText(city + owner + strconv.Itoa(days) + fmt.Sprint(limit)), nil
}

func safeAs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := act(ctx)
	if err != nil {
		var ue *UserError
		if errors.As(err, &ue) {
			return mcp.NewToolResultError(ue.Error()), nil
		}
		if errors.Is(err, ErrNotFound) {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultError("internal error"), nil
	}
	return mcp.NewToolResultText("done"), nil
}

func wrapped(ctx context.Context) error {
	if err := act(ctx); err != nil {
		return fmt.Errorf("act: %w", err) // to the caller, not the client
	}
	return nil
}

func protocolError(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := lookupThing(ctx)
	if err != nil {
		return nil, fmt.Errorf("lookup: %w", err) // want: RC402
	}
	return mcp.NewToolResultText(res), nil
}

func otherWriter(ctx context.Context, buf *bytes.Buffer) {
	if err := act(ctx); err != nil {
		fmt.Fprintf(buf, "act failed: %v", err) // not an http.ResponseWriter
	}
}

func errIsNil(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := act(ctx)
	if err == nil {
		return mcp.NewToolResultText("ok"), nil
	}
	return mcp.NewToolResultError("act failed"), nil
}

func unrelatedError(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	status := check(ctx)
	if status.Err != nil {
		return mcp.NewToolResultError("check failed: " + status.Reason), nil
	}
	return mcp.NewToolResultText(status.Error()), nil
}

func healthHandler(w http.ResponseWriter, r *http.Request) {
	if err := ping(r.Context()); err != nil {
		log.Printf("ping: %v", err)
		http.Error(w, "upstream unavailable", http.StatusBadGateway)
	}
}

// ---- handler returns (mcp-go sends a returned error's text as the JSON-RPC error message) ----

func bareReturn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := db.QueryContext(ctx, historySQL)
	if err != nil {
		return nil, err // want: RC402
	}
	return mcp.NewToolResultText(fmt.Sprint(rows)), nil
}

func validatedReturn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city, err := req.RequireString("city")
	if err != nil {
		return nil, err // argument validation: the text describes the caller's input
	}
	return mcp.NewToolResultText(city), nil
}

func loggingMiddleware(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		result, err := next(ctx, req)
		log.Printf("tool done: %v", err)
		return result, err // passes the wrapped handler's outcome through
	}
}

func (c *Client) CallTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := c.send(ctx, req)
	if err != nil {
		return nil, fmt.Errorf("call tool: %w", err) // client side: goes to the local caller
	}
	return res, nil
}

func typeOnly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := act(ctx); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("act failed (%T)", err)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func goSDKHandler(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Output, error) {
	out, err := compute(ctx, in)
	if err != nil {
		return nil, Output{}, fmt.Errorf("compute: %v", err) // want: RC402
	}
	return nil, out, nil
}

func setErr(ctx context.Context, res *mcp.CallToolResult) {
	if err := act(ctx); err != nil {
		res.SetError(err) // want: RC402
	}
}

func viaVariable(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := act(ctx); err != nil {
		detail := "act failed: " + err.Error()
		log.Print(detail)
		return mcp.NewToolResultError(detail), nil // want: RC402
	}
	return mcp.NewToolResultText("ok"), nil
}

func stringNamedErr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	errMsg := "the station is offline"
	if offline(ctx) {
		return mcp.NewToolResultError(fmt.Sprintf("lookup: %s", errMsg)), nil // a string, not an error
	}
	layout, err := parseLayout(req.GetString("layout", "table"))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // parsing the caller's argument
	}
	errText := fmt.Sprintf("render %s: %v", layout, render(ctx, layout))
	return mcp.NewToolResultText(errText), nil
}

func stringFromErr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := act(ctx); err != nil {
		errMsg := fmt.Sprintf("act: %v", err)
		return mcp.NewToolResultError(errMsg), nil // want: RC402
	}
	return mcp.NewToolResultText("ok"), nil
}

// validationResult is what schema validation failures become: the text describes the input.
func validationResult(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error())
}

func errorResult(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError("failed: " + err.Error()) // want: RC402
}

func failedAct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := act(ctx); err != nil {
		return errorResult(err), nil // the helper above builds the leak
	}
	return mcp.NewToolResultText("ok"), nil
}

// ---- where the errors above come from: helpers whose bodies show it ----

func getBody(ctx context.Context, url string) ([]byte, error) {
	resp, err := http.Get(url) // an HTTP client: its errors carry the URL
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func fetchAlerts(ctx context.Context) ([]byte, error) {
	return getBody(ctx, "https://alerts.internal.example/v1")
}

func render(ctx context.Context, layouts ...string) (string, error) {
	out, err := exec.CommandContext(ctx, "radar-render", layouts...).Output() // a child process
	return string(out), err
}

func createTicket(ctx context.Context) error {
	_, err := db.ExecContext(ctx, "INSERT INTO tickets (state) VALUES ('open')")
	return err
}

func lookup(ctx context.Context, in Input) (Output, error) {
	b, err := os.ReadFile("/srv/stations/" + in.Name) // the filesystem: errors name paths
	return Output{Raw: b}, err
}

func loadItem(ctx context.Context, id string) (string, error) {
	var name string
	err := db.QueryRowContext(ctx, "SELECT name FROM items WHERE id = $1", id).Scan(&name)
	return name, err
}

func lookupThing(ctx context.Context) ([]byte, error) {
	return getBody(ctx, "https://things.internal.example/")
}

func compute(ctx context.Context, in Input) (Output, error) {
	out, err := exec.CommandContext(ctx, "compute", in.Name).CombinedOutput()
	return Output{Raw: out}, err
}

func act(ctx context.Context) error {
	_, err := http.Post("https://act.internal.example/run", "application/json", nil)
	return err
}

// ---- origin not visible, or built here: not reported ----

func vendorCall(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := vendor.Search(ctx, "q"); err != nil { // another file's value: origin unknown, reported low (gounseen)
		return mcp.NewToolResultError("search failed: " + err.Error()), nil // want: RC402 low
	}
	return mcp.NewToolResultText("ok"), nil
}

func marshalFailure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return nil, fmt.Errorf("failed to marshal response: %w", err) // encoding the server's own values
	}
	return mcp.NewToolResultText(string(b)), nil
}

func builtHere(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := fmt.Errorf("unknown station %q", req.Params.Name)
	return mcp.NewToolResultErrorFromErr("lookup failed", err), nil // built right here
}

func refresh(ctx context.Context) error {
	_, err := db.ExecContext(ctx, "REFRESH MATERIALIZED VIEW stats")
	return err
}

// notesResource is an mcp-go resource handler: the error it returns is the
// JSON-RPC error message the client gets.
func notesResource(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	b, err := os.ReadFile("/srv/notes/" + req.Params.URI)
	if err != nil {
		return nil, fmt.Errorf("failed to read note: %v", err) // want: RC402
	}
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: req.Params.URI, Text: string(b)}}, nil
}

// notesResourceQuiet logs the error and returns a fixed one.
func notesResourceQuiet(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	b, err := os.ReadFile("/srv/notes/" + req.Params.URI)
	if err != nil {
		log.Printf("read note: %v", err)
		return nil, errors.New("note not found")
	}
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: req.Params.URI, Text: string(b)}}, nil
}

// promptFromFile is an mcp-go prompt handler.
func promptFromFile(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	b, err := os.ReadFile("/srv/prompts/" + req.Params.Name)
	if err != nil {
		return nil, fmt.Errorf("prompt: %w", err) // want: RC402
	}
	return mcp.NewGetPromptResult(string(b), nil), nil
}
