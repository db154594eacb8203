package rc101

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// goStreamTransportFix is the advice for a Go client that reads a stream: a
// total Client.Timeout covers reading the body too, so it would cut a
// server-sent event stream mid-way; the dial and the wait for the response
// headers are bounded on the transport instead, and the request's context
// ends the stream (net/http: Client.Timeout "includes ... reading the
// response body"; Transport.ResponseHeaderTimeout; net.Dialer.Timeout).
const goStreamTransportFix = "&http.Client{Transport: &http.Transport{DialContext: (&net.Dialer{Timeout: 5 * time.Second}).DialContext, " +
	"TLSHandshakeTimeout: 5 * time.Second, ResponseHeaderTimeout: 10 * time.Second}} and a request context that is cancelled when the stream should end"

// sseFuncsFact caches, per function node, whether its text names the
// text/event-stream content type (goStreamingCall).
var sseFuncsFact = model.NewFactKey[map[*model.Node]bool]("rc101.sseFuncs")

// goStreamingCall reports whether a Go request call reads a streaming
// response: its function asks for text/event-stream, or is named for a
// stream (goStreamWords: Stream, SSE, EventSource, WebSocket).
func goStreamingCall(f *model.File, call *model.Node) bool {
	fn := model.EnclosingFunc(call)
	if fn == nil {
		return false
	}
	// once per function, not per call: a 12,000-line function with 4,000
	// client calls searched its whole text 4,000 times (0.6 s of 0.9 s)
	seen := model.Fact(f, sseFuncsFact, func(*model.File) map[*model.Node]bool { return map[*model.Node]bool{} })
	sse, ok := seen[fn]
	if !ok {
		sse = strings.Contains(f.Text(fn), "text/event-stream")
		seen[fn] = sse
	}
	if sse {
		return true
	}
	name := fn.ChildByFieldName("name")
	return name != nil && goStreamWords.MatchString(f.Text(name))
}

// goStreamAdvice rewrites the findings goCall added from index from on (a
// request on a client with no timeout) for a streaming call: the transport
// advice, and no fix that sets Client.Timeout (issue 21: a client Timeout
// would cut the stream).
func (c *TimeoutCheck) goStreamAdvice(call *model.Node, from int) {
	if len(c.Pending) <= from || !goStreamingCall(c.F, call) {
		return
	}
	for i := from; i < len(c.Pending); i++ {
		pf := &c.Pending[i]
		subject, _, _ := strings.Cut(pf.Msg, " has no")
		pf.Msg = subject + " has no timeout and this request reads a stream (SSE), which a client Timeout would cut; " +
			"bound the dial and the response headers instead: " + goStreamTransportFix
		pf.Fix = goStreamTransportFix
		pf.Autofix = nil
	}
}
