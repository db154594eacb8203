package finding

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLeafDeps checks that the output contract and the packages that only
// name findings (the diff filter, the sinks, the GitHub client, the
// configuration) link no rule, no engine and not the tree-sitter parser:
// `go list -deps` of each must hold no package under checks/ and no
// go-tree-sitter.
func TestLeafDeps(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go tool on PATH to list dependencies")
	}
	pkgs := []string{"./finding", "./diff", "./annotate", "./ghclient", "./internal/config"}
	cmd := exec.Command("go", append([]string{"list", "-deps", "-f", "{{.ImportPath}} {{join .Imports \" \"}}"}, pkgs...)...)
	cmd.Dir = ".."
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	const mod = "github.com/resilience-check/resilience-check/"
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, _, _ := strings.Cut(line, " ")
		if pkg == mod+"checks" || strings.HasPrefix(pkg, mod+"checks/") || strings.Contains(pkg, "go-tree-sitter") {
			t.Errorf("%s is a dependency of %s (imported by %s); it must not be",
				pkg, strings.Join(pkgs, " "), whoImports(string(out), pkg))
		}
	}
}

// whoImports returns the packages in a `go list -deps -f '{{.ImportPath}}
// {{join .Imports " "}}'` listing that import pkg.
func whoImports(listing, pkg string) string {
	var by []string
	for _, line := range strings.Split(listing, "\n") {
		from, imports, _ := strings.Cut(line, " ")
		for _, imp := range strings.Fields(imports) {
			if imp == pkg {
				by = append(by, from)
			}
		}
	}
	return strings.Join(by, ", ")
}
