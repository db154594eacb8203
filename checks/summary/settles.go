package summary

// Settles reports whether the call of name at line and col of filePath (the
// position of its callee, as Call records it) resolves to a function that
// handles its own failure (Func.Settles), so that it cannot reject a
// Promise.all it is an element of. A call that does not resolve does not
// settle.
func (p *Program) Settles(filePath string, line, col int, name string) bool {
	_, r, ok := p.callAt(filePath, line, col, name)
	return ok && r != none && p.files[r.file].Funcs[r.fn].Settles
}
