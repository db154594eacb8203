package rc101

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/pyclient"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
)

// pySocketConnect reports sock.connect(address) on a socket built with
// socket.socket(...) when nothing gives the socket a timeout before it: no
// sock.settimeout(...) or sock.setblocking(...) earlier in the function (or in
// the class's __init__, for a socket kept on self), and no socket.setdefaulttimeout in
// the file. A new socket is blocking with no timeout, so connect waits for
// the operating system's TCP connect timeout (minutes) on a peer that does
// not answer (https://docs.python.org/3/library/socket.html#socket-timeouts).
func (c *TimeoutCheck) pySocketConnect(call, fn *model.Node) bool {
	f := c.F
	if f.Text(fn.ChildByFieldName("attribute")) != "connect" {
		return false
	}
	obj := fn.ChildByFieldName("object")
	if obj == nil || pyctor.Of(f, obj) != "socket.socket" {
		return false
	}
	recv := f.Text(obj)
	var texts []string
	if scope := model.EnclosingFunc(call); scope != nil {
		t := f.Text(scope)
		if n := int(call.StartByte() - scope.StartByte()); n >= 0 && n <= len(t) {
			t = t[:n]
		}
		texts = append(texts, t)
	}
	if model.IsSelfMember(recv) { // a socket kept on self: also what __init__ sets
		if cls := model.Ancestor(call, model.SymClassDefinition); cls != nil {
			model.Walk(cls, func(m *model.Node) bool {
				if m.Sym() == model.SymFunctionDefinition && f.Text(m.ChildByFieldName("name")) == "__init__" {
					texts = append(texts, f.Text(m))
					return false
				}
				return m.Sym() != model.SymFunctionDefinition
			})
		}
	}
	for _, t := range texts {
		if strings.Contains(t, recv+".settimeout(") || strings.Contains(t, recv+".setblocking(") {
			return true
		}
	}
	if pyclient.Datagram(f, call, recv) {
		return true
	}
	fix := recv + ".settimeout(5)"
	c.report(fn, recv+".connect() on a socket with no timeout waits for the operating system's connect timeout (minutes) when the peer does not answer; call "+
		fix+" before it", fix, factSocketDefault)
	return true
}
