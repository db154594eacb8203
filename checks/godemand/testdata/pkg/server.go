package pkg

type Server struct {
	store *Store
}
