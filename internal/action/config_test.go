package action_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/ghclient/ghfake"
	"github.com/resilience-check/resilience-check/internal/action"
	"github.com/resilience-check/resilience-check/internal/config"
)

// excludeAll is the config a pull request adds to hide its own findings.
const excludeAll = "exclude: [\"**\"]\n"

// fixtureAddingConfig is the default fixture whose feature branch also adds
// a config that excludes every file.
func fixtureAddingConfig(t *testing.T) *fixture {
	return newFixture(t, map[string]string{
		"app.py":           appBase + "\n\ndef more(u):\n    return requests.get(u)  # line 14\n",
		"svc/handler.py":   "import time\n\n\nasync def handle(req):\n    time.sleep(1)\n    return req\n",
		"notes.txt":        "requests.get(x)\n",
		config.DefaultPath: excludeAll,
	})
}

// TestConfigFromBase: on a pull request the config is read at the base
// commit, so a pull request that adds `exclude: ["**"]` still fails on its
// high finding, and the comment's headline says it changes the config.
func TestConfigFromBase(t *testing.T) {
	f := fixtureAddingConfig(t)
	h := newHarness(t, f.ws)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 4, false))
	if code := h.run(); code != action.ExitFindings {
		t.Fatalf("exit %d, want %d: the pull request's own config must not hide its findings\n%s", code, action.ExitFindings, h.log.String())
	}
	if got := annotations(h.fake.CheckRuns[0]); !slices.Equal(got, wantAnnotations) {
		t.Errorf("annotations %v, want %v", got, wantAnnotations)
	}
	if len(h.fake.Comments) != 1 || !strings.Contains(h.fake.Comments[0].Body, "This pull request changes .github/resilience-check.yml; it was checked with the base branch's config") {
		t.Errorf("the comment does not say the pull request changes the config: %+v", h.fake.Comments)
	}
	if !strings.Contains(h.log.String(), "no .github/resilience-check.yml at the base commit") {
		t.Error("the log does not say where the config came from")
	}
}

// TestConfigFromHead: config-from: head opts back into the pull request's
// config, and the headline says so.
func TestConfigFromHead(t *testing.T) {
	f := fixtureAddingConfig(t)
	h := newHarness(t, f.ws)
	writeFiles(t, f.ws, map[string]string{config.DefaultPath: excludeAll}) // the merge commit's work tree holds it
	h.env["INPUT_CONFIG-FROM"] = "head"
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 4, false))
	if code := h.run(); code != action.ExitOK {
		t.Fatalf("exit %d, want %d with the head's exclude: [\"**\"]", code, action.ExitOK)
	}
	if len(h.fake.Comments) != 1 || !strings.Contains(h.fake.Comments[0].Body, "config-from: head") {
		t.Errorf("the comment does not say the head's config was used: %+v", h.fake.Comments)
	}
}

// TestConfigFromBaseWithoutGit: without git the base commit's config comes
// from the contents API at the base SHA.
func TestConfigFromBaseWithoutGit(t *testing.T) {
	f := fixtureAddingConfig(t)
	h := newHarness(t, f.ws)
	h.git = t.TempDir() + "/no-git-here"
	writeFiles(t, f.ws, map[string]string{config.DefaultPath: excludeAll})
	h.fake.PRFiles[1] = append(prFiles(f), ghfake.File{Filename: config.DefaultPath, Status: "added", Patch: "@@ -0,0 +1 @@\n+" + strings.TrimSuffix(excludeAll, "\n"), Additions: 1})
	serveHead(t, h, f)
	h.fake.SetContent(f.head, config.DefaultPath, []byte(excludeAll))
	h.fake.SetContent(f.base, config.DefaultPath, []byte("exclude: [\"svc/**\"]\n"))
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 4, false))
	if code := h.run(); code != action.ExitOK {
		t.Fatalf("exit %d, want %d (the high finding is in svc/, excluded by the base config)\n%s", code, action.ExitOK, h.log.String())
	}
	if got, want := annotations(h.fake.CheckRuns[0]), []string{"app.py:14 warning"}; !slices.Equal(got, want) {
		t.Errorf("annotations %v, want %v (the base config's exclude, not the head's)", got, want)
	}
	if n := h.fake.Count("GET", `/contents/\.github/resilience-check\.yml`); n != 1 {
		t.Errorf("%d config reads, want 1", n)
	}
	for _, r := range h.fake.Requests {
		if strings.HasSuffix(r.Path, "/contents/.github/resilience-check.yml") && r.Query.Get("ref") != f.base {
			t.Errorf("config read at %q, want the base %s", r.Query.Get("ref"), f.base)
		}
	}
}

// TestConfigFromBadInput: config-from takes base or head only.
func TestConfigFromBadInput(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.env["INPUT_CONFIG-FROM"] = "merge"
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	if code := h.run(); code != action.ExitError || !strings.Contains(h.log.String(), "config-from") {
		t.Errorf("exit %d, want %d naming the input", code, action.ExitError)
	}
}

// TestSARIFNotWrittenThroughLink: a pull request that adds a symbolic link
// at the default sarif-file path (here pointing at a file outside the
// workspace) does not get the SARIF written through it; the run says so and
// the sarif-file output is empty.
func TestSARIFNotWrittenThroughLink(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	victim := filepath.Join(t.TempDir(), "victim")
	if err := os.WriteFile(victim, []byte("keep\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(victim, filepath.Join(f.ws, "resilience-check.sarif")); err != nil {
		t.Fatal(err)
	}
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	if code := h.run(); code != action.ExitFindings {
		t.Fatalf("exit %d", code)
	}
	if b, _ := os.ReadFile(victim); string(b) != "keep\n" {
		t.Errorf("SARIF written through the link: %.80q", b)
	}
	if out := h.outputs(); out["sarif-file"] != "" {
		t.Errorf("sarif-file output %q, want empty", out["sarif-file"])
	}
	if !strings.Contains(h.summary(), "symbolic link") {
		t.Error("the summary does not say why the SARIF file was not written")
	}
	// A step output file that is a link is not written either.
	h2 := newHarness(t, f.ws)
	os.Remove(filepath.Join(f.ws, "resilience-check.sarif"))
	os.Remove(h2.outFile)
	if err := os.Symlink(victim, h2.outFile); err != nil {
		t.Fatal(err)
	}
	h2.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	h2.run()
	if b, _ := os.ReadFile(victim); string(b) != "keep\n" {
		t.Errorf("outputs written through the link: %.80q", b)
	}
}
