package sqlwrite

import "testing"

// TestTool: a name that joins write to a statement word is a write-query
// tool; a bare execute tool only when its description says it writes.
func TestTool(t *testing.T) {
	cases := []struct {
		name  string
		texts []string
		want  bool
	}{
		{"write_query", nil, true},
		{"handle_write_query", nil, true},
		{"run_write_query", nil, true},
		{"write_neo4j_cypher", nil, true},
		{"writeSql", nil, true},
		{"exec", []string{`mcp.WithDescription("Executes a WRITE query.")`}, true},
		{"execute_sql", []string{`"""Execute a write SQL query."""`}, true},
		{"exec", []string{`mcp.WithDescription("Executes a query.")`}, false},
		{"execute_query", nil, false},
		{"read_query", []string{"Executes a write query"}, false},
		{"write_file", nil, false},
		{"sub_issue_write", nil, false},
		{"execute_command", []string{"Executes a write query"}, false},
	}
	for _, c := range cases {
		if got := Tool(c.name, c.texts); got != c.want {
			t.Errorf("Tool(%q, %q) = %v, want %v", c.name, c.texts, got, c.want)
		}
	}
}
