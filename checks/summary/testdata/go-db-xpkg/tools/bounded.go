package tools

import (
	"context"

	"example.com/xpkg/bounded"
)

// BoundedCount is clean: the pool's package sets statement_timeout, which
// bounds every statement of the pool (a file that reads such a client is
// not judged).
func BoundedCount(bc *bounded.Client) (int, error) {
	var n int
	err := bc.GetPool().QueryRow(context.Background(), "SELECT count(*) FROM notes").Scan(&n)
	return n, err
}
