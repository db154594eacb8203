package repodocs

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

func gitIn(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.email=t@example.com", "-c", "user.name=t",
		"-c", "init.defaultBranch=main", "-c", "advice.detachedHead=false"}, args...)...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return strings.TrimSpace(string(out))
}

// TestReleaseTagsPointAtImage runs ci/release-tags.sh as the release
// workflow does, in a clone of a repository holding this action.yml, and
// checks the pushed tags: every tag of a release (v1.2.3, v1.2, v1) names a
// commit whose action.yml pulls the image built for v1.2.3; a later release
// moves v1 and v1.2 but not v1.2.3; a pre-release moves only its own tag.
func TestReleaseTagsPointAtImage(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not on PATH")
	}
	tmp := t.TempDir()
	origin, work := filepath.Join(tmp, "origin.git"), filepath.Join(tmp, "work")
	gitIn(t, tmp, "init", "-q", "--bare", origin)
	gitIn(t, tmp, "init", "-q", work)
	for _, rel := range []string{"action.yml", "ci/release-tags.sh"} {
		b, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(work, filepath.Dir(rel)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(work, rel), b, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	gitIn(t, work, "add", ".")
	gitIn(t, work, "commit", "-q", "-m", "one")
	gitIn(t, work, "remote", "add", "origin", origin)
	gitIn(t, work, "push", "-q", "origin", "main")

	// release tags vX.Y.Z from main's tip the way the workflow gets it: a
	// detached checkout of the pushed tag, then the script.
	release := func(tag string) {
		t.Helper()
		gitIn(t, work, "checkout", "-q", "main")
		gitIn(t, work, "commit", "-q", "--allow-empty", "-m", "work for "+tag)
		gitIn(t, work, "tag", tag)
		gitIn(t, work, "push", "-q", "origin", "main", "refs/tags/"+tag)
		gitIn(t, work, "checkout", "-q", tag)
		cmd := exec.Command("bash", "ci/release-tags.sh")
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "TAG="+tag, "IMAGE=ghcr.io/o/r")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("release-tags.sh %s: %v\n%s", tag, err, out)
		}
	}
	// imageOf returns the image line of action.yml at tag in origin and the
	// subject of the commit's parent.
	imageOf := func(tag string) (string, string) {
		t.Helper()
		yml := gitIn(t, origin, "show", "refs/tags/"+tag+":action.yml")
		for _, l := range strings.Split(yml, "\n") {
			if strings.HasPrefix(l, "  image: ") {
				return strings.TrimPrefix(l, "  image: "), gitIn(t, origin, "log", "-1", "--format=%s", "refs/tags/"+tag+"^")
			}
		}
		t.Fatalf("action.yml at %s has no image line", tag)
		return "", ""
	}
	check := func(tag, wantImage, wantParent string) {
		t.Helper()
		img, parent := imageOf(tag)
		if img != wantImage || parent != wantParent {
			t.Errorf("tag %s: image %q on top of %q; want %q on top of %q", tag, img, parent, wantImage, wantParent)
		}
	}

	release("v1.2.3")
	for _, tag := range []string{"v1.2.3", "v1.2", "v1"} {
		check(tag, "docker://ghcr.io/o/r:v1.2.3", "work for v1.2.3")
	}
	release("v1.2.4")
	check("v1.2.3", "docker://ghcr.io/o/r:v1.2.3", "work for v1.2.3")
	for _, tag := range []string{"v1.2.4", "v1.2", "v1"} {
		check(tag, "docker://ghcr.io/o/r:v1.2.4", "work for v1.2.4")
	}
	release("v1.3.0-rc.1")
	check("v1.3.0-rc.1", "docker://ghcr.io/o/r:v1.3.0-rc.1", "work for v1.3.0-rc.1")
	check("v1", "docker://ghcr.io/o/r:v1.2.4", "work for v1.2.4")
	if out := gitIn(t, origin, "tag", "--list", "v1.3"); out != "" {
		t.Errorf("a pre-release created tag v1.3")
	}
	// main itself keeps building the Dockerfile.
	if yml := gitIn(t, origin, "show", "main:action.yml"); !strings.Contains(yml, "\n  image: Dockerfile\n") {
		t.Error("main's action.yml no longer builds the Dockerfile")
	}
}

// TestReleaseWorkflowWiring: the release workflow builds both binaries with
// ci/build-release.sh (arm64 with the cross gcc that cgo needs), checksums
// them, and points the tags with ci/release-tags.sh after the image is pushed.
func TestReleaseWorkflowWiring(t *testing.T) {
	var wf struct {
		Jobs map[string]struct {
			Needs    []string `yaml:"needs"`
			Strategy struct {
				Matrix struct {
					Arch []string `yaml:"arch"`
				} `yaml:"matrix"`
			} `yaml:"strategy"`
			Steps []struct {
				Run  string            `yaml:"run"`
				Uses string            `yaml:"uses"`
				With map[string]string `yaml:"with"`
			} `yaml:"steps"`
		} `yaml:"jobs"`
	}
	if err := yaml.Unmarshal([]byte(read(t, ".github/workflows/release.yml")), &wf); err != nil {
		t.Fatal(err)
	}
	runs := func(job string) string {
		var b strings.Builder
		for _, s := range wf.Jobs[job].Steps {
			b.WriteString(s.Run + "\n")
		}
		return b.String()
	}
	if got := strings.Join(wf.Jobs["binaries"].Strategy.Matrix.Arch, ","); got != "amd64,arm64" {
		t.Errorf("binaries matrix arch = %q, want amd64,arm64", got)
	}
	for _, want := range []string{"gcc-aarch64-linux-gnu", "ci/build-release.sh"} {
		if !strings.Contains(runs("binaries"), want) {
			t.Errorf("binaries job does not run %q", want)
		}
	}
	for _, want := range []string{"sha256sum", "ci/release-tags.sh", "gh release create"} {
		if !strings.Contains(runs("release"), want) {
			t.Errorf("release job does not run %q", want)
		}
	}
	if !strings.Contains(read(t, "ci/build-release.sh"), `bot="$out/resilience-bot-linux-$arch"`) {
		t.Error("ci/build-release.sh does not build resilience-bot-linux-ARCH")
	}
	for _, want := range []string{"resilience-bot-linux-*", "resilience-check-linux-*"} {
		if strings.Count(runs("release"), want) != 2 {
			t.Errorf("release job does not checksum and publish %s", want)
		}
	}
	bot := false
	for _, s := range wf.Jobs["image"].Steps {
		bot = bot || (strings.HasPrefix(s.Uses, "docker/build-push-action@") && s.With["target"] == "bot" && s.With["push"] == "true")
	}
	if !bot {
		t.Error("image job does not build and push the Dockerfile's bot target")
	}
	if got := strings.Join(wf.Jobs["release"].Needs, ","); got != "binaries,image" {
		t.Errorf("release job needs %q, want binaries,image (tags move only after the image is pushed)", got)
	}
}

// pinRef finds the refs users copy: the Action in a workflow step and the
// pre-commit hook's rev.
var pinRef = regexp.MustCompile(`(?m)(?:uses: resilience-check/resilience-check@|^\s*rev: )(\S+)`)

// TestPinsNameExistingRefs: every ref the README and the example workflow
// tell users to copy exists: a tag of this repository, or, while no release
// is tagged, a full commit SHA in its history (checked when the clone is not
// shallow); and while no v* tag exists the README says so.
func TestPinsNameExistingRefs(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	tags := map[string]bool{}
	out, err := exec.Command("git", "-C", root, "tag", "--list", "v*").Output()
	if err != nil {
		t.Skipf("git tag: %v (not a git checkout)", err)
	}
	for _, tg := range strings.Fields(string(out)) {
		tags[tg] = true
	}
	shallow, _ := exec.Command("git", "-C", root, "rev-parse", "--is-shallow-repository").Output()
	n := 0
	for _, rel := range []string{"README.md", "examples/workflows/resilience-check.yml"} {
		for _, m := range pinRef.FindAllStringSubmatch(read(t, rel), -1) {
			ref := m[1]
			n++
			switch {
			case tags[ref]:
			case shaRef.MatchString(ref):
				if strings.TrimSpace(string(shallow)) != "true" {
					if err := exec.Command("git", "-C", root, "cat-file", "-e", ref+"^{commit}").Run(); err != nil {
						t.Errorf("%s pins %s, which is no commit of this repository", rel, ref)
					}
				}
			default:
				t.Errorf("%s pins %q, which is neither a tag of this repository nor a commit SHA: no release is tagged yet", rel, ref)
			}
		}
	}
	if n < 3 {
		t.Errorf("found %d pinned refs, want the example's uses, the README's copy of it and the pre-commit rev", n)
	}
	if len(tags) == 0 && !strings.Contains(read(t, "README.md"), "No release is tagged yet.") {
		t.Error("no v* tag exists, and the README does not say so")
	}
}
