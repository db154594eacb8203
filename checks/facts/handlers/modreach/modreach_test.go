package modreach

import (
	"errors"
	"path"
	"slices"
	"strings"
	"testing"
)

func TestModules(t *testing.T) {
	src := "package main\n\nimport (\n\t\"fmt\" // a ) in a comment\n\t/* ) */ srv \"example.com/m/server\"\n\t`example.com/m/raw`\n)\n" +
		"import \"example.com/m/one\"\nimport // a comment\n(\n\t\"example.com/m/two\"\n)\nimport\n\tthree \"example.com/m/three\"\n" +
		"\nfunc main() { fmt.Println(\"not/an/import\") }\n"
	got, ok := Modules([]byte(src))
	if !ok {
		t.Fatalf("Modules did not read a valid file: %q", got)
	}
	for _, want := range []string{".", "fmt", "example.com/m/server", "example.com/m/raw", "example.com/m/one", "example.com/m/two", "example.com/m/three"} {
		if !slices.Contains(got, want) {
			t.Errorf("Modules missing %q: %q", want, got)
		}
	}
	if slices.Contains(got, "not/an/import") {
		t.Errorf("Modules took a string outside the imports: %q", got)
	}
}

// TestModulesUnparsable: a file whose imports do not parse imports
// something unknown (ok false), and Graph.Imports then says it may import
// anything, so Leads answers true through it (never a false pass).
func TestModulesUnparsable(t *testing.T) {
	for _, src := range []string{"", "not go at all", "package main\nimport (\n\t\"fmt\"\n", "package main\nimport fmt\n"} {
		if got, ok := Modules([]byte(src)); ok {
			t.Errorf("Modules(%q) = %q, ok; want not ok", src, got)
		}
	}
	// what follows the imports may be broken: the imports still read
	if got, ok := Modules([]byte("package main\nimport \"example.com/m/x\"\nfunc {{{")); !ok || !slices.Contains(got, "example.com/m/x") {
		t.Errorf("Modules of a file broken after its imports = %q, %v", got, ok)
	}
	g := &Graph{
		Read:    func(string) ([]byte, error) { return []byte("package main\nimport (\n"), nil },
		Resolve: func(string, string) []string { return nil },
	}
	if _, ok := g.Imports("a.go"); ok {
		t.Error("Imports of an unparsable file is known")
	}
	if !g.Leads("a.go", func(p string) bool { return p == "b.go" }, 0) {
		t.Error("an unparsable file does not lead anywhere")
	}
}

// repo is a tiny Go repository: a server registering the tools of package
// tools, that package, and an unrelated server with a package of its own.
var repo = map[string]string{
	"cmd/server/main.go": "package main\n\nimport \"example.com/m/tools\"\n\nfunc main() { s.AddTool(t, tools.Search) }\n",
	"tools/search.go":    "package tools\n\nfunc Search() {}\n",
	"other/main.go":      "package main\n\nimport \"example.com/m/ping\"\n\nfunc main() { s.AddTool(t, ping.Ping) }\n",
	"ping/ping.go":       "package ping\n\n// " + strings.Repeat("a long comment ", 10) + "\nfunc Ping() {}\n",
	"broken/main.go":     "package main\n\nimport \"example.com/m/gone\"\n",
}

func graph(missing string) *Graph {
	return &Graph{
		Read: func(p string) ([]byte, error) {
			if s, ok := repo[p]; ok && p != missing {
				return []byte(s), nil
			}
			return nil, errors.New("not found")
		},
		Resolve: func(from, m string) []string { // the module's packages: the folder after example.com/m/
			dir, ok := strings.CutPrefix(m, "example.com/m/")
			if m == "." {
				dir, ok = path.Dir(from), true
			}
			var out []string
			for p := range repo {
				if ok && path.Dir(p) == dir && p != from {
					out = append(out, p)
				}
			}
			slices.Sort(out)
			return out
		},
	}
}

func TestLeads(t *testing.T) {
	g := graph("")
	search := func(p string) bool { return p == "tools/search.go" }
	if !g.Leads("cmd/server/main.go", search, 0) {
		t.Error("the server that imports package tools does not lead to its file")
	}
	if g.Leads("other/main.go", search, 0) {
		t.Error("an unrelated server leads to the tool")
	}
	if g.Leads("broken/main.go", search, 0) {
		t.Error("an import that resolves to no file leads somewhere")
	}
	// a file on the way that cannot be read may import anything
	if !graph("ping/ping.go").Leads("other/main.go", search, 0) {
		t.Error("an unreadable file does not count as leading anywhere")
	}
	// past its budget a question answers true (the parse it would save is smaller)
	if !graph("").Leads("other/main.go", search, 1) {
		t.Error("a question past its budget does not answer true")
	}
	if graph("").Leads("other/main.go", search, 8) {
		t.Error("a question within its budget does not answer false")
	}
}
