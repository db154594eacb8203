// Issue 21: a Go wrapper that runs the real server binary with its own
// command line (os.Args) for its whole life: not reported. (A library
// package, since RC102 leaves package main, a script, alone anyway.)
package launcher

import (
	"os"
	"os/exec"
)

// Run runs the server with this program's arguments.
func Run() {
	cmd := exec.Command("/usr/local/lib/server/bin/server", os.Args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		os.Exit(1)
	}
}

// Version is a tool run, not a launch: reported.
func Version() ([]byte, error) {
	return exec.Command("/usr/local/lib/server/bin/server", "--version").Output() // want: RC102
}

// runTrue runs a fixed command to its end: reported.
func runTrue() {
	cmd := exec.Command("true") // want: RC102
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		os.Exit(1)
	}
}
