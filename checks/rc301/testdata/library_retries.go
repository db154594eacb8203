// RC301: GitLab's Go client re-sends every request on 429 and 5xx answers
// (retryHTTPCheck, RetryMax 5), a create included, unless the option
// that turns them off is given (shape from sgaunet/gitlab-mcp, renamed).
package fixtures

import (
	gitlab "gitlab.com/gitlab-org/api/client-go"
)

type Tracker struct {
	client *gitlab.Client
}

func NewTracker(token string) (*Tracker, error) {
	c, err := gitlab.NewClient(token)
	if err != nil {
		return nil, err
	}
	return &Tracker{client: c}, nil
}

func (t *Tracker) Open(project, title string) error {
	_, _, err := t.client.Issues.CreateIssue(project, &gitlab.CreateIssueOptions{Title: &title}) // want: RC301 medium
	return err
}

func (t *Tracker) Comment(project string, iid int, body string) error {
	_, _, err := t.client.Notes.CreateIssueNote(project, iid, &gitlab.CreateIssueNoteOptions{Body: &body}) // want: RC301 medium
	return err
}

// a read repeated by the client's retries changes nothing
func (t *Tracker) Show(project string, iid int) error {
	_, _, err := t.client.Issues.GetIssue(project, iid)
	return err
}

// GitLabAPI wraps the client's services behind accessors.
type GitLabAPI interface {
	MergeRequests() gitlab.MergeRequestsServiceInterface
}

func OpenMR(api GitLabAPI, project string, opts *gitlab.CreateMergeRequestOptions) error {
	_, _, err := api.MergeRequests().CreateMergeRequest(project, opts) // want: RC301 medium
	return err
}
