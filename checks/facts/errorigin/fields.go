package errorigin

import (
	"bytes"

	"github.com/resilience-check/resilience-check/checks/model"
)

// maxGroupFields bounds the attributes fieldOrigin walks from a receiver to
// the variable at its root.
const maxGroupFields = 2

// fieldOrigin is the origin of a method called on an attribute of a Python
// variable (`c.v1` of c.v1.get_ob_info(), `client.chat` of
// client.chat.create(...)), one or two attributes deep, when that variable
// holds what a third-party, network, database or subprocess constructor of
// the file built (`c = ClientSet(host, port)`): an SDK client exposes its
// API groups as attributes whose methods send the client's requests, as
// gorecv.LocalRoot reads Go's client.Content.Create. OriginUnknown for any
// other shape: a call or an index in the chain, a module name, a variable
// the file does not bind to a constructor call (`self`, a parameter), and
// in JS/TS (sdk_chain.ts: not followed there).
func fieldOrigin(f *model.File, obj *model.Node, depth int) ErrorOrigin {
	if obj == nil || depth >= 3 || f.Lang != model.LangPython {
		return OriginUnknown
	}
	v := model.Unwrap(obj)
	for i := 0; i < maxGroupFields && v != nil && (v.Sym() == model.SymAttribute); i++ {
		v = model.Unwrap(v.ChildByFieldName("object"))
	}
	if v == nil || v.Sym() != model.SymIdentifier || v == model.Unwrap(obj) {
		return OriginUnknown
	}
	if _, mod := f.Imports()[f.Text(v)]; mod {
		return OriginUnknown // requests.adapters.x(): a module, classified by its name
	}
	c := model.Unwrap(f.Resolve(v))
	if c != nil && c.Sym() == model.SymNone {
		c = globalCall(f, f.Text(v)) // client = None at the top, set by connect()
	}
	if c != nil && c.Sym() == model.SymAwait {
		c = model.Unwrap(c.NamedChild(0))
	}
	if c == nil || c.Sym() != model.SymCall {
		return OriginUnknown
	}
	return callOrigin(f, c, depth+1)
}

var assignSyms = model.NewSymBitset(model.SymAssignment)

// globalCall returns the call a Python function of the file assigns to the
// module variable name under `global name` (`client = None` at the top,
// `global client; client = ClientSet(...)` in connect()), when every such
// assignment assigns the same constructor; nil otherwise.
func globalCall(f *model.File, name string) *model.Node {
	if f.Lang != model.LangPython || !bytes.Contains(f.Src, []byte("global "+name)) {
		return nil
	}
	var call *model.Node
	same := true
	f.NodesOf(assignSyms, func(n *model.Node) bool {
		left, right := n.ChildByFieldName("left"), model.Unwrap(n.ChildByFieldName("right"))
		fn := model.EnclosingFunc(n)
		if left == nil || right == nil || fn == nil || fn.ChildByFieldName("body") == nil || f.Text(left) != name ||
			!bytes.Contains([]byte(f.Text(fn.ChildByFieldName("body"))), []byte("global "+name)) {
			return true
		}
		switch {
		case right.Sym() == model.SymNone:
		case right.Sym() == model.SymCall && (call == nil || f.Text(model.Callee(call)) == f.Text(model.Callee(right))):
			call = right
		default:
			same = false
		}
		return true
	})
	if !same {
		return nil
	}
	return call
}
