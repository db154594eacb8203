// An SDK-less Go MCP server that dispatches on method constants of another
// package (case models.MCPMethodCallTool) and answers with a JSON-RPC error
// whose code is a constant named for a pre-defined error
// (models.MCPErrorCodeInternalError): its Message reaches the client (batch
// 26, kyong0612/youtube-mcp internal/mcp/server.go).
package mcpserver

import (
	"context"
	"fmt"
	"net/http"

	"github.com/go-playground/validator/v10"

	"example.com/yt/internal/models"
)

type Server struct {
	validator *validator.Validate
	client    *http.Client
}

func (s *Server) handle(ctx context.Context, req *models.MCPRequest) *models.MCPResponse {
	switch req.Method {
	case models.MCPMethodListTools:
		return &models.MCPResponse{ID: req.ID}
	case models.MCPMethodCallTool:
		if _, err := s.transcript(ctx, req.Params); err != nil {
			return &models.MCPResponse{ID: req.ID, Error: err.(*models.MCPError)}
		}
	}
	return nil
}

type transcriptParams struct {
	VideoID string `validate:"required"`
}

func (s *Server) transcript(ctx context.Context, params transcriptParams) (string, error) {
	// Clean look-alike: the validator's error describes the caller's own arguments.
	if err := s.validator.Struct(params); err != nil {
		return "", &models.MCPError{
			Code:    models.MCPErrorCodeInvalidParams,
			Message: fmt.Sprintf("Validation error: %v", err),
		}
	}
	resp, err := s.client.Get("https://www.youtube.com/watch?v=" + params.VideoID)
	if err != nil {
		return "", &models.MCPError{
			Code:    models.MCPErrorCodeInternalError,
			Message: err.Error(), // want: RC402
		}
	}
	defer resp.Body.Close()
	// Clean look-alike: an HTTP status constant is no JSON-RPC code, and the
	// message is fixed.
	if resp.StatusCode != http.StatusOK {
		return "", &models.MCPError{Code: http.StatusInternalServerError, Message: "upstream failed"}
	}
	return resp.Status, nil
}
