// Clean twin: the client is built with WithoutRetries(), so a create is sent once.
package fixtures

import (
	gitlab "gitlab.com/gitlab-org/api/client-go"
)

type Tracker struct {
	client *gitlab.Client
}

func NewTracker(token string) (*Tracker, error) {
	c, err := gitlab.NewClient(token, gitlab.WithoutRetries())
	if err != nil {
		return nil, err
	}
	return &Tracker{client: c}, nil
}

func (t *Tracker) Open(project, title string) error {
	_, _, err := t.client.Issues.CreateIssue(project, &gitlab.CreateIssueOptions{Title: &title})
	return err
}
