// A helper of the file whose parameter reaches an HTTP response or a tool
// result in its body is the sink for that argument; a function of another
// file of the package named as a result builder is a sink for its arguments.
package server

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/strowk/foxy-contexts/pkg/toolinput"
)

func writeError(w http.ResponseWriter, code int, msg string) {
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

func logFailure(w http.ResponseWriter, msg string) {
	log.Print(msg)
	http.Error(w, "internal error", 500)
}

func errorResult(text string) *mcp.CallToolResult {
	return mcp.NewToolResultError(text)
}

func serveConfig(w http.ResponseWriter, r *http.Request) {
	data, err := os.ReadFile("/etc/app/config.json")
	if err != nil {
		logFailure(w, err.Error())
		writeError(w, 500, err.Error()) // want: RC402
		return
	}
	w.Write(data)
}

func readConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("/etc/app/config.json")
	if err != nil {
		return errorResult("read failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(string(data)), nil
}

func statConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/etc/app/config.json"); err != nil {
		return newErrorResponse("stat failed: %v", err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText("ok"), nil
}

// Clean look-alike: the helper gets a fixed text.
func statClean(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/etc/app/config.json"); err != nil {
		log.Printf("stat: %v", err)
		return errorResult("the configuration is not readable"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Clean look-alike: an accessor of the tool's arguments (a third-party
// schema package's) fails with a validation error, which the builder may show.
func podLogs(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	input, err := toolinput.Validate(args)
	if err != nil {
		return newErrorResponse(fmt.Errorf("invalid input: %w", err))
	}
	pod, err := input.String("pod")
	if err != nil {
		return newErrorResponse(fmt.Errorf("invalid input: %w", err))
	}
	return mcp.NewToolResultText(pod)
}
