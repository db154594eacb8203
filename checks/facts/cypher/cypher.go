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

import "regexp"

// Kind is the mutation name RC601 gives a Cypher CREATE (its messages say
// "performs a Cypher CREATE"); the rule's lists of creating mutations
// name it as they name an SQL "INSERT".
const Kind = "Cypher CREATE"

// createRE matches a CREATE clause that makes a node or a relationship:
// the keyword followed by a pattern's opening parenthesis, `CREATE (t:Task
// {...})`, `CREATE (p)-[:HAS]->(t)`. Schema commands (`CREATE INDEX`,
// `CREATE CONSTRAINT`, `CREATE DATABASE`) take a name, not a pattern, and
// MERGE's `ON CREATE SET` is followed by SET: neither matches.
var createRE = regexp.MustCompile(`(?i)(^|[^\w.$])create\s+\(`)

// clauseRE matches a clause keyword that opens a Cypher statement; a
// string with none is prose or SQL, not a graph query.
var clauseRE = regexp.MustCompile(`(?i)(^|[^\w])(match|merge|create|unwind|with|return)\s*[(\w]`)

// Create reports whether query, the text of a string a driver runs, holds
// a CREATE of a node or relationship: each run adds it again.
func Create(query string) bool {
	return createRE.MatchString(query) && clauseRE.MatchString(query)
}
