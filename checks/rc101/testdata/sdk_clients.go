package sdk

import (
	"net/http"
	"time"

	confluence "github.com/ctreminiom/go-atlassian/confluence"
	"github.com/ctreminiom/go-atlassian/jira/agile"
	jira "github.com/ctreminiom/go-atlassian/v2/jira/v3"
	"github.com/google/go-github/v69/github"
	"k8s.io/client-go/rest"
)

// client-go's rest.Config: a zero Timeout means no timeout (library rows).
func configs() []*rest.Config {
	open := &rest.Config{Host: "https://k8s.example"} // want: RC101
	bounded := &rest.Config{Host: "https://k8s.example", Timeout: 30 * time.Second}
	return []*rest.Config{open, bounded}
}

// go-atlassian's New(nil, site) falls back to http.DefaultClient, which has
// no Timeout; a client of the caller's own is the caller's to bound.
func atlassian(site string, hc *http.Client) []any {
	issues, _ := jira.New(nil, site)     // want: RC101
	board, _ := agile.New(nil, site)     // want: RC101
	wiki, _ := confluence.New(nil, site) // want: RC101
	bounded, _ := jira.New(&http.Client{Timeout: 20 * time.Second}, site)
	given, _ := agile.New(hc, site)
	return []any{issues, board, wiki, bounded, given}
}

// go-github's NewClient(nil) makes a zero http.Client: no Timeout.
func githubClients(hc *http.Client) []*github.Client {
	open := github.NewClient(nil).WithAuthToken("t") // want: RC101
	bounded := github.NewClient(&http.Client{Timeout: 30 * time.Second})
	given := github.NewClient(hc)
	return []*github.Client{open, bounded, given}
}
