package more

// Clean look-alike: the token client's base client comes from the context's
// oauth2.HTTPClient value, bounded.

import (
	"context"
	"net/http"
	"time"

	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
)

func tokenClientBounded(ctx context.Context, id, secret string) *http.Client {
	ctx = context.WithValue(ctx, oauth2.HTTPClient, &http.Client{Timeout: 30 * time.Second})
	cfg := &clientcredentials.Config{ClientID: id, ClientSecret: secret, TokenURL: "https://id.example.com/token"}
	return cfg.Client(ctx)
}
