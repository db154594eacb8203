package rc601

import (
	"github.com/resilience-check/resilience-check/checks/facts/gqlcreate"
	"github.com/resilience-check/resilience-check/checks/facts/gqlimport"
	"github.com/resilience-check/resilience-check/checks/model"
)

// GraphQLCreate is the mutation kind of a GraphQL create mutation
// (graphQLCreate).
const GraphQLCreate = "GraphQL create mutation"

// graphQLCreate reports whether call sends a GraphQL mutation document
// whose first field creates (a word of sdkCreateVerbs in its name:
// `mutation { issueCreate(input: ...) }`, `createItem`, `addComment`):
// graphql-request's `client.request(doc, vars)` and `request(url, doc)`,
// Apollo's `client.mutate({ mutation: doc })`, urql's `client.mutation(doc)`,
// and any request helper handed the document, as a string, a template, a
// `gql` tagged template or a variable of this file bound to one, or a
// document a module of the repository exports (checks/facts/gqlimport). GraphQL
// sends reads and writes alike as POSTs (graphQLPost); the operation type
// and the field's verb say which, as Google's AIP-133 Create methods do. An
// update or delete mutation (issueUpdate, deleteItem) sets a state: no
// mutation a retry repeats.
func graphQLCreate(f *model.File, call *model.Node) bool {
	local := f.ContainsFold("mutation") // else only a document of another module (checks/facts/gqlimport) can be one
	args := call.ChildByFieldName("arguments")
	if args == nil {
		return false
	}
	if args.Sym() == model.SymTemplateString { // gql`mutation ...` itself is no request
		return false
	}
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := model.Unwrap(args.NamedChild(i))
		if a.Sym() == model.SymKeywordArgument {
			a = a.ChildByFieldName("value")
		}
		if a == nil {
			continue
		}
		if a.Sym() == model.SymObject {
			for _, k := range []string{"mutation", "query", "document"} {
				if v, _ := f.ObjectProp(a, k); v != nil && (local && createMutationDoc(gqlText(f, v)) || createMutationDoc(gqlimport.Doc(f, model.Unwrap(v)))) {
					return true
				}
			}
			continue
		}
		if local && createMutationDoc(gqlText(f, a)) || createMutationDoc(gqlimport.Doc(f, a)) {
			return true
		}
	}
	return false
}

// gqlText returns the text of the GraphQL document n holds: a string, a
// template, a `gql` / `graphql` tagged template, through a variable of this
// file (at its top level or in the function of n); "" otherwise.
func gqlText(f *model.File, n *model.Node) string {
	v := model.Unwrap(f.Resolve(n))
	if v == nil {
		return ""
	}
	if fv := model.EnclosingFunc(v); fv != nil && fv != model.EnclosingFunc(n) {
		return "" // a binding of another function's (each helper names its own `const mutation`)
	}
	switch v.Sym() {
	case model.SymString, model.SymTemplateString, model.SymConcatenatedString:
		return f.Text(v)
	case model.SymCallExpression:
		if args := v.ChildByFieldName("arguments"); args != nil && args.Sym() == model.SymTemplateString {
			return f.Text(args) // gql`...`
		}
	}
	return ""
}

// createMutationDoc is gqlcreate.MutationDoc (package checks/facts/gqlcreate).
var createMutationDoc = gqlcreate.MutationDoc
