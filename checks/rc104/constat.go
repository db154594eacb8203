package rc104

import (
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file keeps where a module binds each of its number constants
// (xfacts.Facts.NumConstAt), so that a timeout of another module that
// imports one (`from .config import DEFAULT_TIMEOUT`, `timeout:
// TIMEOUTS.DOWNLOAD` with TIMEOUTS imported from './config/constants')
// is reported where the constant is bound (summary.Program.constTimeouts):
// the constant is the one value every helper that imports it waits on, and
// the place to change it, as an attribute's timeout is reported where its
// class binds it (tval.HeldAt). A Python configuration class's field
// (`Settings.timeout`, tval.ModuleFields) is not kept: its instance may
// set it, and the timeout stays reported at its use.

// numConstSites returns, for each name of nums (recordNumConsts) that file
// f binds at its top level to one number, a plain constant (`DEFAULT_TIMEOUT
// = 300`, `export const API_TIMEOUT_MS = 60_000`) or a property of a
// JavaScript constant object (`TIMEOUTS.DOWNLOAD` of `export const TIMEOUTS
// = { DOWNLOAD: 120000 }`), the span of its value and the text of its line;
// nil when there is none.
func numConstSites(f *model.File, nums map[string]float64) map[string]xfacts.ConstAt {
	if len(nums) == 0 {
		return nil
	}
	var out map[string]xfacts.ConstAt
	add := func(name string, v *model.Node) {
		if v == nil || nums[name] <= 0 {
			return
		}
		if out == nil {
			out = map[string]xfacts.ConstAt{}
		}
		sp := xfacts.SpanOf(f, v)
		out[name] = xfacts.ConstAt{At: sp, LineText: f.Line(sp.Line)}
	}
	_, vals := moduleNumberNodes(f)
	for name, v := range vals {
		add(name, v)
	}
	// the property paths, read again with each value node's index for its
	// number, so that each path names its node
	var nodes []*model.Node
	index := func(n *model.Node) (float64, bool) {
		if x, ok := tval.Product(f, n); !ok || x <= 0 {
			return 0, false
		}
		nodes = append(nodes, n)
		return float64(len(nodes)), true
	}
	for path, i := range tval.ModuleObjectPaths(f, index) {
		if j := int(i) - 1; j >= 0 && j < len(nodes) {
			add(path, nodes[j])
		}
	}
	return out
}
