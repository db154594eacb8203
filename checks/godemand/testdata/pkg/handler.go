package pkg

// The changed file: it calls a helper of another file, a method through a
// field of its receiver's struct (declared in a third file, of a type
// declared in a fourth), and nothing of unused.go.
func (s *Server) Handle() error {
	_ = helper("x")
	return s.store.Save()
}
