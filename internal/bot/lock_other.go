//go:build !unix

package bot

// lockDir does nothing where flock is missing.
func lockDir(dir string) (unlock func(), err error) { return func() {}, nil }
