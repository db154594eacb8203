package forge

import (
	"net/http"
	"time"

	"code.gitea.io/sdk/gitea"
	"github.com/cloudflare/cloudflare-go"
	"github.com/elastic/go-elasticsearch/v8"
)

// ---- clean look-alike ----

var bounded = &http.Client{Timeout: 30 * time.Second}

// newGitea gives the client a bounded http.Client.
func newGitea(url string) (*gitea.Client, error) {
	return gitea.NewClient(url, gitea.SetHTTPClient(bounded))
}

// zones gives cloudflare-go the bounded client.
func zones(token string) (*cloudflare.API, error) {
	return cloudflare.NewWithAPIToken(token, cloudflare.HTTPClient(bounded))
}

// search gives the transport a response bound.
func search() (*elasticsearch.Client, error) {
	return elasticsearch.NewClient(elasticsearch.Config{
		Transport: &http.Transport{ResponseHeaderTimeout: 30 * time.Second},
	})
}
