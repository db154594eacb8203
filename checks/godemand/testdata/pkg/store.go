package pkg

type Store struct{}

func (st *Store) Save() error { return st.flush() }
