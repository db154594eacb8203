package goembed

// go-jira (libmodels/data/sdks-rc101a30.yml): the service methods without
// the WithContext suffix run under context.Background() on the client's
// http.Client (http.DefaultClient for a nil one, no Timeout), so a stalled
// Jira holds them forever; the WithContext twins are bounded by their ctx.

import (
	"context"
	"time"

	jira "github.com/andygrunwald/go-jira"
)

func createIssue(client *jira.Client, issue *jira.Issue) error {
	_, _, err := client.Issue.Create(issue) // want: RC101
	return err
}

func createIssueBounded(ctx context.Context, client *jira.Client, issue *jira.Issue) error {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	_, _, err := client.Issue.CreateWithContext(ctx, issue)
	return err
}
