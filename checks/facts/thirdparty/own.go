package thirdparty

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Own reports whether imported name q (as model.File.Imports gives it) is
// of the repository's own code: in JS/TS a relative import or a path alias
// (jsPackage's prefixes), in Python a relative import (".client.TrinoClient")
// or a module that is neither the standard library, a pure library nor a
// third-party package (pyPackage finds no package for it). RC402 reads it to
// tell a call whose errors the file cannot see into (a repository client's
// method) from a call of the language's globals.
func Own(f *model.File, q string) bool {
	switch {
	case q == "":
		return false
	case f.Lang.IsJS():
		return strings.HasPrefix(q, ".") || strings.HasPrefix(q, "@/") || strings.HasPrefix(q, "~/") || strings.HasPrefix(q, "src/")
	case f.Lang == model.LangPython:
		if strings.HasPrefix(q, ".") {
			return true
		}
		root, _, _ := strings.Cut(q, ".")
		if root == "" || pyStdlib[root] || pyPure[root] {
			return false
		}
		return Package(f, q) == ""
	}
	return false
}
