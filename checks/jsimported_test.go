package checks

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestServedCLIFolderIsNoScript scans the projects of testdata/cliwrap whole
// (the import graph needs every file): a src/cli/ wrapper that an MCP
// server's tool imports (through the folder's index) is server code, so its
// exec without timeout (RC102) and readFileSync in an async function (RC201)
// are reported (batch 8: codacy-mcp-server, railway-mcp-server); the same
// module imported only by a commander program and a test, and a cli/ module
// nobody imports, stay scripts. Expectations are the fixtures' `// want:`.
func TestServedCLIFolderIsNoScript(t *testing.T) {
	wantRE := regexp.MustCompile(`//\s*want:\s*((?:RC\d{3}[\s,]*)+)`)
	for _, project := range []string{"served", "program"} {
		t.Run(project, func(t *testing.T) {
			dir := filepath.Join("testdata", "cliwrap", project)
			var inputs []Input
			want := map[string]bool{}
			err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return err
				}
				src, err := os.ReadFile(p)
				if err != nil {
					return err
				}
				rel, _ := filepath.Rel(dir, p)
				rel = filepath.ToSlash(rel)
				inputs = append(inputs, memInput(rel, src))
				for i, line := range strings.Split(string(src), "\n") {
					if m := wantRE.FindStringSubmatch(line); m != nil {
						for _, id := range strings.Fields(strings.ReplaceAll(m[1], ",", " ")) {
							want[fmt.Sprintf("%s:%d:%s", rel, i+1, id)] = true
						}
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			res, err := (&Engine{Workers: 1}).Scan(context.Background(), inputs)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]bool{}
			for _, f := range res.Findings {
				// the wrapper's own files: the engine also reports the tool's call
				// of deploy() (a caller in another file), which the scan drops
				// when the helper's finding is in the same run
				if (f.RuleID == "RC102" || f.RuleID == "RC201") && strings.Contains(f.Path, "cli/") {
					got[fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, f.RuleID)] = true
				}
			}
			for k := range want {
				if !got[k] {
					t.Errorf("missing %s", k)
				}
			}
			for k := range got {
				if !want[k] {
					t.Errorf("unexpected %s", k)
				}
			}
		})
	}
}
