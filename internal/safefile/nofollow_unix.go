//go:build unix

package safefile

import (
	"errors"
	"syscall"
)

// oNoFollow makes an open fail with ELOOP when the last element of the path
// is a symbolic link (open(2)).
const oNoFollow = syscall.O_NOFOLLOW

func isLoop(err error) bool { return errors.Is(err, syscall.ELOOP) }
