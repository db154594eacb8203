package cypher

import "testing"

// TestCreate: a node or relationship CREATE counts; MERGE, ON CREATE SET,
// schema commands and SQL do not.
func TestCreate(t *testing.T) {
	for q, want := range map[string]bool{
		"MATCH (p:Project {id: $projectId}) CREATE (t:Task {id: $id}) CREATE (p)-[:CONTAINS]->(t) RETURN t": true,
		"create (n:Person {name: $name})":                                 true,
		"MERGE (u:User {id: $id}) ON CREATE SET u.createdAt = $createdAt": false,
		"CREATE INDEX task_id IF NOT EXISTS FOR (t:Task) ON (t.id)":       false,
		"CREATE CONSTRAINT FOR (t:Task) REQUIRE t.id IS UNIQUE":           false,
		"INSERT INTO tasks (id) VALUES ($1)":                              false,
		"SELECT create(1)":                                                false,
		// review33 LOW-3: a quoted value or a comment holds no clause; no space after CREATE
		"MATCH (x {id:$a}) WHERE x.note = 'do not create (dup)' RETURN x": false,
		"MATCH (x) WHERE x.s = \"it's create (x)\" RETURN x":              false,
		"// we used to CREATE (p:Person) here\nMATCH (p:Person) RETURN p": false,
		"CREATE(n:Person {name: $name})":                                  true,
		"MATCH (a) CREATE(a)-[:R]->(b:B)":                                 true,
		"MATCH (a) WHERE a.url = 'http://x' CREATE (b:B)":                 true,
		"Explain how to create (and then publish) a page":                 false,
	} {
		if got := Create(q); got != want {
			t.Errorf("Create(%q) = %v, want %v", q, got, want)
		}
	}
}
