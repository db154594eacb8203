package more

// godo.NewFromToken, clientcredentials.Config.Client and franz-go's polls
// are bounded only by what the caller adds (libmodels/data/sdks-more.yml).

import (
	"context"
	"net/http"
	"time"

	"github.com/digitalocean/godo"
	"github.com/twmb/franz-go/pkg/kgo"
	"golang.org/x/oauth2/clientcredentials"
)

func doClient(token string) *godo.Client {
	return godo.NewFromToken(token) // want: RC101
}

func doClientBounded(token string) *godo.Client {
	return godo.NewClient(&http.Client{Timeout: 30 * time.Second})
}

func tokenClient(ctx context.Context, id, secret string) *http.Client {
	cfg := &clientcredentials.Config{ClientID: id, ClientSecret: secret, TokenURL: "https://id.example.com/token"} // want: RC101
	return cfg.Client(ctx)
}

func poll(cl *kgo.Client) kgo.Fetches {
	return cl.PollFetches(context.Background()) // want: RC101
}

func pollBounded(cl *kgo.Client) kgo.Fetches {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return cl.PollFetches(ctx)
}
