// RC401 insecure default in Go, the positive form (set_branch.go): the
// check runs only when tokens are configured and the request falls through
// to the next handler otherwise (shape from TBXark/mcp-proxy), and an
// audience handed to the JWT parser only when configured (shape from
// yamirghofran/pipedrive-mcp-go). Renamed.
package fixtures

import (
	"net/http"
	"os"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

func newAuthMiddleware(tokens []string) func(http.Handler) http.Handler {
	set := map[string]bool{}
	for _, t := range tokens {
		set[t] = true
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if len(tokens) != 0 { // want: RC401 medium
				tok := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
				if !set[tok] {
					http.Error(w, "Unauthorized", http.StatusUnauthorized)
					return
				}
			}
			next.ServeHTTP(w, r)
		})
	}
}

// Clean: with no tokens configured the middleware refuses every request.
func newAuthMiddlewareClosed(tokens []string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if len(tokens) == 0 {
				http.Error(w, "authentication not configured", http.StatusUnauthorized)
				return
			}
			tok := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
			for _, t := range tokens {
				if t == tok {
					next.ServeHTTP(w, r)
					return
				}
			}
			http.Error(w, "Unauthorized", http.StatusUnauthorized)
		})
	}
}

// Clean: a header added only when a token is configured is no check.
func forwardToken(next http.Handler) http.Handler {
	token := os.Getenv("UPSTREAM_TOKEN")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if token != "" {
			r.Header.Set("X-Upstream-Token", token)
		}
		next.ServeHTTP(w, r)
	})
}

type JWTAuth struct {
	secret   jwt.Keyfunc
	audience string
}

func (j *JWTAuth) Verify(tokenString string) (*jwt.Token, error) {
	opts := []jwt.ParserOption{jwt.WithValidMethods([]string{"HS256"})}
	if j.audience != "" { // want: RC401 medium
		opts = append(opts, jwt.WithAudience(j.audience))
	}
	return jwt.Parse(tokenString, j.secret, opts...)
}

// Clean: the audience is required and always passed to the parser.
func (j *JWTAuth) VerifyStrict(tokenString string) (*jwt.Token, error) {
	opts := []jwt.ParserOption{jwt.WithValidMethods([]string{"HS256"}), jwt.WithAudience(j.audience)}
	return jwt.Parse(tokenString, j.secret, opts...)
}
