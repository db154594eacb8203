package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/gorpcsink"
	"github.com/resilience-check/resilience-check/checks/model"
)

// goRPCSinks returns the sinks of Go literal n in a server without an MCP
// SDK (package gorpcsink): the text of a hand-built tool result's content
// item, and the message of a JSON-RPC error object.
func (c *leakCheck) goRPCSinks(n *model.Node) []leakSinkSite {
	if v := gorpcsink.ContentText(c.f, n); v != nil {
		return []leakSinkSite{{node: v, kind: leakToolResult}}
	}
	if v := gorpcsink.ErrorMessage(c.f, n); v != nil {
		return []leakSinkSite{{node: v, kind: leakProtocol}}
	}
	return nil
}
