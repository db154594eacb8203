// Command resilience-check finds resilience defects (missing timeouts, blocking
// calls in async code, ...) in the Python, JavaScript, TypeScript and Go files
// a change touches. See README.md.
package main

import (
	"os"

	"github.com/resilience-check/resilience-check/internal/cli"
)

func main() {
	c := &cli.Command{Stdout: os.Stdout, Stderr: os.Stderr}
	os.Exit(c.Main(os.Args[1:]))
}
