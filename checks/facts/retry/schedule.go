package retry

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// scheduleDelay judges a delay read from a list of delays by the loop's
// counter (`wait := backoff[min(attempt-1, len(backoff)-1)]` with
// `backoff := []time.Duration{1 * time.Second, 2 * time.Second, 4 * time.Second}`,
// `DELAYS[attempt]` with `DELAYS = [1, 2, 4]`, `delays[i]`): a schedule
// written out, fixed when every value is the same, growing when they
// differ, as a loop over such a list is (pyDelayList, listDelay). A list
// whose values the file does not show, or an index that is not the loop's
// counter, is unknown (blind-set row richardpowellus/mailchimp-mcp-server
// mailchimp/client.go:94-174).
func scheduleDelay(f *model.File, l *RetryLoop, n *model.Node) DelayKind {
	list, index := n.ChildByFieldName("value"), n.ChildByFieldName("subscript") // Python
	if list == nil {
		list, index = n.ChildByFieldName("object"), n.ChildByFieldName("index") // JavaScript
	}
	if list == nil {
		list, index = n.ChildByFieldName("operand"), n.ChildByFieldName("index") // Go
	}
	if list == nil || index == nil || l.Counter == "" || list.Sym() != model.SymIdentifier ||
		!regexp.MustCompile(`\b`+regexp.QuoteMeta(l.Counter)+`\b`).MatchString(f.Text(index)) {
		return DelayUnknown
	}
	vals := scheduleValues(f, model.Unwrap(f.Lookup(f.Text(list), list)))
	if len(vals) < 2 {
		return DelayUnknown
	}
	for _, v := range vals[1:] {
		if v != vals[0] {
			return DelayGrows
		}
	}
	return DelayFixed
}

// scheduleValues returns the values of a list literal of numbers (Python
// list or tuple, JavaScript array) or of Go durations or numbers (a slice or
// array composite literal), or nil when one is not a literal.
func scheduleValues(f *model.File, n *model.Node) []float64 {
	if n == nil {
		return nil
	}
	if n.Sym() == model.SymCompositeLiteral {
		n = n.ChildByFieldName("body")
		if n == nil {
			return nil
		}
	}
	switch n.Sym() {
	case model.SymList, model.SymTuple, model.SymArray, model.SymLiteralValue:
	default:
		return nil
	}
	var out []float64
	for i := 0; i < int(n.NamedChildCount()); i++ {
		c := n.NamedChild(i)
		if c.Sym() == model.SymComment {
			continue
		}
		if c.Sym() == model.SymLiteralElement && c.NamedChildCount() == 1 {
			c = c.NamedChild(0)
		}
		if d, ok := tval.GoDuration(f, c); ok && f.Lang == model.LangGo {
			out = append(out, float64(d))
		} else if v, ok := tval.Product(f, c); ok {
			out = append(out, v)
		} else {
			return nil
		}
	}
	return out
}
