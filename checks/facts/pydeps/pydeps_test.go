package pydeps

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
)

// TestBelowIn judges one folder's manifests for "fastmcp below 3".
func TestBelowIn(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string
		below bool
		found bool
	}{
		{"floor only", map[string]string{"requirements.txt": "fastmcp>=2.8\n"}, false, true},
		{"exact pin", map[string]string{"requirements.txt": "fastmcp==2.8.0  # pinned\n"}, true, true},
		{"exact pin 3", map[string]string{"requirements.txt": "fastmcp==3.0.2\n"}, false, true},
		{"upper bound", map[string]string{"pyproject.toml": "dependencies = [\n  \"fastmcp>=2.3,<3.0.0\",\n]\n"}, true, true},
		{"upper bound 3.1", map[string]string{"pyproject.toml": "dependencies = [\"fastmcp<3.1\"]\n"}, false, true},
		{"compatible release", map[string]string{"requirements.txt": "FastMCP[auth] ~= 2.10\n"}, true, true},
		{"wildcard", map[string]string{"requirements.txt": "fastmcp==2.*\n"}, true, true},
		{"poetry caret", map[string]string{"pyproject.toml": "[tool.poetry.dependencies]\npython = \"^3.11\"\nfastmcp = \"^2.8\"\n"}, true, true},
		{"poetry table", map[string]string{"pyproject.toml": "[tool.poetry.dependencies]\nfastmcp = { version = \"^3.0\", extras = [\"x\"] }\n"}, false, true},
		{"setup.py", map[string]string{"setup.py": "setup(install_requires=['fastmcp>=2,<3', 'httpx'])\n"}, true, true},
		{"lock beats floor", map[string]string{"pyproject.toml": "dependencies = [\"fastmcp>=2.3\"]\n",
			"uv.lock": "[[package]]\nname = \"fastmcp\"\nversion = \"2.12.4\"\nsource = { registry = \"https://pypi.org/simple\" }\n"}, true, true},
		{"lock 3", map[string]string{"poetry.lock": "[[package]]\nname = \"fastmcp\"\nversion = \"3.1.0\"\n"}, false, true},
		{"other package only", map[string]string{"requirements.txt": "fastmcp-extras==0.1\nmcp==1.9.0\n"}, false, false},
		{"name only", map[string]string{"requirements.txt": "fastmcp\n"}, false, true},
		{"none", map[string]string{}, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := thirdparty.Files(c.files)
			below, found := belowIn(w, ".", normalize("fastmcp"), 3)
			if below != c.below || found != c.found {
				t.Errorf("belowIn = %v, %v; want %v, %v", below, found, c.below, c.found)
			}
		})
	}
}

// TestNormalize: PEP 503 names.
func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{"FastMCP": "fastmcp", "mcp_server.x": "mcp-server-x", "a--b": "a-b"} {
		if got := normalize(in); got != want {
			t.Errorf("normalize(%q) = %q, want %q", in, got, want)
		}
	}
}
