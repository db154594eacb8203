package toolname

import (
	"reflect"
	"testing"
)

func TestWords(t *testing.T) {
	for in, want := range map[string][]string{
		"CreateRepoHandleFunc":       {"create", "repo"},
		"create_issue_tool":          {"create", "issue"},
		"digitalocean-domain-create": {"digitalocean", "domain", "create"},
	} {
		if got := Words(in); !reflect.DeepEqual(got, want) {
			t.Errorf("Words(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNames(t *testing.T) {
	cases := []struct {
		name               string
		create, named, run bool
	}{
		{"create_issue", true, false, false},
		{"create_branch", false, true, false},                        // a named kind: a repeat is refused
		{"create_ssh_key", false, true, false},                       // a key once per content (Gitea, GitHub)
		{"add_user_email", false, true, false},                       // an address once per user (Gitea)
		{"create_branch_protection", false, true, false},             // one rule per branch name
		{"create_repo_runner_token", false, true, false},             // got or created: the scope's active token
		{"send_email", true, false, false},                           // an email sent: "email" alone names no kind
		{"create_merge_request", false, true, false},                 // a named pair
		{"trigger_pipeline", true, false, true},                      // a new run of a named thing
		{"post_to_channel", true, false, false},                      // the object is cut at "to": a message
		{"add_user_to_group", false, true, false},                    // a membership
		{"digitalocean-domain-create", false, true, false},           // object then verb
		{"create_or_update_file", false, false, false},               // overwrites
		{"add_issue_dependency", false, true, false},                 // one link per pair of issues
		{"create_story_dependency", true, false, false},              // no issue pair: ServiceNow keeps each record
		{"upload_custom_playlist_cover", false, true, false},         // one cover per playlist, replaced
		{"transfer_a_users_playback", false, true, false},            // one device plays
		{"confluence_create_page", false, true, false},               // a title once per space (Confluence)
		{"confluence_create_page_from_markdown", false, true, false}, // the object is cut at "from": a page
		{"confluence_create_space", false, true, false},              // a space key once per site
		{"confluence_create_blog_post", true, false, false},          // a blog post: new each call
		{"notion_create_page", true, false, false},                   // a Notion page: no title uniqueness
		{"this tool", false, false, false},
	}
	for _, c := range cases {
		if got := CreateToolName(c.name); got != c.create {
			t.Errorf("CreateToolName(%q) = %v, want %v", c.name, got, c.create)
		}
		if got := NamedCreate(c.name); got != c.named {
			t.Errorf("NamedCreate(%q) = %v, want %v", c.name, got, c.named)
		}
		if got := RunVerbName(c.name); got != c.run {
			t.Errorf("RunVerbName(%q) = %v, want %v", c.name, got, c.run)
		}
	}
	if !NamedByCaller("create_project", "client.create({name: projectName})") || NamedByCaller("create_project", "client.create({})") {
		t.Error("NamedByCaller: a project created under a given name repeats nothing; one without a name does")
	}
	if !CreateVerbs["add"] || CreateVerbs["update"] || !ObjectCuts["to"] {
		t.Error("CreateVerbs / ObjectCuts do not hold their words")
	}
}
