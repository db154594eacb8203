// RC401 insecure default in Go, more forms of "no secret configured, no
// check" (shapes from public MCP servers, renamed): a validator named for
// its secret, a webhook signature check that denies only in production, and
// a middleware factory whose check answers with a Go error.
package fixtures

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
)

var ErrInvalidToken = errors.New("invalid token")

type Verifier func(ctx context.Context, bearer string) error

func wrapVerifier(v Verifier) func(http.Handler) http.Handler { return nil }

type hookHandler struct{ secret string }

// validateSecret checks the webhook secret if one is configured.
func (h *hookHandler) validateSecret(r *http.Request) bool {
	if h.secret == "" { // want: RC401 medium
		return true
	}
	provided := r.Header.Get("X-Webhook-Secret")
	return subtle.ConstantTimeCompare([]byte(h.secret), []byte(provided)) == 1
}

// validateSecretStrict refuses every request when no secret is configured.
func (h *hookHandler) validateSecretStrict(r *http.Request) bool {
	if h.secret == "" {
		return false
	}
	provided := r.Header.Get("X-Webhook-Secret")
	return subtle.ConstantTimeCompare([]byte(h.secret), []byte(provided)) == 1
}

type hookConfig struct{ AppSecret string }

func (c hookConfig) IsProduction() bool { return false }

func verifySignature(sig []byte, body []byte, cfg hookConfig) (bool, error) {
	secret := cfg.AppSecret
	if secret == "" {
		if cfg.IsProduction() {
			return false, fmt.Errorf("APP_SECRET not configured")
		}
		return true, nil // want: RC401 medium
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	if !hmac.Equal(sig, mac.Sum(nil)) {
		return false, fmt.Errorf("bad signature")
	}
	return true, nil
}

// verifySignatureStrict denies in every environment when the secret is missing.
func verifySignatureStrict(sig []byte, body []byte, cfg hookConfig) (bool, error) {
	secret := cfg.AppSecret
	if secret == "" {
		return false, fmt.Errorf("APP_SECRET not configured")
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return hmac.Equal(sig, mac.Sum(nil)), nil
}

func authMiddleware(token string) func(http.Handler) http.Handler {
	if token == "" { // want: RC401 medium
		return func(next http.Handler) http.Handler { return next }
	}
	return wrapVerifier(func(_ context.Context, bearer string) error {
		if bearer != token {
			return fmt.Errorf("invalid bearer token: %w", ErrInvalidToken)
		}
		return nil
	})
}
