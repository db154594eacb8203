package deploy

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// digestRE is an image reference pinned by digest: name[:tag]@sha256:<64 hex>.
var digestRE = regexp.MustCompile(`^[a-z0-9./_-]+(:[A-Za-z0-9._-]+)?@sha256:[0-9a-f]{64}$`)

// TestImagesPinnedByDigest: every base image the Dockerfile builds FROM
// (scratch and its own earlier stages aside) and every image the compose
// file pulls (those it builds aside) is pinned by digest, so that a moved
// tag cannot change what is built or run.
func TestImagesPinnedByDigest(t *testing.T) {
	stages := map[string]bool{"scratch": true}
	froms := 0
	for i, line := range strings.Split(string(readFile(t, "../Dockerfile")), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || !strings.EqualFold(f[0], "FROM") {
			continue
		}
		img := f[1]
		for _, a := range f[1:] {
			if !strings.HasPrefix(a, "--") {
				img = a
				break
			}
		}
		froms++
		if !stages[img] && !digestRE.MatchString(img) {
			t.Errorf("Dockerfile:%d: FROM %s is not pinned by digest (name:tag@sha256:...)", i+1, img)
		}
		if len(f) >= 4 && strings.EqualFold(f[len(f)-2], "AS") {
			stages[f[len(f)-1]] = true
		}
	}
	if froms < 4 {
		t.Errorf("found %d FROM lines in the Dockerfile, want at least 4", froms)
	}

	var compose struct {
		Services map[string]struct {
			Image string `yaml:"image"`
			Build any    `yaml:"build"`
		} `yaml:"services"`
	}
	if err := yaml.Unmarshal(readFile(t, "compose.yml"), &compose); err != nil {
		t.Fatal(err)
	}
	for name, s := range compose.Services {
		if s.Build == nil && !digestRE.MatchString(s.Image) {
			t.Errorf("compose service %s: image %q is pulled but not pinned by digest", name, s.Image)
		}
	}
}

// TestSafeDirectoryOnlyTheWorkspace: the Action's image trusts only the
// workspace the runner mounts, not every repository ('*').
func TestSafeDirectoryOnlyTheWorkspace(t *testing.T) {
	df := string(readFile(t, "../Dockerfile"))
	if strings.Contains(df, "safe.directory '*'") || strings.Contains(df, `safe.directory "*"`) || strings.Contains(df, "safe.directory *") {
		t.Error("the Dockerfile makes every folder a git safe.directory")
	}
	if !strings.Contains(df, "safe.directory /github/workspace") {
		t.Error("the Dockerfile does not make /github/workspace a safe.directory")
	}
}

// TestSecretsIgnored: git and the Docker build context leave out the App's
// key and webhook secret wherever create-app is told to write them
// (deploy/secrets, as compose.yml says) and any PEM key.
func TestSecretsIgnored(t *testing.T) {
	di := string(readFile(t, "../.dockerignore"))
	for _, want := range []string{"**/secrets", "**/*.pem"} {
		if !strings.Contains("\n"+di+"\n", "\n"+want+"\n") {
			t.Errorf(".dockerignore lacks %s", want)
		}
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	for _, p := range []string{"deploy/secrets/webhook-secret", "deploy/secrets/app-private-key.pem", "secrets/db-password", "app.pem", "x/y/key.pem"} {
		cmd := exec.Command("git", "check-ignore", "-q", "--no-index", p)
		cmd.Dir = filepath.Join("..")
		if err := cmd.Run(); err != nil {
			t.Errorf(".gitignore does not ignore %s (%v)", p, err)
		}
	}
}
