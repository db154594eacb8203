package summary

import "github.com/resilience-check/resilience-check/checks/summary/impopts"

// impOptSites returns file fi's ImpOpts whose imported options lack a bound.
func (p *Program) impOptSites(fi int) []Site {
	var out []Site
	r := impopts.Resolver{Files: p.files, Symbol: p.symbolBy}
	for _, o := range p.files[fi].ImpOpts {
		if r.Unbounded(fi, o) {
			out = append(out, Site{RuleID: "RC101", Call: Hop{Path: p.files[fi].Path, Line: o.At.Line, Col: o.At.Col, EndLine: o.At.EndLine, EndCol: o.At.EndCol, Name: "request"}, LineText: o.LineText, Message: o.Msg, Fix: o.Fix, Low: o.Low})
		}
	}
	return out
}
