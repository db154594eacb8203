//go:build unix

package bot

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// lockDir takes an exclusive lock on dir/lock, so that a second process
// cannot share the SQLite queue (use --database-url for several replicas).
func lockDir(dir string) (unlock func(), err error) {
	p := filepath.Join(dir, "lock")
	f, err := os.OpenFile(p, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", p, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s is in use by another resilience-bot process: one process per SQLite queue (share a --database-url for several replicas)", dir)
	}
	return func() { f.Close() }, nil
}
