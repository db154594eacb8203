// Package gqlimport finds the GraphQL document a JS or TS name imports from
// another module of the repository: `client.query(CREATE_UPDATE, vars)` with
// `import { CREATE_UPDATE } from "../graphql.js"`, where that module declares
// `export const CREATE_UPDATE = /* GraphQL */` and a template literal holding
// `mutation { create_update(...) }`
// (or a `gql` / `graphql` tagged template). RC601 reads a create mutation's
// document to tell a create from a read (checks/rc601 graphQLCreate); a
// document kept in a module of queries is as much the request's as one the
// file declares (ashrocket/monday-mcp's src/graphql.ts). GraphQL sends reads
// and writes alike as POSTs: only the operation type and its field say which
// (https://graphql.org/learn/mutations/; CWE-837 for the repeated create).
package gqlimport

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
)

// docName matches the names a module gives its GraphQL documents: a
// constant's (CREATE_UPDATE) or a name ending in Mutation, Document or
// Query (createItemMutation).
var docName = regexp.MustCompile(`^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Za-z_$][\w$]*(?:Mutation|MUTATION|Document|DOCUMENT))$`)

// Doc returns the text of the GraphQL document identifier n names when f
// (a JS or TS file) imports n from a readable module of the repository that
// binds it at its top level (`export const NAME =`) to a template literal,
// bare, after a `/* GraphQL */` comment or tagged `gql` / `graphql`; "" otherwise.
func Doc(f *model.File, n *model.Node) string {
	if n == nil || !f.Lang.IsJS() || n.Sym() != model.SymIdentifier || !docName.MatchString(f.Text(n)) {
		return ""
	}
	_, src, exported, ok := handlers.ImportedFile(f, f.Text(n))
	if !ok || exported == "" || exported == "*" || exported == "default" || len(src) == 0 {
		return ""
	}
	head := regexp.MustCompile(`(?m)^export[ \t]+const[ \t]+` + regexp.QuoteMeta(exported) +
		`[ \t]*(?::[^=\n]+)?=[ \t]*(?:/\*[^*]*\*/[ \t]*)?(?:gql|graphql)?[ \t]*` + "`")
	loc := head.FindIndex(src)
	if loc == nil {
		return ""
	}
	rest := string(src[loc[1]:])
	end := strings.IndexByte(rest, '`')
	if end < 0 {
		return ""
	}
	return "`" + rest[:end+1]
}
