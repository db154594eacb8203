package render

import (
	"net/http"
	"time"

	other "github.com/acme/other/pkg/api"
	"github.com/acme/render-mcp/pkg/client"
)

// oapi-codegen clients as a family (libmodels/data/families.yml): a
// NewClientWithResponses of any generated package makes &http.Client{}, with
// no Timeout, unless WithHTTPClient gives the caller's client.
func clients(hc *http.Client) []any {
	open, _ := client.NewClientWithResponses("https://api.render.com/v1") // want: RC101
	bounded, _ := client.NewClientWithResponses("https://api.render.com/v1",
		client.WithHTTPClient(&http.Client{Timeout: 30 * time.Second}))
	given, _ := client.NewClientWithResponses("https://api.render.com/v1", client.WithHTTPClient(hc))
	// a plain NewClient is no family member: too many hand-written ones
	plain, _ := other.NewClient("https://api.example.com")
	return []any{open, bounded, given, plain}
}
