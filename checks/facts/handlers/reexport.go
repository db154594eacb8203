package handlers

import (
	"path"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/pyreexport"
	"github.com/resilience-check/resilience-check/checks/model"
)

// ReExportedFile returns the file of the repository that a Python package
// file pth (an __init__.py, source src) re-exports name from — the
// package's own `from .work_items import WorkItemCreateSpec` or `from
// pkg.models.work_items import X as Y`, the documented way a package
// gathers its submodules' names (https://docs.python.org/3/tutorial/modules.html#packages) —
// with its bytes and the name that module binds; ok is false when pth is
// no __init__.py, src imports no such name, the module is no readable file
// of the repository (<= 1 MiB) or no registry is set. f is the scanned
// file whose repository is read.
func ReExportedFile(f *model.File, pth string, src []byte, name string) (string, []byte, string, bool) {
	if path.Base(pth) != "__init__.py" || name == "" {
		return "", nil, "", false
	}
	h := model.Fact(f, registryKey, newRegistryHolder)
	if h.r == nil {
		return "", nil, "", false
	}
	mod, exp, ok := pyreexport.Source(src, name) // the first from-import that binds name decides
	if !ok {
		return "", nil, "", false
	}
	w := h.r.world()
	w.has = func(p string) bool { _, err := h.r.read(p); return err == nil }
	for _, p := range resolveModule(pth, mod, w) {
		if p == pth {
			continue
		}
		if b, err := h.r.read(p); err == nil && len(b) <= 1<<20 {
			return p, b, exp, true
		}
	}
	return "", nil, "", false
}
