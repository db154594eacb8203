package sdk

import (
	"context"
	"net/http"
	"time"

	vmcloud "github.com/VictoriaMetrics/victoriametrics-cloud-api-go/v1"
	"github.com/containers/podman/v5/pkg/bindings"
	confluence "github.com/ctreminiom/go-atlassian/confluence"
	"github.com/ctreminiom/go-atlassian/jira/agile"
	jira "github.com/ctreminiom/go-atlassian/v2/jira/v3"
	"github.com/google/go-github/v69/github"
	"github.com/slack-go/slack"
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

// vmcloud.New uses http.DefaultClient unless WithHTTPClient is among its
// options; options passed as a slice are not visible.
func vmClients(key string, hc *http.Client, opts []vmcloud.VMCloudAPIClientOption) []*vmcloud.VMCloudAPIClient {
	open, _ := vmcloud.New(key) // want: RC101
	given, _ := vmcloud.New(key, vmcloud.WithHTTPClient(hc))
	hidden, _ := vmcloud.New(key, opts...)
	return []*vmcloud.VMCloudAPIClient{open, given, hidden}
}

// Podman's bindings bound each call by the context NewConnection returns,
// and their http.Client has no Timeout: a background context never ends.
func podman(ctx context.Context, uri string) []context.Context {
	bg := context.Background()
	open, _ := bindings.NewConnection(context.Background(), uri) // want: RC101
	viaVar, _ := bindings.NewConnection(bg, uri)                 // want: RC101
	caller, _ := bindings.NewConnection(ctx, uri)
	timed, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	bounded, _ := bindings.NewConnection(timed, uri)
	return []context.Context{open, viaVar, caller, bounded}
}

// slack-go's New builds a zero http.Client unless OptionHTTPClient is passed.
func slackClients(token string) []*slack.Client {
	open := slack.New(token) // want: RC101
	bounded := slack.New(token, slack.OptionHTTPClient(&http.Client{Timeout: 20 * time.Second}))
	return []*slack.Client{open, bounded}
}

// withClient is the caller's own option helper: it may return
// OptionHTTPClient, so a call passing it is not judged.
func withClient(hc *http.Client) slack.Option { return slack.OptionHTTPClient(hc) }

func slackHelper(token string, hc *http.Client) *slack.Client {
	return slack.New(token, withClient(hc), slack.OptionDebug(true))
}
