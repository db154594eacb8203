package pkg

import "os"

// flush is reached only through Save: read in a second round.
func (st *Store) flush() error { return os.WriteFile("/tmp/x", nil, 0o600) }
