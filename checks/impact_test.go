package checks_test

import (
	"context"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// selector selects every default rule and sets one rule's severity, as a
// configuration's `severity:` mapping does.
type selector struct {
	id  string
	sev checks.Severity
}

func (s selector) Selects(id string, defaultOff bool) bool { return !defaultOff }
func (s selector) SeverityOf(id string) (checks.Severity, bool) {
	return s.sev, id == s.id
}

// TestConfiguredSeverityBeatsImpact: impact moves an RC101 finding in a CLI
// to low (issue 21), but a severity the configuration gives RC101 stands,
// and the message still says where the call runs.
func TestConfiguredSeverityBeatsImpact(t *testing.T) {
	src := []byte("import argparse\nimport requests\n\n\ndef main():\n    argparse.ArgumentParser().parse_args()\n" +
		"    requests.get('https://example.com')\n\n\nif __name__ == '__main__':\n    main()\n")
	scan := func(s selector) checks.Finding {
		t.Helper()
		var rules []*checks.Rule
		for _, r := range checks.Select(s) {
			if r.ID == "RC101" {
				rules = append(rules, r)
			}
		}
		res, err := (&checks.Engine{Rules: rules, Workers: 1}).Scan(context.Background(), []checks.Input{{Path: "tool.py",
			Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}})
		if err != nil || len(res.Findings) != 1 {
			t.Fatalf("findings %+v, err %v: want one RC101", res.Findings, err)
		}
		return res.Findings[0]
	}
	if f := scan(selector{}); f.Severity != checks.SeverityLow || !strings.Contains(f.Message, "(low: in a CLI") {
		t.Errorf("default: %s %q, want low with the CLI reason", f.Severity, f.Message)
	}
	if f := scan(selector{id: "RC101", sev: checks.SeverityHigh}); f.Severity != checks.SeverityHigh || !strings.Contains(f.Message, "(high: in a CLI") {
		t.Errorf("configured high: %s %q, want high, the reason kept", f.Severity, f.Message)
	}
}

// TestMockPackageIsTestSupport: an http.Client without a timeout in a mock
// package (issue 21's blind set: a GraphQL mock over a local RoundTripper,
// judged false at medium) is low "in test support code"; the same client in
// a server package stays medium, and a folder merely ending in "test"
// (latest/) is not test code.
func TestMockPackageIsTestSupport(t *testing.T) {
	src := []byte("package x\n\nimport \"net/http\"\n\nfunc Get(u string) (*http.Response, error) {\n" +
		"\treturn http.Get(u)\n}\n")
	for _, tc := range []struct {
		path, sev, why string
	}{
		{"internal/githubv4mock/mock.go", "low", "in test support code"},
		{"pkg/mocks/client.go", "low", "in test support code"},
		{"pkg/api/client_mock.go", "low", "in test support code"},
		{"tests/helpers/client.go", "low", "in a test"},
		{"pkg/api/client.go", "medium", ""},
		{"pkg/latest/client.go", "medium", ""},
		{"pkg/mockingbird/client.go", "medium", ""},
	} {
		res, err := (&checks.Engine{Workers: 1}).Scan(context.Background(), []checks.Input{{Path: tc.path,
			Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}})
		if err != nil || len(res.Findings) != 1 {
			t.Fatalf("%s: findings %+v, err %v: want one RC101", tc.path, res.Findings, err)
		}
		f := res.Findings[0]
		if f.Severity.String() != tc.sev || (tc.why != "" && !strings.Contains(f.Message, tc.why)) {
			t.Errorf("%s: %s %q, want %s %q", tc.path, f.Severity, f.Message, tc.sev, tc.why)
		}
	}
}

// TestEveryRuleLowInTests: a rule that does not judge impact itself (RC102
// here) is low in a test file, with the reason, as RC101 and RC201 are
// (issue 21's batch 3: an e2e spec's spawn reported medium).
func TestEveryRuleLowInTests(t *testing.T) {
	src := []byte("import { spawnSync } from \"node:child_process\";\n\nexport function run() {\n" +
		"  return spawnSync(\"bash\", [\"setup.sh\"]);\n}\n")
	for path, want := range map[string]string{"src/setup.spec.unit.ts": "low", "src/setup.ts": "medium"} {
		res, err := (&checks.Engine{Workers: 1}).Scan(context.Background(), []checks.Input{{Path: path,
			Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, f := range res.Findings {
			if f.RuleID == "RC102" {
				got = append(got, f.Severity.String())
				if want == "low" && !strings.HasSuffix(f.Message, "(low: in a test)") {
					t.Errorf("%s: message %q lacks the reason", path, f.Message)
				}
			}
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("%s: RC102 severities %v, want [%s]", path, got, want)
		}
	}
}
