package rpcmethod

import "testing"

func TestVerb(t *testing.T) {
	for in, want := range map[string]string{
		"chat.postMessage":          "post",
		"chat.meMessage":            "me",
		"files.uploadV2":            "upload",
		"admin.users.session.reset": "reset",
		"reminders.add":             "add",
		"postMessage":               "",
		"config.json5":              "json5",
		"https://slack.com":         "",
		"Chat.postMessage":          "",
		"chat.":                     "",
		"chat.post_message":         "",
	} {
		if got := Verb(in); got != want {
			t.Errorf("Verb(%q) = %q, want %q", in, got, want)
		}
	}
}
