package cli

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestScanDiffModeUnmodelled: in diff mode only the changed files' imports
// count: a package without a library model in an unchanged file is not
// named, one in the changed file is, and the exit code is the findings'.
func TestScanDiffModeUnmodelled(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	write(t, filepath.Join(dir, "old.py"), "import nats\n\n\ndef a():\n    return nats.connect()\n")
	write(t, filepath.Join(dir, "new.py"), "import os\n")
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-qm", "base")
	git(t, dir, "checkout", "-qb", "feature")
	write(t, filepath.Join(dir, "new.py"), "import os\nimport slack_bolt\n\n\ndef b():\n    return slack_bolt.App(token=os.environ['T'])\n")
	git(t, dir, "commit", "-qam", "feature")
	code, out, errs := run(t, "scan", "--repo", dir, "--base", "main", "--head", "HEAD", "--format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d, want %d (an unmodelled package fails nothing)\n%s", code, ExitOK, errs)
	}
	var doc struct {
		Unmodelled []struct {
			Package string   `json:"package"`
			Files   []string `json:"files"`
			Calls   int      `json:"calls"`
		} `json:"unmodelled"`
		Checklist []struct {
			ID, State  string
			Unmodelled []string `json:"unmodelled"`
		} `json:"checklist"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Unmodelled) != 1 || doc.Unmodelled[0].Package != "slack_bolt" || doc.Unmodelled[0].Calls != 1 || doc.Unmodelled[0].Files[0] != "new.py" {
		t.Errorf("unmodelled = %+v, want slack_bolt in new.py with 1 call", doc.Unmodelled)
	}
	for _, c := range doc.Checklist {
		if c.ID == "timeouts" && (c.State != "pass-on-modelled-calls" || len(c.Unmodelled) != 1) {
			t.Errorf("timeouts item: %s %v, want pass-on-modelled-calls [slack_bolt]", c.State, c.Unmodelled)
		}
	}
}
