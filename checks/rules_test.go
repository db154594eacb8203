package checks_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/checkstest"
)

// TestBlanketSuppressionFixtures runs RC001, the engine's own rule, over
// testdata/RC001.
func TestBlanketSuppressionFixtures(t *testing.T) {
	checkstest.Run(t, checks.RuleByID("RC001"), "testdata/RC001")
}

// TestRulePackagesAreIndependent checks staticcheck's layout: a rule package
// imports package model and no other rule package, so the compiler keeps the
// rules apart and shared knowledge has one home; and no shared package under
// checks/ (syntax, model, facts, summary, resolve) depends on a rule or
// on the engine, so data flows one way.
func TestRulePackagesAreIndependent(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is not on PATH")
	}
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}}:{{join .Deps " "}}`, "./...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	const prefix = "github.com/resilience-check/resilience-check/checks/rc"
	rules := 0
	const checksPkg = "github.com/resilience-check/resilience-check/checks"
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, deps, _ := strings.Cut(line, ":")
		if shared := strings.HasPrefix(pkg, checksPkg+"/") && !strings.HasPrefix(pkg, prefix) &&
			pkg != checksPkg+"/checkstest" && pkg != checksPkg+"/fix"; shared { // those two drive the engine
			// the layers below the rules (syntax, model, facts, summaries)
			// never depend on a rule: a rule supplies what they need
			// through a hook (xfacts) instead
			for _, d := range strings.Fields(deps) {
				if strings.HasPrefix(d, prefix) || d == checksPkg {
					t.Errorf("shared package %s depends on %s: facts and summaries must not import a rule or the engine", pkg, d)
				}
			}
		}
		if !strings.HasPrefix(pkg, prefix) {
			continue
		}
		rules++
		for _, d := range strings.Fields(deps) {
			if strings.HasPrefix(d, prefix) {
				t.Errorf("%s depends on another rule package, %s: shared knowledge belongs in package model", pkg, d)
			}
			if d == "github.com/resilience-check/resilience-check/checks" {
				t.Errorf("%s depends on the engine package checks", pkg)
			}
		}
	}
	if rules < 14 {
		t.Errorf("found %d rule packages under checks/rc*, want at least 14", rules)
	}
}

// TestEveryRuleIsListed checks that the catalogue lists every rule package's
// Rule once, with a unique ID.
func TestEveryRuleIsListed(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range checks.Rules() {
		if seen[r.ID] {
			t.Errorf("duplicate rule ID %s", r.ID)
		}
		seen[r.ID] = true
		if r.Check == nil {
			t.Errorf("%s has no Check", r.ID)
		}
	}
	if len(seen) != 17 {
		t.Errorf("catalogue has %d rules, want 17", len(seen))
	}
}

// TestUnusedSuppressionFixtures runs RC002 with RC101 over testdata/RC002:
// `noqa` bare and with codes as Ruff reads them, in Python, TypeScript and Go
// comments; codes of ours that are no rule and suppressions that silence
// nothing are reported, as Ruff's RUF100; other tools' codes are not.
func TestUnusedSuppressionFixtures(t *testing.T) {
	checkstest.RunRules(t, []*checks.Rule{checks.RuleByID("RC002"), checks.RuleByID("RC101")}, "testdata/RC002")
}
