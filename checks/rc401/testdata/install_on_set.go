// RC401 insecure default in Go, the wiring form (install_on_set.go): the
// authentication middleware is put in front of the MCP handler only when
// the key is configured (shapes from ba0f3/mcp-server-wazuh,
// WangMi2022/kubectl-mcp, yamirghofran/pipedrive-mcp-go). Renamed.
package fixtures

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
)

type Config struct {
	APIKey    string
	APIToken  string
	JWTSecret string
	Insecure  bool
}

type Server struct {
	config Config
	router *gin.Engine
	mcp    http.Handler
}

func (s *Server) runHTTP() error {
	mux := http.NewServeMux()
	var mcpHTTPHandler http.Handler = s.mcp
	if s.config.APIKey != "" { // want: RC401 medium
		mcpHTTPHandler = s.apiKeyMiddleware(s.mcp)
	}
	mux.Handle("/mcp", mcpHTTPHandler)
	return http.ListenAndServe(":8000", mux)
}

func (s *Server) setupMiddleware() {
	if s.config.APIToken != "" { // want: RC401 medium
		s.router.Use(s.authMiddleware())
	}
	s.router.Use(gin.Recovery())
}

func (s *Server) wrapJWT(h http.Handler) (http.Handler, error) {
	if s.config.JWTSecret != "" { // want: RC401 medium
		mw, err := NewJWTAuth(s.config.JWTSecret)
		if err != nil {
			return nil, fmt.Errorf("jwt: %w", err)
		}
		h = mw.Middleware(h)
	}
	return h, nil
}

// Clean: running without authentication is an explicit, named opt-out.
func (s *Server) wrapOptOut(h http.Handler) http.Handler {
	if s.config.APIKey != "" || !s.config.Insecure {
		h = s.apiKeyMiddleware(h)
	}
	return h
}

// Clean: a header added for the upstream when a token is configured is not
// an authentication of the caller.
func (s *Server) upstream(h http.Handler) http.Handler {
	if s.config.APIToken != "" {
		h = withUpstreamHeader(h, s.config.APIToken)
	}
	return h
}

// Clean: a key put on the request's context and a page token on an API
// call are values, not a middleware in front of the handler.
func (s *Server) track(ctx context.Context, apiKey, pageToken string, call *ListCall) context.Context {
	if apiKey != "" {
		ctx = SetAPIKey(ctx, apiKey)
	}
	if pageToken != "" {
		call = call.PageToken(pageToken)
	}
	_ = call
	return ctx
}

func (s *Server) run() error { return s.router.Run(":8080") }

func (s *Server) apiKeyMiddleware(next http.Handler) http.Handler { return next }
func (s *Server) authMiddleware() gin.HandlerFunc                 { return func(c *gin.Context) {} }

type JWTAuth struct{}

func NewJWTAuth(secret string) (*JWTAuth, error)               { return &JWTAuth{}, nil }
func (j *JWTAuth) Middleware(h http.Handler) http.Handler      { return h }
func withUpstreamHeader(h http.Handler, t string) http.Handler { _ = os.Getenv("X"); return h }

type ListCall struct{}

func (c *ListCall) PageToken(t string) *ListCall              { return c }
func SetAPIKey(ctx context.Context, k string) context.Context { return ctx }
