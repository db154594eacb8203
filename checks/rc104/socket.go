package rc104

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// pySetTimeout reports whether Python call n is `x.settimeout(value)`: the
// socket API's timeout of every later blocking operation on the socket
// (https://docs.python.org/3/library/socket.html#socket.socket.settimeout),
// also what ssl and websocket-client sockets take.
func pySetTimeout(f *model.File, n *model.Node) bool {
	callee := model.Callee(n)
	return callee != nil && callee.Sym() == model.SymAttribute && f.Text(callee.ChildByFieldName("attribute")) == "settimeout" &&
		model.NumArgs(n) == 1
}

// shortCall is a call's text on one line, shortened past 40 characters.
func shortCall(f *model.File, n *model.Node) string {
	t := strings.Join(strings.Fields(f.Text(n)), " ")
	if len(t) > 40 {
		t = t[:37] + "..."
	}
	return t
}
