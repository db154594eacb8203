// RC401 install-on-set, clean: the server refuses to start without the
// token unless it binds a loopback address (shape from
// tphakala/panos-mcp-go, whose check sits in config.go). Renamed.
package fixtures

import (
	"fmt"
	"net"
	"net/http"
)

type Config struct {
	Transport string
	HTTPHost  string
	HTTPToken string
}

func validate(cfg *Config) error {
	if cfg.Transport == "http" && cfg.HTTPToken == "" && !isLoopback(cfg.HTTPHost) {
		return fmt.Errorf("MCP_HTTP_TOKEN is required when MCP_HTTP_HOST (%q) is not a loopback address", cfg.HTTPHost)
	}
	return nil
}

func serve(cfg *Config, h http.Handler) error {
	if cfg.HTTPToken != "" {
		h = requireBearer(cfg.HTTPToken, h)
	}
	return http.ListenAndServe(cfg.HTTPHost+":8080", h)
}

func isLoopback(host string) bool                                { ip := net.ParseIP(host); return ip != nil && ip.IsLoopback() }
func requireBearer(token string, next http.Handler) http.Handler { return next }
