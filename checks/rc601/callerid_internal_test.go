package rc601

import "testing"

// callerGivenID takes a required declaration of the object's own id, and
// not a member read of it handed to a call in the same text (a handler map
// read as the tool's schema: `client.updateIssue(args.issueKey, {...})` is
// another tool's argument, no parameter of jira_create_issue).
func TestCallerGivenIDMemberRead(t *testing.T) {
	for _, c := range []struct {
		schema string
		want   bool
	}{
		{"{ issueKey: z.string(), summary: z.string() }", true},
		{"{\n  jira_update_issue: async (args) => {\n    await client.updateIssue(args.issueKey, { summary: args.summary });\n  },\n}", false},
	} {
		if got := callerGivenID("jira_create_issue", []string{c.schema}); got != c.want {
			t.Errorf("callerGivenID(jira_create_issue, %q) = %v, want %v", c.schema, got, c.want)
		}
	}
}
