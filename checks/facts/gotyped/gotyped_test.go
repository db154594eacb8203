package gotyped

import (
	"reflect"
	"testing"
)

func TestWords(t *testing.T) {
	for in, want := range map[string][]string{
		"CreateWebhookHandler":      {"create", "webhook"},
		"handleCreateIssue":         {"create", "issue"},
		"HandleCreateEvent":         {"create", "event"},
		"NewCreatePlaylistHandler":  {"create", "playlist"},
		"CreateIssueImpl":           {"create", "issue"},
		"executeCreateSecret":       {"execute", "create", "secret"},
		"CommentIssueHandleFunc":    {"comment", "issue"},
		"createCreateEventHandler":  {"create", "create", "event"},
		"RunAdvancedCodeAnalysisFn": {"run", "advanced", "code", "analysis"},
	} {
		if got := words(in); !reflect.DeepEqual(got, want) {
			t.Errorf("words(%q) = %q, want %q", in, got, want)
		}
	}
}
