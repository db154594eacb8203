package rc301

import (
	"github.com/resilience-check/resilience-check/checks/facts/xmodpost"
	"github.com/resilience-check/resilience-check/checks/model"
)

// importedSends reports retry wrapper call at (JavaScript and TypeScript)
// when the callback it retries, region, calls a function of another module
// of the repository that always sends a POST or PATCH
// (`retry_with_backoff(crawl_request)` whose crawl_request awaits
// `make_firecrawl_request(...)`, declared in common/firecrawl-utils.ts with
// `method: 'POST'`: mcp-omnisearch). The finding sits on the wrapper call:
// the send is in the other module, and the retry of it is written here.
// Source: checks/facts/xmodpost (the helper must send the POST itself).
func importedSends(p *model.Pass, region, at *model.Node, why string, reported map[uint32]bool) {
	f := p.File
	if !f.Lang.IsJS() || region == nil || at == nil || reported[at.StartByte()] || keyedSpan(f, region) {
		return
	}
	f.WalkSyms(region, callSyms, func(n *model.Node) bool {
		if reported[at.StartByte()] {
			return false
		}
		if c := model.Callee(n); c == nil || c.Sym() != model.SymIdentifier || f.LocalFunc(c) != nil {
			return true
		}
		m, path, line := xmodpost.Send(f, n)
		if m == "" || xmodpost.ReadsOnly(f, n) { // the caller hands it a read endpoint (a scrape)
			return true
		}
		reported[at.StartByte()] = true
		p.Report(at, f.Text(model.Callee(at))+" retries "+f.Text(model.Callee(n))+" (line "+model.Itoa(model.LineOf(f, n))+
			"), which sends a "+m+" ("+path+" line "+model.Itoa(line)+") without an Idempotency-Key header, "+why+
			", so a lost response makes the upstream perform it twice; send an Idempotency-Key that stays the same across attempts, "+
			"or retry only the reads", keyFix.For(f.Lang))
		return false
	})
}
