package resolve

import (
	"strings"
)

// PythonWorkspace returns the file of absolute module spec (`gg_api_core.tools.x`)
// in another member of a Python workspace, and false when none or more than
// one of paths (the repository's slash-separated file paths) is it. A member
// laid out in PyPA's src layout (`packages/gg_api_core/src/gg_api_core/...`,
// https://packaging.python.org/en/latest/discussions/src-layout-vs-flat-layout/)
// is installed into the workspace's environment (uv workspaces,
// https://docs.astral.sh/uv/concepts/projects/workspaces/), so its
// package imports by its name from any other member: the module is the one
// `<member>/src/<spec as a path>.py` or `.../__init__.py`. Python only asks
// for it after the importing file's own folders did not resolve the spec
// (Python); an ambiguous spec stays unresolved.
func PythonWorkspace(spec string, paths []string) (string, bool) {
	if spec == "" || strings.HasPrefix(spec, ".") {
		return "", false
	}
	rel := strings.ReplaceAll(spec, ".", "/")
	mod, pkg := "/src/"+rel+".py", "/src/"+rel+"/__init__.py" // built once: the loop runs over every file of the repository
	var hits []string
	for _, p := range paths {
		if strings.HasSuffix(p, mod) || strings.HasSuffix(p, pkg) {
			hits = append(hits, p)
		}
	}
	if len(hits) != 1 {
		return "", false
	}
	return hits[0], true
}
