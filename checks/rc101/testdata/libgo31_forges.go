package forge

import (
	"code.gitea.io/sdk/gitea"
	"github.com/cloudflare/cloudflare-go"
	"github.com/elastic/go-elasticsearch/v8"
)

// The Gitea SDK's client is &http.Client{} with context.Background(), and
// its methods take no context.
func repos(c *gitea.Client) ([]*gitea.Repository, error) {
	list, _, err := c.ListMyRepos(gitea.ListReposOptions{}) // want: RC101
	return list, err
}

// cloudflare-go v0 falls back to http.DefaultClient.
func zones(token string) (*cloudflare.API, error) {
	return cloudflare.NewWithAPIToken(token) // want: RC101
}

// go-elasticsearch sends with http.DefaultTransport's RoundTrip.
func search() (*elasticsearch.Client, error) {
	return elasticsearch.NewDefaultClient() // want: RC101
}

// The clean look-alikes are libgo31_forges_bounded.go.
