package syntax

// TypeScript's grammar reads `await f<T>(x)` as a call whose function is
// `await f`: call_expression(function: await_expression(f), type_arguments,
// arguments), while `await f(x)` is await_expression(call_expression(f, x)).
// The two mean the same (the await applies to the call's promise; TypeScript's
// own parser, and the JavaScript grammar without type arguments, read it so),
// and a rule asking "is this call awaited?" or "what does this call call?"
// must not see two shapes. regroupGenericAwaits rewrites the first shape
// into the second while BuildTree copies the tree, so every rule sees one
// shape:
//
//	call_expression [i]                 await_expression [i]
//	  await_expression [i+1]      ->      "await" [i+1]
//	    "await" [i+2]                     call_expression [i+2]
//	    f [i+3 ...]                         f [i+3 ...]        (field "function")
//	  type_arguments, arguments           type_arguments, arguments
//
// The three nodes trade places in document order (a subtree stays one run of
// indices), the await takes the call's parent and field and spans the whole
// expression, and the call starts at f. The pass is linear in the tree: one
// scan finds the shapes and, only when there is one, one more remaps every
// parent index. Source: tree-sitter-typescript's grammar (call_expression
// over `$.expression` with an optional `type_arguments`, whose precedence
// takes `await f` as that expression), tree-sitter/tree-sitter-typescript
// issues about generic calls after `await`.

// regroupAwaits is on except in TestTreeMatchesTreeSitter, which compares
// the copy with tree-sitter's own tree node by node.
var regroupAwaits = true

// regroupGenericAwaits rewrites, in raw (document order, as the walks copy
// it), each call_expression whose function is an await_expression into an
// await_expression of the call. st names raw's symbols and fields.
func regroupGenericAwaits(raw []rawNode, st *symbolTable) {
	fnField, ok := st.fieldIDs["function"]
	if !ok {
		return
	}
	sym := func(i int) Sym {
		if s := int(raw[i].sym); s < len(st.syms) {
			return st.syms[s]
		}
		return 0
	}
	var found []int32
	for i := 0; i+3 < len(raw); i++ {
		if sym(i) != SymCallExpression || sym(i+1) != SymAwaitExpression || raw[i+1].parent != int32(i) || raw[i+1].field != fnField {
			continue
		}
		// the await holds exactly its keyword (i+2) and one operand (i+3
		// and the operand's own subtree, which ends where the await ends)
		if raw[i+2].parent != int32(i+1) || raw[i+3].parent != int32(i+1) || raw[i+3].end != raw[i+1].end {
			continue
		}
		found = append(found, int32(i))
	}
	if len(found) == 0 {
		return
	}
	newPos := make([]int32, len(raw))
	for i := range newPos {
		newPos[i] = int32(i)
	}
	for _, i := range found {
		newPos[i], newPos[i+1], newPos[i+2] = i+2, i, i+1
	}
	for _, i := range found {
		raw[i], raw[i+1], raw[i+2] = raw[i+1], raw[i+2], raw[i]
	}
	for j := range raw {
		if p := raw[j].parent; p >= 0 {
			raw[j].parent = newPos[p]
		}
	}
	for _, i := range found {
		aw, call, operand := &raw[i], &raw[i+2], &raw[i+3]
		// after the remap: the await's parent is the call (its old parent),
		// the call's parent is the call's old parent
		aw.parent, aw.field = call.parent, call.field
		call.parent, call.field = i, 0
		operand.parent, operand.field = i+2, fnField
		aw.end = call.end
		call.start = operand.start
	}
}
