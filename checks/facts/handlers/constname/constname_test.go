package constname

import "testing"

// TestMember reads a table's member in the file itself and in the file it
// is imported from, and leaves what is no plain string unknown.
func TestMember(t *testing.T) {
	table := []byte("/** names */\nexport const ToolNames = {\n    // tasks\n    ADD_TASKS: 'add-tasks',\n    FIND_TASKS: \"find-tasks\",\n    NESTED: { X: 'x' },\n    BUILT: `${prefix}-y`,\n} as const\n" +
		"export enum ToolName {\n  PRODUCE_MESSAGE = \"produce-message\",\n  LIST = 'list-topics',\n}\nconst Hidden = { A: 'a' }\n")
	imp := func(name string) ([]byte, string, bool) {
		switch name {
		case "ToolNames", "ToolName", "Hidden":
			return table, name, true
		case "Aliased":
			return table, "ToolNames", true
		}
		return nil, "", false
	}
	for _, c := range []struct{ own, table, member, want string }{
		{"", "ToolNames", "ADD_TASKS", "add-tasks"},
		{"", "ToolNames", "FIND_TASKS", "find-tasks"},
		{"", "Aliased", "ADD_TASKS", "add-tasks"},
		{"", "ToolName", "PRODUCE_MESSAGE", "produce-message"},
		{"", "ToolName", "LIST", "list-topics"},
		{"", "ToolNames", "BUILT", ""},                         // a template with a substitution
		{"", "ToolNames", "MISSING", ""},                       // no such member
		{"", "Hidden", "A", ""},                                // not exported by that file
		{"", "Unknown", "A", ""},                               // not imported
		{"const T = { ...ToolNames, B: 'b' }\n", "T", "B", ""}, // a spread table
		{"const T = { B: 'b' }\n", "T", "B", "b"},              // the file's own table
	} {
		if got := Member([]byte(c.own), c.table, c.member, imp); got != c.want {
			t.Errorf("%s.%s = %q, want %q", c.table, c.member, got, c.want)
		}
	}
}
