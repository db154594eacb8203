package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestBuildWithoutCgoSaysWhy: `CGO_ENABLED=0 go build` stops with a message
// that says cgo and a C compiler are needed, not with tree-sitter's
// "undefined: Node" deep in a dependency.
func TestBuildWithoutCgoSaysWhy(t *testing.T) {
	gobin := filepath.Join(os.Getenv("GOROOT"), "bin", "go")
	if _, err := os.Stat(gobin); err != nil {
		if gobin, err = exec.LookPath("go"); err != nil {
			t.Skip("no go command")
		}
	}
	cmd := exec.Command(gobin, "build", "-o", os.DevNull, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatal("the build without cgo succeeded")
	}
	first, _, _ := strings.Cut(string(out), "\n")
	if !strings.Contains(first, "needs-cgo-and-a-C-compiler") || !strings.Contains(first, "CGO_ENABLED-1") {
		t.Errorf("first line of the build's output: %q; want the cgo message\n%s", first, out)
	}
}
