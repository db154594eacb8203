package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/errresp"
	"github.com/resilience-check/resilience-check/checks/model"
)

// unknownHTTP reports, at low severity (package errresp), the raw message
// of an error caught around a route's calls, of unknown origin, sent as the
// body of a JS/TS or Python HTTP response that is not a 4xx answer.
func (c *leakCheck) unknownHTTP(src *leakSource, kind leakSink) {
	f := c.f
	if kind != leakHTTP || f.Lang == model.LangGo || src.errAt == nil || c.seen[src.at.StartByte()] ||
		errRegion(f, src.errAt) == nil || errresp.ClientStatus(f, src.at) {
		return
	}
	c.seen[src.at.StartByte()] = true
	c.p.Report(src.at, src.what+" (an error of unknown origin) puts the raw "+leakAdvices.For(f.Lang).noun+
		" text into the HTTP response, so whatever the failed call's message holds (paths, hosts, upstream text) reaches the caller; "+
		"log it and return a fixed message with a reference id", leakAdvices.For(f.Lang).fix)
	errresp.MarkUnseen(c.p)
}
