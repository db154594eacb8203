package cli

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestGitHubRepo(t *testing.T) {
	for _, tc := range []struct{ remote, server, web, repo string }{
		{"https://github.com/o/r.git", "https://github.com", "https://github.com", "o/r"},
		{"https://github.com/o/r", "", "https://github.com", "o/r"},
		{"https://x-access-token:secret@github.com/o/r.git", "", "https://github.com", "o/r"},
		{"git@github.com:o/r.git", "", "https://github.com", "o/r"},
		{"ssh://git@github.com/o/r.git", "", "https://github.com", "o/r"},
		{"git@ghe.example.com:team/svc.git", "https://ghe.example.com", "https://ghe.example.com", "team/svc"},
		{"https://gitlab.com/o/r.git", "https://github.com", "", ""},
		{"git@gitlab.com:o/r.git", "", "", ""},
		{"/srv/git/r.git", "", "", ""},
		{"file:///srv/git/r.git", "", "", ""},
		{"https://github.com/o/r/extra", "", "", ""},
		{"https://github.com/o", "", "", ""},
	} {
		web, repo, ok := githubRepo(tc.remote, tc.server)
		if ok != (tc.repo != "") || web != tc.web || repo != tc.repo {
			t.Errorf("githubRepo(%q, %q) = %q, %q, %v; want %q, %q", tc.remote, tc.server, web, repo, ok, tc.web, tc.repo)
		}
	}
}

func TestCommentLinkBase(t *testing.T) {
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	write(t, filepath.Join(dir, "svc", "app.py"), "x = 1\n")
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-q", "-m", "one")
	ctx := context.Background()
	env := func(kv map[string]string) func(string) string { return func(k string) string { return kv[k] } }
	sha := regexp.MustCompile(`^[0-9a-f]{40}$`)

	if got := commentLinkBase(ctx, dir, "", false, env(nil)); got != "" {
		t.Errorf("no remote, no GITHUB_REPOSITORY: %q, want relative links", got)
	}
	git(t, dir, "remote", "add", "origin", "git@github.com:o/r.git")
	got := commentLinkBase(ctx, dir, "", false, env(nil))
	base, ok := strings.CutPrefix(got, "https://github.com/o/r/blob/")
	if !ok || !sha.MatchString(strings.TrimSuffix(base, "/")) || !strings.HasSuffix(base, "/") {
		t.Errorf("origin remote: %q, want https://github.com/o/r/blob/<sha>/", got)
	}
	// The environment of an Actions job wins over the remote.
	got = commentLinkBase(ctx, dir, "HEAD", false, env(map[string]string{
		"GITHUB_SERVER_URL": "https://ghe.example.com/", "GITHUB_REPOSITORY": "team/svc"}))
	if !strings.HasPrefix(got, "https://ghe.example.com/team/svc/blob/") {
		t.Errorf("GITHUB_* environment: %q", got)
	}
	// Path mode from a subfolder: reported paths are relative to it.
	if got := commentLinkBase(ctx, filepath.Join(dir, "svc"), "", true, env(nil)); !strings.HasSuffix(got, "/svc/") {
		t.Errorf("path mode in svc/: %q, want the folder after the sha", got)
	}
	if got := commentLinkBase(ctx, dir, "no-such-rev", false, env(nil)); got != "" {
		t.Errorf("unknown revision: %q, want relative links", got)
	}
}

// TestScanMarkdownLinksAtHead: the comment written by `scan --markdown` links
// each finding to its line in the blob at the scanned head commit.
func TestScanMarkdownLinksAtHead(t *testing.T) {
	t.Setenv("GITHUB_REPOSITORY", "")
	t.Setenv("GITHUB_SERVER_URL", "")
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	write(t, filepath.Join(dir, "app.py"), "import requests\n")
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-q", "-m", "base")
	git(t, dir, "checkout", "-q", "-b", "feature")
	write(t, filepath.Join(dir, "app.py"), "import requests\nrequests.get(url)\n")
	git(t, dir, "commit", "-q", "-am", "call")
	git(t, dir, "remote", "add", "origin", "https://github.com/o/r.git")
	code, out, errs := run(t, "scan", "--repo", dir, "--base", "main", "--format", "markdown", "--fail-on", "none")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	link := regexp.MustCompile(`\[app\.py#L2\]\((https://github\.com/o/r/blob/[0-9a-f]{40}/app\.py#L2)\)`)
	if !link.MatchString(out) {
		t.Errorf("comment has no absolute link to app.py#L2 at the head commit:\n%s", out)
	}
}
