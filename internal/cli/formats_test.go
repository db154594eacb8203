package cli

import (
	"encoding/json"
	"encoding/xml"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestScanFormats: every --format value the help lists writes its format to
// stdout for a real scan (one RC101 finding in a repository), and an unknown
// one names them all. The formats' own contents are tested in annotate.
func TestScanFormats(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	write(t, filepath.Join(dir, "svc", "client.py"), "import requests\n\n\ndef fetch(u):\n    return requests.get(u)\n")
	check := map[string]func(string) bool{
		"rdjson": func(s string) bool {
			var v struct {
				Diagnostics []struct{ Code struct{ Value string } }
			}
			return json.Unmarshal([]byte(s), &v) == nil && len(v.Diagnostics) == 1 && v.Diagnostics[0].Code.Value == "RC101"
		},
		"rdjsonl": func(s string) bool {
			var v struct{ Location struct{ Path string } }
			return strings.Count(s, "\n") == 1 && json.Unmarshal([]byte(s), &v) == nil && v.Location.Path == "svc/client.py"
		},
		"gitlab": func(s string) bool {
			var v []struct {
				CheckName string `json:"check_name"`
			}
			return json.Unmarshal([]byte(s), &v) == nil && len(v) == 1 && v[0].CheckName == "RC101"
		},
		"junit": func(s string) bool {
			var v struct {
				XMLName  xml.Name
				Failures int `xml:"failures,attr"`
			}
			return xml.Unmarshal([]byte(s), &v) == nil && v.XMLName.Local == "testsuites" && v.Failures == 1
		},
		"checkstyle": func(s string) bool {
			var v struct {
				XMLName xml.Name
				Files   []struct {
					Name string `xml:"name,attr"`
				} `xml:"file"`
			}
			return xml.Unmarshal([]byte(s), &v) == nil && v.XMLName.Local == "checkstyle" && len(v.Files) == 1 && v.Files[0].Name == "svc/client.py"
		},
	}
	for _, f := range formatNames {
		code, out, errs := run(t, "scan", "--repo", dir, "--format", f, "--fail-on", "none", filepath.Join(dir, "svc"))
		if code != 0 || !strings.Contains(out, "RC101") {
			t.Errorf("--format %s: exit %d, stdout %.300q, stderr %.300q", f, code, out, errs)
			continue
		}
		if c := check[f]; c != nil && !c(out) {
			t.Errorf("--format %s: output does not parse as its format:\n%s", f, out)
		}
	}
	code, _, errs := run(t, "scan", "--repo", dir, "--format", "xml", dir)
	if code != 2 || !strings.Contains(errs, "rdjsonl") || !strings.Contains(errs, "checkstyle") {
		t.Errorf("unknown format: exit %d, stderr %q", code, errs)
	}
}
