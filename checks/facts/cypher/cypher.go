// Package cypher reads the text of a graph query a Neo4j driver runs
// (`tx.run(query, params)`, `session.run("CREATE ...")`, and the graph
// databases that speak Cypher through a query method, FalkorDB's
// `graph.query(...)`) for the clause that adds a new node or
// relationship on every run: Cypher's CREATE, which "creates nodes and
// relationships" whether or not equal ones exist
// (https://neo4j.com/docs/cypher-manual/current/clauses/create/), where
// MERGE matches an existing pattern first and creates it only when absent
// (https://neo4j.com/docs/cypher-manual/current/clauses/merge/), so
// repeating a MERGE leaves one node. It is RC601's counterpart of an SQL
// INSERT INTO (CWE-837 for a repeated request; peer: checks/rc601's
// sqlInsertRE).
package cypher

import (
	"regexp"
	"strings"
)

// Kind is the mutation name RC601 gives a Cypher CREATE (its messages say
// "performs a Cypher CREATE"); the rule's lists of creating mutations
// name it as they name an SQL "INSERT".
const Kind = "Cypher CREATE"

// createRE matches a CREATE clause that makes a node or a relationship:
// the keyword followed by a pattern's opening parenthesis, `CREATE (t:Task
// {...})`, `CREATE (p)-[:HAS]->(t)`, and without the space when the
// parenthesis opens a node pattern (a variable, a label or properties:
// `CREATE(n:Person {...})`, common in generated queries; an SQL
// `create(1)` opens none). Schema commands (`CREATE INDEX`, `CREATE
// CONSTRAINT`, `CREATE DATABASE`) take a name, not a pattern, and MERGE's
// `ON CREATE SET` is followed by SET: neither matches.
var createRE = regexp.MustCompile(`(?i)(^|[^\w.$])create(\s+\(|\(\s*([A-Za-z_]\w*\s*)?[:){])`)

// clauseRE matches what makes a string a Cypher statement rather than prose
// or SQL: a reading or merging clause keyword (MATCH, MERGE, UNWIND, WITH,
// RETURN) anywhere, or a CREATE of a pattern that opens the statement. It
// leaves out a CREATE elsewhere, which createRE alone would always satisfy.
var clauseRE = regexp.MustCompile(`(?i)(^|[^\w])(match|merge|unwind|with|return)\s*[(\w]|^\s*create\s*\(`)

// Create reports whether query, the text of a string a driver runs, holds
// a CREATE of a node or relationship: each run adds it again. Quoted values
// (`x.note = 'do not create (dup)'`) and `//` comments are left out first:
// a CREATE there is no clause.
func Create(query string) bool {
	q := code(query)
	return createRE.MatchString(q) && clauseRE.MatchString(q)
}

// code returns query with its quoted string values ('...', "...", with
// backslash escapes) and its `//` line comments replaced by a space.
func code(query string) string {
	var b strings.Builder
	for i := 0; i < len(query); i++ {
		c := query[i]
		switch {
		case c == '\'' || c == '"':
			for i++; i < len(query) && query[i] != c; i++ {
				if query[i] == '\\' {
					i++
				}
			}
			b.WriteByte(' ')
		case c == '/' && i+1 < len(query) && query[i+1] == '/':
			for i < len(query) && query[i] != '\n' {
				i++
			}
			b.WriteByte('\n')
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
