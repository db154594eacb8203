package diff

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestRemoteURLAndWorkTreePrefix(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{{"init", "-q"}, {"remote", "add", "origin", "git@github.com:o/r.git"}} {
		if out, err := exec.Command("git", append([]string{"-C", dir}, args...)...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	sub := filepath.Join(dir, "services", "api")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if got, err := RemoteURL(ctx, sub, "origin"); err != nil || got != "git@github.com:o/r.git" {
		t.Errorf("RemoteURL = %q, %v; want git@github.com:o/r.git", got, err)
	}
	if _, err := RemoteURL(ctx, dir, "upstream"); err == nil || !strings.Contains(err.Error(), "git remote get-url upstream") {
		t.Errorf("RemoteURL of a missing remote: err = %v, want one naming the command", err)
	}
	if _, err := RemoteURL(ctx, dir, "--help"); err == nil {
		t.Error("RemoteURL accepted a remote name that git would read as an option")
	}
	for d, want := range map[string]string{dir: "", sub: "services/api/"} {
		if got, err := WorkTreePrefix(ctx, d); err != nil || got != want {
			t.Errorf("WorkTreePrefix(%s) = %q, %v; want %q", d, got, err, want)
		}
	}
	if _, err := WorkTreePrefix(ctx, t.TempDir()); err == nil {
		t.Error("WorkTreePrefix outside a repository: no error")
	}
}
