// Package gqlcreate reads a GraphQL document as a create: its first
// operation is a mutation whose first field's name holds a creating verb
// (`mutation { issueCreate(...) }`, `createItem`, `addComment`), the way
// Google's AIP-133 names Create methods, unless that field makes a kind the
// upstream keys by a caller-given name (productOptionsCreate,
// urlRedirectCreate: the named kinds of checks/facts/toolname, as for a tool
// named create_label), whose repeat is refused. Moved out of checks/rc601
// (package size limit); RC601 (CWE-837) asks it of the documents its
// requests send (graphql.go there).
package gqlcreate

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/sdkcreate"
	"github.com/resilience-check/resilience-check/checks/facts/toolname"
)

// MutationDoc reports whether a GraphQL document's first operation is
// a mutation whose first field's name holds a creating verb and names no
// kind keyed by a caller-given name (namedField).
func MutationDoc(doc string) bool {
	s := strings.TrimLeft(doc, "`'\"rbfRBF \t\r\n")
	for strings.HasPrefix(s, "#") { // comments before the operation
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			s = strings.TrimLeft(s[i+1:], " \t\r\n")
		} else {
			return false
		}
	}
	if !strings.HasPrefix(s, "mutation") || len(s) > 8 && identByte(s[8]) {
		return false
	}
	i := strings.IndexByte(s, '{')
	if i < 0 {
		return false
	}
	s = strings.TrimLeft(s[i+1:], " \t\r\n")
	j := 0
	for j < len(s) && identByte(s[j]) {
		j++
	}
	field := s[:j]
	if rest := strings.TrimLeft(s[j:], " \t\r\n"); strings.HasPrefix(rest, ":") { // alias: field
		rest = strings.TrimLeft(rest[1:], " \t\r\n")
		k := 0
		for k < len(rest) && identByte(rest[k]) {
			k++
		}
		field = rest[:k]
	}
	words := toolname.Words(field)
	if !(len(words) > 0 && (sdkcreate.Verbs[words[0]] || len(words) > 1 && lastCreateVerbs[words[len(words)-1]])) {
		return false
	}
	return !namedField(words)
}

// namedField reports whether a create field's words (productOptionsCreate,
// productVariantsBulkCreate, urlRedirectCreate) name a kind the upstream
// keys by a caller-given name (toolname's named kinds, as for a tool named
// create_label): a repeat is refused, so the mutation makes no second one.
// A batch word (bulk, batch) is no object.
func namedField(words []string) bool {
	var kept []string
	for _, w := range words {
		if w != "bulk" && w != "batch" {
			kept = append(kept, w)
		}
	}
	return toolname.NamedObject(strings.Join(kept, "_"))
}

// lastCreateVerbs end the names of create fields that put the verb last
// (Linear's issueCreate, Shopify's productCreate); nouns that double as
// verbs (comment, post) are absent: updateComment updates.
var lastCreateVerbs = map[string]bool{"create": true, "add": true, "insert": true, "send": true, "publish": true,
	"submit": true, "trigger": true, "enqueue": true, "charge": true, "refund": true}

// identByte reports whether c can be part of an identifier.
func identByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
