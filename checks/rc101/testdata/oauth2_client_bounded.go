package auth

// A clean look-alike: the file hands oauth2 a bounded base client through the
// context key it reads (oauth2.HTTPClient).

import (
	"context"
	"net/http"
	"time"

	"golang.org/x/oauth2"
)

func newBounded(ctx context.Context, token string) *http.Client {
	ctx = context.WithValue(ctx, oauth2.HTTPClient, &http.Client{Timeout: 20 * time.Second})
	ts := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: token})
	return oauth2.NewClient(ctx, ts)
}
