package gh

// githubv4.NewClient(nil) sends with http.DefaultClient, which has no
// Timeout (libmodels/data/sdks-go6.yml); a bounded client is the clean twin.

import (
	"net/http"
	"time"

	"github.com/shurcooL/githubv4"
)

func unbounded() *githubv4.Client {
	return githubv4.NewClient(nil) // want: RC101
}

func enterprise(url string) *githubv4.Client {
	return githubv4.NewEnterpriseClient(url, nil) // want: RC101
}

func bounded() *githubv4.Client {
	return githubv4.NewClient(&http.Client{Timeout: 30 * time.Second})
}
