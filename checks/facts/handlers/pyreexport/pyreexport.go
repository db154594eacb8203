// Package pyreexport reads the `from MODULE import NAMES` statements of a
// Python package's __init__.py, the documented way a package gathers its
// submodules' names (https://docs.python.org/3/tutorial/modules.html#packages):
// which module a name the package exports comes from, and under which name
// that module binds it (handlers.ReExportedFile resolves the module to a
// file of the repository).
package pyreexport

import (
	"regexp"
	"strings"
)

// fromImportRE finds a Python `from MODULE import NAMES` statement at a
// line's start: its module and its names (one line, or a parenthesised
// list over several).
var fromImportRE = regexp.MustCompile(`(?m)^from[ \t]+([.\w]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n]*)`)

// commentRE matches a Python comment to the end of its line.
var commentRE = regexp.MustCompile(`#[^\n]*`)

// Source returns the module of the first from-import statement of src that
// binds name (`from .work_items import WorkItemCreateSpec`, or `from
// pkg.models import X as name`) and the name that module binds (X for an
// alias, name itself otherwise); ok is false when no statement binds name.
// Comments (`A,  # noqa`) are left out, line by line, so a name on the
// line after a comment in a parenthesised list is read too.
func Source(src []byte, name string) (mod, exported string, ok bool) {
	if name == "" {
		return "", "", false
	}
	for _, m := range fromImportRE.FindAllSubmatch(src, -1) {
		list := strings.Trim(commentRE.ReplaceAllString(string(m[2]), ""), "()")
		for _, item := range strings.Split(list, ",") {
			fs := strings.Fields(item)
			switch {
			case len(fs) == 1 && fs[0] == name:
				return string(m[1]), name, true
			case len(fs) == 3 && fs[1] == "as" && fs[2] == name:
				return string(m[1]), fs[0], true
			}
		}
	}
	return "", "", false
}
