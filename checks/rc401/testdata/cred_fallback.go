package fixtures

import (
	"net/http"
	"os"
)

// RC401 credential fallback (Go): the request's header, else the server's token.

func vaultMiddleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := r.Header.Get("X-Store-Token")
		if token == "" { // want: RC401 medium
			token = os.Getenv("STORE_TOKEN")
		}
		r.Header.Set("X-Store-Token", token)
		next.ServeHTTP(w, r)
	})
}

func cleanMiddleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		addr := r.Header.Get("X-Store-Addr")
		if addr == "" {
			addr = os.Getenv("STORE_ADDR")
		}
		token := r.Header.Get("X-Store-Token")
		if token == "" {
			http.Error(w, "missing token", http.StatusUnauthorized)
			return
		}
		r.Header.Set("X-Store-Addr", addr)
		next.ServeHTTP(w, r)
	})
}
