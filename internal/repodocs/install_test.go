package repodocs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestREADMEInstall: the README's first lines stay the two set-up commands,
// and its install section names what the repository really provides: the
// module's cmd/resilience-check for go install and the clone build, the
// binary names ci/build-release.sh writes, and the image the release
// workflow pushes and action.yml points at.
func TestREADMEInstall(t *testing.T) {
	readme := read(t, "README.md")
	lines := strings.SplitN(readme, "\n", 5)
	if lines[0] != "# resilience-check" || !strings.HasPrefix(lines[2], "    bash examples/mcp-server/make-demo-repo.sh") || lines[3] != "    go test ./..." {
		t.Errorf("README's first lines changed:\n%s", strings.Join(lines[:4], "\n"))
	}
	m := regexp.MustCompile(`(?m)^module (\S+)$`).FindStringSubmatch(read(t, "go.mod"))
	if m == nil {
		t.Fatal("go.mod has no module line")
	}
	module := m[1]
	if _, err := os.Stat(filepath.Join(root, "cmd/resilience-check/main.go")); err != nil {
		t.Fatal(err)
	}
	owner, repo, _ := strings.Cut(strings.TrimPrefix(module, "github.com/"), "/")
	image := "ghcr.io/" + strings.ToLower(owner+"/"+repo)
	for _, want := range []string{
		"## Install\n",
		"    go install " + module + "/cmd/resilience-check@latest\n",
		"    git clone https://github.com/" + owner + "/" + repo + ".git",
		"    go build -o resilience-check ./cmd/resilience-check\n",
		"/releases/latest/download/resilience-check-linux-amd64\n",
		"/releases/latest/download/SHA256SUMS\n",
		"docker run --rm -v \"$PWD:/src\" -w /src " + image + ":v1 scan",
	} {
		if !strings.Contains(readme, want) {
			t.Errorf("README lacks %q", want)
		}
	}
	if !strings.Contains(read(t, "ci/build-release.sh"), `bin="$out/resilience-check-linux-$arch"`) {
		t.Error("ci/build-release.sh no longer writes resilience-check-linux-ARCH, the name the README downloads")
	}
	if !strings.Contains(read(t, "action.yml"), "docker://"+image+":") {
		t.Errorf("action.yml does not name the image %s", image)
	}
	if !strings.Contains(read(t, ".github/workflows/release.yml"), `image="ghcr.io/${REPO,,}"`) {
		t.Error("release.yml no longer pushes ghcr.io/<repository, lowercase>, the image the README runs")
	}
}
