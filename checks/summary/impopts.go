package summary

import (
	"slices"

	"github.com/resilience-check/resilience-check/checks/facts/objkeys"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
)

// RC101 calls whose options lack a bound but for imported names (xfacts.ImpOpt),
// judged with the defining modules' ObjKeys (objkeys.Of); unknown stays silent.

// readImpOpts copies the file's ImpOpts and reads its ObjKeys.
func (x *extractor) readImpOpts(xf *xfacts.Facts) {
	if len(xf.ImpOpts) > 0 {
		x.out.ImpOpts = append([]xfacts.ImpOpt(nil), xf.ImpOpts...)
	}
	if x.f.Lang.IsJS() {
		x.out.ObjKeys = objkeys.Of(x.f)
	}
}

// impOptSites returns file fi's ImpOpts that impOptUnbounded.
func (p *Program) impOptSites(fi int) []Site {
	var out []Site
	for _, o := range p.files[fi].ImpOpts {
		if !p.impOptUnbounded(fi, o) {
			continue
		}
		h := Hop{Path: p.files[fi].Path, Line: o.At.Line, Col: o.At.Col, EndLine: o.At.EndLine, EndCol: o.At.EndCol, Name: "request"}
		out = append(out, Site{RuleID: "RC101", Call: h, LineText: o.LineText, Message: o.Msg, Fix: o.Fix, Low: o.Low})
	}
	return out
}

// impOptUnbounded: each name of o holds an object without o.Keys.
func (p *Program) impOptUnbounded(fi int, o xfacts.ImpOpt) bool {
	if len(o.Names) == 0 {
		return false
	}
	for _, n := range o.Names {
		t, tn, ok := p.objSymbol(fi, n, 0)
		if !ok || t == fi {
			return false
		}
		for _, k := range p.files[t].ObjKeys[tn] {
			if slices.Contains(o.Keys, k) {
				return false
			}
		}
	}
	return true
}

// objSymbol is symbol for a name of some file's ObjKeys.
func (p *Program) objSymbol(fi int, name string, hops int) (int, string, bool) {
	f := p.files[fi]
	if hops > maxHops || !f.Lang.IsJS() {
		return 0, "", false
	}
	if _, ok := f.ObjKeys[name]; ok {
		return fi, name, true
	}
	imp, ok := f.Imports[name]
	if !ok || imp.Name == "" {
		return 0, "", false
	}
	t, tn, export, ok := p.importTarget(f, imp)
	if !ok {
		return 0, "", false
	}
	if export {
		return p.objExport(t, tn, hops+1)
	}
	return p.objSymbol(t, tn, hops+1)
}

// objExport is objSymbol for the name a JS/TS file exports.
func (p *Program) objExport(fi int, name string, hops int) (int, string, bool) {
	if hops > maxHops {
		return 0, "", false
	}
	f := p.files[fi]
	if l, ok := f.Exports[name]; ok {
		return p.objSymbol(fi, l, hops)
	}
	for _, r := range f.ReExports {
		if r.Name != name && (r.Name != "*" || name == "default") {
			continue
		}
		if t, ok := p.ts.Resolve(f.Path, r.Spec, p.has); ok {
			from := r.From
			if r.Name == "*" {
				from = name
			}
			if sf, sn, ok := p.objExport(p.byPath[t], from, hops+1); ok {
				return sf, sn, true
			}
		}
	}
	return 0, "", false
}
