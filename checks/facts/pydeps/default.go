package pydeps

import (
	"strconv"

	"github.com/resilience-check/resilience-check/checks/facts/jsdeps"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// DefaultHolds reports whether row r's documented default (Row.Default)
// applies to file f: always for a row without DefaultBefore, and for one
// with it only when the project of f is known to install a release of the
// row's Module below that major version (Below for a Python row, its npm
// twin jsdeps.Below for a JavaScript one). A later or unknown
// version leaves the row recognised only: the later releases bound their
// requests themselves, and an unproven old version is no defect to report.
func DefaultHolds(f *model.File, r *libmodels.Row) bool {
	if r == nil || r.DefaultBefore == "" {
		return true
	}
	major, err := strconv.Atoi(r.DefaultBefore) // validated: a major version
	if err != nil {
		return false
	}
	if r.Lang == libmodels.JavaScript {
		return jsdeps.Below(f, r.Module, major)
	}
	return Below(f, r.Module, major)
}
