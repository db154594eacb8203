package rc104

import (
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/goheldcfg"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file is heldclient.go for Go: an http.Client built with a long
// Timeout in a struct's constructor and held in a field of the struct
// (`return &ZabbixClient{HTTPClient: &http.Client{Timeout: 120 *
// time.Second}}`, fengzhilaoling/zabbix-mcp-go; osv-mcp's NewClient) is the
// timeout of every request a method of the struct makes on the field
// (`c.HTTPClient.Do(req)`, `c.httpClient.Post(...)`): net/http's
// Client.Timeout "includes connection time, any redirects, and reading the
// response body" (https://pkg.go.dev/net/http#Client). The constructor
// runs at start-up, outside every handler, so the wait is charged where
// the client is used: a tool that calls such a method waits that long,
// reported at the Timeout, where the fix goes (judgeUse, the summaries for
// a tool in another file). The field is read as tval.GoReceiverField reads
// a receiver's field: the one keyed element of the file's composite
// literals of the receiver's type, a field the file assigns nowhere else
// (an option that swaps the client, `c.httpClient = hc`, leaves it
// unknown); the element may name a local the constructor binds once
// (`hc := &http.Client{...}; return &Client{http: hc}`). A method that
// sets a deadline of its own on the request's context
// (context.WithTimeout, WithDeadline) is bounded by the shorter of the two
// and is not charged.

// goRequestMethods are the methods of net/http's *Client that send a
// request (https://pkg.go.dev/net/http#Client): each waits up to the
// client's Timeout.
var goRequestMethods = map[string]bool{"Do": true, "Get": true, "Post": true, "PostForm": true, "Head": true}

// goHeldClients charges the Timeout of an http.Client literal held in a
// struct field (seen, check's judged timeouts over the handler budget) to
// the functions of the file that send a request on that field of their
// receiver.
func goHeldClients(p *model.Pass, seen []seenTimeout, b model.Budgets, judgeUse func(at, use *model.Node, d time.Duration, what string)) {
	f := p.File
	if f.Lang != model.LangGo {
		return
	}
	starts := map[*model.Node]seenTimeout{} // http.Client literal -> its Timeout
	for _, s := range seen {
		if s.library || s.kind != handlerBudget || s.d <= min(b.Tool, b.Resource) {
			continue
		}
		if lit := goClientLitOf(f, s.at); lit != nil {
			if _, ok := starts[lit]; !ok {
				starts[lit] = s
			}
		}
	}
	if len(starts) == 0 {
		return
	}
	done := map[[2]*model.Node]bool{} // function, client literal
	f.NodesOf(goCallSyms, func(call *model.Node) bool {
		callee := model.Callee(call)
		if callee == nil || callee.Sym() != model.SymSelectorExpression {
			return true
		}
		m := callee.ChildByFieldName("field")
		if m == nil || !goRequestMethods[f.Text(m)] {
			return true
		}
		held := model.Unwrap(callee.ChildByFieldName("operand"))
		if held == nil || held.Sym() != model.SymSelectorExpression {
			return true
		}
		lit := goheldcfg.HeldLit(f, tval.GoReceiverField(f, held))
		s, ok := starts[lit]
		if !ok {
			return true
		}
		fn := model.EnclosingFunc(call)
		if fn == nil || model.Contains(fn, lit) || done[[2]*model.Node{fn, lit}] || goheldcfg.OwnDeadline(f, fn) {
			return true
		}
		done[[2]*model.Node{fn, lit}] = true
		judgeUse(s.at, call, s.d, s.what)
		return true
	})
}

// goCallSyms are the nodes goHeldClients reads.
var goCallSyms = model.NewSymBitset(model.SymCallExpression)

// goClientLitOf returns the `http.Client{...}` composite literal whose
// `Timeout:` element has value at; nil for any other timeout (an
// http.Server's, a Transport's, a struct of the project's).
func goClientLitOf(f *model.File, at *model.Node) *model.Node {
	kv := at.Parent()
	if kv != nil && kv.Sym() == model.SymLiteralElement {
		kv = kv.Parent()
	}
	if kv == nil || kv.Sym() != model.SymKeyedElement || kv.NamedChildCount() != 2 || f.Text(kv.NamedChild(0)) != "Timeout" {
		return nil
	}
	body := kv.Parent()
	if body == nil || body.Sym() != model.SymLiteralValue {
		return nil
	}
	lit := body.Parent()
	if lit == nil || lit.Sym() != model.SymCompositeLiteral {
		return nil
	}
	if t := lit.ChildByFieldName("type"); t == nil || f.Text(t) != "http.Client" || f.Imports()["http"] != "net/http" {
		return nil
	}
	return lit
}
