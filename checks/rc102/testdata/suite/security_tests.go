// Class of real code: a Go test suite whose file name is not Go's _test.go
// convention (cmd/security/security_tests.go): it imports "testing" and
// declares func TestX(t *testing.T), which only `go test` runs, in CI.
// Nothing a tool serves waits on it: low, as in a _test.go file.
package suite

import (
	"os/exec"
	"testing"
)

func TestDependencyVersions(t *testing.T) {
	cmd := exec.Command("go", "list", "-u", "-m", "all") // want: RC102 low
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go list: %v: %s", err, out)
	}
}
