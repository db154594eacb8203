package docret

import (
	"strings"
	"testing"
)

func TestInReturns(t *testing.T) {
	cases := []struct {
		text, word string
		want       bool
	}{
		{"Create an agent.\n\nReturns:\n  For JSON format: Complete agent object with agent_id, name\n", "agent_id", true},
		{"Returns: the created ticket with ticket_id\n", "ticket_id", true},
		{"Args:\n  agent_id (string): the agent's own id\n\nReturns:\n  the agent\n", "agent_id", false},
		{"Returns:\n  the agent\n\nArgs:\n  agent_id (string): the id to create it under\n", "agent_id", false},
		{"description: `Returns:\n the agent`,\n  agent_id: z.string(),\n", "agent_id", false},
		{"Create a ticket with ticket_id given.\n", "ticket_id", false},
		{"Returns:\n  the agent\n\nError Handling:\n  agent_id is refused when taken\n", "agent_id", false},
	}
	for _, c := range cases {
		at := strings.Index(c.text, c.word)
		if got := InReturns(c.text, at); got != c.want {
			t.Errorf("InReturns(%q, %q) = %v, want %v", c.text, c.word, got, c.want)
		}
	}
	if InReturns("x", 5) {
		t.Error("an offset past the end is in no section")
	}
}
