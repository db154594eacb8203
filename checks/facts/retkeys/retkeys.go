// Package retkeys blanks the keys of the object a function returns from a
// function's text: `return { success: true, metadata: { requestId:
// crypto.randomUUID() } }` (JavaScript) or `return {"request_id": ...}`
// (Python). A key named like an idempotency key there describes the reply
// (a trace id made up after the mutation), not the request: RC601 counts
// an idempotency key only as a tool input or a value sent with the
// mutating request (RFC draft-ietf-httpapi-idempotency-key-header: the key
// is a request header the client sends).
package retkeys

import "github.com/resilience-check/resilience-check/checks/model"

// Blank returns text, the text of n (same length, byte for byte), with the
// key of every pair blanked whose object is returned as it stands: the
// object of a return statement, or one nested in it through pairs only. An
// object handed to a call (`return client.post(url, { requestId })`) keeps
// its keys: it is sent. Go is left as it is (its results are built by
// calls and composite literals of the SDK's types).
func Blank(f *model.File, n *model.Node, text string) string {
	if f.Lang == model.LangGo || n == nil || len(text) != int(n.EndByte()-n.StartByte()) {
		return text
	}
	var out []byte
	base := n.StartByte()
	model.Walk(n, func(m *model.Node) bool {
		if m.Sym() != model.SymReturnStatement {
			return true
		}
		for i := 0; i < int(m.NamedChildCount()); i++ {
			v := model.Unwrap(m.NamedChild(i))
			if v == nil || v.Sym() != model.SymObject && v.Sym() != model.SymDictionary {
				continue
			}
			if out == nil {
				out = []byte(text)
			}
			blankKeys(v, base, out)
		}
		return false
	})
	if out == nil {
		return text
	}
	return string(out)
}

// blankKeys blanks the keys of obj's pairs in out (text from base), and
// those of objects that are values of its pairs.
func blankKeys(obj *model.Node, base uint32, out []byte) {
	for i := 0; i < int(obj.NamedChildCount()); i++ {
		p := obj.NamedChild(i)
		if p.Sym() != model.SymPair {
			continue
		}
		if k := p.ChildByFieldName("key"); k != nil {
			for j := k.StartByte() - base; j < k.EndByte()-base && int(j) < len(out); j++ {
				if out[j] != '\n' {
					out[j] = ' '
				}
			}
		}
		if v := model.Unwrap(p.ChildByFieldName("value")); v != nil && (v.Sym() == model.SymObject || v.Sym() == model.SymDictionary) {
			blankKeys(v, base, out)
		}
	}
}
