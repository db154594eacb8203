package rc602

import (
	"github.com/resilience-check/resilience-check/checks/facts/jscatch"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/finding"
)

// This file holds RC602's reading of a Promise.all element that calls a
// function imported from another module:
//
//	const [actors, { userPlanTier }] = await Promise.all([
//	  searchAgentSafeActors({ ... }),
//	  getUserInfoCached(apifyToken, apifyClient), // catches, returns anonymous info
//	]);
//
// The file cannot tell whether the helper catches its own failure, as a
// helper of the file is read (jscatch.Catches). The finding names each such
// element as a related place (jscatch.ElementMessage, asking AskSettles); after the function
// summaries are linked, an element whose callee resolves to a function that
// catches its own failure (summary.Func.Settles) no longer counts, and the
// finding is dropped when fewer than two elements are left that can reject
// (package checks, settled.go).

// importedElement returns the callee identifier of a Promise.all element
// that is a plain call, awaited or not, of a name the file imports and does
// not define (`getUserInfoCached(token, client)`), or nil.
func importedElement(f *model.File, el *model.Node) *model.Node {
	el = model.Unwrap(el)
	if el.Sym() == model.SymAwaitExpression && el.NamedChildCount() > 0 {
		el = model.Unwrap(el.NamedChild(0))
	}
	if el.Sym() != model.SymCallExpression {
		return nil
	}
	fn := model.Callee(el)
	if fn == nil || fn.Sym() != model.SymIdentifier {
		return nil
	}
	name := f.Text(fn)
	if _, ok := f.Imports()[name]; !ok || f.Lookup(name, fn) != nil {
		return nil
	}
	return fn
}

// relateImported adds to the last finding of p a related place for each
// element of elems that calls an imported function (importedElement).
func relateImported(p *model.Pass, elems []*model.Node) {
	f := p.File
	last := &p.Findings[len(p.Findings)-1]
	for _, el := range elems {
		fn := importedElement(f, el)
		if fn == nil {
			continue
		}
		sl, sc := f.Position(int(fn.StartByte()))
		el, ec := f.Position(int(fn.EndByte()))
		last.Related = append(last.Related, finding.Related{Path: f.Path, StartLine: sl, StartCol: sc, EndLine: el, EndCol: ec,
			Message: jscatch.ElementMessage(f.Text(fn)), Ask: &finding.Ask{Kind: finding.AskSettles, Name: f.Text(fn)}})
	}
}
