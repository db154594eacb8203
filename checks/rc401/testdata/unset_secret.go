// RC401 insecure default in Go: a middleware that serves every request when
// its token is not configured (CWE-1188).
package fixtures

import (
	"net/http"
	"os"
)

func BearerMiddleware(next http.Handler) http.Handler {
	token := os.Getenv("MCP_AUTH_TOKEN")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if token == "" { // want: RC401 medium
			next.ServeHTTP(w, r)
			return
		}
		if r.Header.Get("Authorization") != "Bearer "+token {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// StrictMiddleware denies when the token is not configured.
func StrictMiddleware(next http.Handler) http.Handler {
	token := os.Getenv("MCP_AUTH_TOKEN")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if token == "" {
			http.Error(w, "authentication not configured", http.StatusUnauthorized)
			return
		}
		if r.Header.Get("Authorization") != "Bearer "+token {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// Tokens is a credential the client cached for an upstream.
type Tokens struct{ Access, Issuer string }

// cachedTokenStillBound asks about a token being reused toward an upstream,
// not about a secret the server was configured with.
func cachedTokenStillBound(tokens *Tokens, current string) bool {
	if tokens.Issuer == "" {
		return true
	}
	if tokens.Issuer != current {
		return false
	}
	return true
}
