package pyctor

import (
	"cmp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// sameClient reports whether two constructor names name one client: the
// same name, or two names of one library row (a row's name and its
// aliases: sqlite3.connect and sqlite3.Connection, the function a field is
// assigned from and the class its annotation names,
// `self._conn: Optional[sqlite3.Connection] = None` then
// `self._conn = sqlite3.connect(path)`).
func sameClient(a, b string) bool {
	if a == b {
		return true
	}
	ra, rb := libmodels.Builtin().Lookup(libmodels.Python, a), libmodels.Builtin().Lookup(libmodels.Python, b)
	return ra != nil && ra == rb
}

// propertyClient names the client a property of class cls returns when
// code reads it as `self.attr`: a method named attr decorated with
// `@property` or `@functools.cached_property` (a lazily opened connection:
// `@property def conn(self) -> sqlite3.Connection: if self._conn is None:
// self._conn = open_db(); return self._conn`), named by its return
// annotation or, without one, by what every return gives (as a helper's
// client is, pyReturnedClient); "" when cls has no such property.
// Source: Python's property and functools.cached_property
// (https://docs.python.org/3/library/functions.html#property,
// https://docs.python.org/3/library/functools.html#functools.cached_property).
func propertyClient(f *model.File, cls *model.Node, attr string) string {
	body := cls.ChildByFieldName("body")
	if body == nil {
		return ""
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		dd := body.NamedChild(i)
		if dd.Sym() != model.SymDecoratedDefinition {
			continue
		}
		def := dd.ChildByFieldName("definition")
		if def == nil || def.Sym() != model.SymFunctionDefinition || f.Text(def.ChildByFieldName("name")) != attr {
			continue
		}
		for j := 0; j < int(dd.NamedChildCount()); j++ {
			d := dd.NamedChild(j)
			if d.Sym() != model.SymDecorator || d.NamedChildCount() == 0 {
				continue
			}
			name := f.Text(d.NamedChild(0))
			if name == "property" || name == "cached_property" || strings.HasSuffix(name, ".cached_property") {
				return cmp.Or(Annotated(f, def.ChildByFieldName("return_type")), pyReturnedClient(f, def))
			}
		}
	}
	return ""
}
