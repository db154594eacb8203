package ghclient_test

import (
	"context"
	"crypto/rand"
	"fmt"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/diff"
	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/ghclient/ghfake"
)

const headSHA = "0123456789abcdef0123456789abcdef01234567"

// The SARIF log goes gzipped and base64-encoded with the commit and ref; a
// repository without code scanning answers 403, which IsForbidden tells; a
// log too large once compressed is refused before any request.
func TestUploadSARIF(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	c := newClient(t, f.APIURL(), nil)
	log := []byte(`{"version":"2.1.0","runs":[]}`)
	id, err := c.UploadSARIF(context.Background(), repo, headSHA, "refs/pull/3/head", log)
	if err != nil || id == "" {
		t.Fatalf("upload: %q, %v", id, err)
	}
	if len(f.SARIFUploads) != 1 || string(f.SARIFUploads[0].SARIF) != string(log) || f.SARIFUploads[0].Ref != "refs/pull/3/head" ||
		f.SARIFUploads[0].CommitSHA != headSHA {
		t.Errorf("uploads %+v", f.SARIFUploads)
	}
	f.CodeScanningOff = true
	if _, err := c.UploadSARIF(context.Background(), repo, headSHA, "refs/pull/3/head", log); !ghclient.IsForbidden(err) {
		t.Errorf("code scanning off: %v, want a 403 IsForbidden tells", err)
	}
	big := make([]byte, ghclient.MaxSARIFGzipBytes+1<<20)
	rand.Read(big) // incompressible
	n := len(f.Requests)
	if _, err := c.UploadSARIF(context.Background(), repo, headSHA, "refs/heads/main", big); err == nil || !strings.Contains(err.Error(), "over code scanning's") {
		t.Errorf("oversized log: %v", err)
	}
	if len(f.Requests) != n {
		t.Error("an oversized log was sent")
	}
}

// PullRequestChanges says when GitHub's 3,000-file cap cut the list, and
// marks files without a patch to be scanned whole.
func TestPullRequestChanges(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	c := newClient(t, f.APIURL(), nil)
	files := []ghfake.File{{Filename: "bin.dat", Status: "added"}, {Filename: "old.py", Status: "removed"},
		{Filename: "b.py", Status: "renamed", PreviousFilename: "a.py", Patch: "@@ -1 +1 @@\n-x\n+y"}}
	for i := len(files); i < 3100; i++ {
		files = append(files, ghfake.File{Filename: fmt.Sprintf("f%04d.py", i), Status: "modified", Patch: "@@ -1 +1,2 @@\n x\n+y"})
	}
	f.PRFiles[5] = files
	changes, notes, err := c.PullRequestChanges(context.Background(), repo, 5, 3100)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != ghclient.MaxPullRequestFiles {
		t.Errorf("%d changes, want %d", len(changes), ghclient.MaxPullRequestFiles)
	}
	if got := strings.Join(notes, "\n"); !strings.Contains(got, "changes 3100 files but GitHub's files API lists only the first 3000: the other 100 were not scanned") ||
		!strings.Contains(got, "1 file(s) came without a patch") {
		t.Errorf("notes: %q", got)
	}
	if changes[0].Status != diff.Created || !changes[0].WholeFile || changes[1].Status != diff.Deleted ||
		changes[2].Status != diff.Renamed || changes[2].OldPath != "a.py" || changes[2].WholeFile {
		t.Errorf("first changes: %+v", changes[:3])
	}
}
