// Package genclient looks library rows up for a file, so that a family row
// whose shape needs evidence from the file (libmodels.Shape.With) can
// match: OpenAPI Generator's python README form
//
//	import openapi_client
//	api_client = openapi_client.ApiClient(configuration)
//	pets = openapi_client.PetApi(api_client)
//
// names its client openapi_client.PetApi, a name any package could have;
// the same package's ApiClient in the file is the generator's signature.
// Issue 18 (generated API clients as families; bench/realcode/blind9-misses.tsv).
package genclient

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Lookup returns set's row for the qualified name q as the file f uses it:
// the row that names q, else a family row whose shape q has and whose
// evidence the file holds (Names), or nil.
func Lookup(f *model.File, set *libmodels.Set, lang libmodels.Lang, q string) *libmodels.Row {
	return set.LookupIn(lang, q, func(name string) bool { return Names(f, name) })
}

// Names reports whether the file imports the qualified name q (`from pkg
// import ApiClient`; `from pkg.api_client import ApiClient` for
// pkg.ApiClient too, the class the package re-exports), something inside
// it (`from pkg.api.pets import list_pets` for pkg.api), or names it
// through an import of its module or a parent (`import pkg` and
// pkg.ApiClient in the text).
func Names(f *model.File, q string) bool {
	dot := strings.LastIndexByte(q, '.')
	if dot <= 0 {
		return false
	}
	pkg, name := q[:dot], q[dot+1:]
	for local, v := range f.Imports() {
		switch {
		case v == q || strings.HasPrefix(v, q+"."):
			return true
		case local == name && strings.HasPrefix(v, pkg+".") && strings.HasSuffix(v, "."+name):
			return true
		case strings.HasPrefix(q, v+".") && f.Contains(local+q[len(v):]):
			return true
		}
	}
	return false
}
