package action_test

import (
	"encoding/json"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sethvargo/go-githubactions"
	"gopkg.in/yaml.v3"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/internal/action"
)

// actionMeta is the part of action.yml this test reads.
type actionMeta struct {
	Inputs map[string]struct {
		Description string `yaml:"description"`
		Default     string `yaml:"default"`
	} `yaml:"inputs"`
	Outputs map[string]struct {
		Description string `yaml:"description"`
	} `yaml:"outputs"`
}

func readRepoFile(t *testing.T, rel string) string {
	t.Helper()
	b, err := os.ReadFile("../../" + rel)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestInputsAndOutputsDocumented compares action.yml and the README with
// what the code does: the inputs ReadInputs reads (with action.yml's
// defaults, which must parse), the outputs a pull request run writes, the
// checklist output's shape (the same objects as `scan --format json`'s
// "checklist") and its states (every checks.State* constant).
func TestInputsAndOutputsDocumented(t *testing.T) {
	var meta actionMeta
	if err := yaml.Unmarshal([]byte(readRepoFile(t, "action.yml")), &meta); err != nil {
		t.Fatal(err)
	}
	readme := readRepoFile(t, "README.md")

	// Inputs: the names the code asks the runner for.
	var asked []string
	gha := githubactions.New(githubactions.WithGetenv(func(k string) string {
		name, ok := strings.CutPrefix(k, "INPUT_")
		if !ok {
			return ""
		}
		name = strings.ToLower(name)
		asked = append(asked, name)
		if d := meta.Inputs[name].Default; !strings.Contains(d, "${{") {
			return d
		}
		return "a-token"
	}))
	if _, err := action.ReadInputs(gha); err != nil {
		t.Errorf("action.yml's defaults do not parse: %v", err)
	}
	slices.Sort(asked)
	asked = slices.Compact(asked)
	if documented := slices.Sorted(maps.Keys(meta.Inputs)); !slices.Equal(asked, documented) {
		t.Errorf("inputs read by the code %v, in action.yml %v", asked, documented)
	}
	// The README's list of inputs: "Inputs (`a`, `b`, ...) are described".
	_, list, _ := strings.Cut(readme, "Inputs (")
	list, _, _ = strings.Cut(list, ")")
	for _, in := range asked {
		if !strings.Contains(list, "`"+in+"`") {
			t.Errorf("README's list of inputs does not name %s", in)
		}
	}

	// Outputs: what a pull request run writes.
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	h.run()
	out := h.outputs()
	if got, documented := slices.Sorted(maps.Keys(out)), slices.Sorted(maps.Keys(meta.Outputs)); !slices.Equal(got, documented) {
		t.Errorf("outputs written %v, in action.yml %v", got, documented)
	}
	for name := range out {
		if !strings.Contains(readme, "`"+name+"`") {
			t.Errorf("README does not name output %s", name)
		}
	}

	// The checklist output has the CLI JSON report's shape: the same keys.
	var entry map[string]any
	b, _ := json.Marshal(annotate.ChecklistEntry{})
	json.Unmarshal(b, &entry)
	wantKeys := slices.Sorted(maps.Keys(entry))
	var items []map[string]any
	if err := json.Unmarshal([]byte(out["checklist"]), &items); err != nil || len(items) != len(checks.Checklist()) {
		t.Fatalf("checklist output %.300q: %v, want %d items", out["checklist"], err, len(checks.Checklist()))
	}
	states := []string{checks.StatePass, checks.StateFail, checks.StateAdvice, checks.StateNotApplicable, checks.StateManual}
	for _, it := range items {
		if keys := slices.Sorted(maps.Keys(it)); !slices.Equal(keys, wantKeys) {
			t.Errorf("checklist output item keys %v, want the JSON report's %v", keys, wantKeys)
			break
		}
		if s, _ := it["state"].(string); !slices.Contains(states, s) {
			t.Errorf("checklist output state %q is none of %v", it["state"], states)
		}
	}
	desc := meta.Outputs["checklist"].Description
	for _, s := range states {
		if !strings.Contains(desc, s) {
			t.Errorf("action.yml's checklist output does not name the state %s", s)
		}
		if !strings.Contains(readme, "`"+s+"`") {
			t.Errorf("README does not name the checklist state %s", s)
		}
	}
	for _, k := range wantKeys {
		if !strings.Contains(desc, "`"+k+"`") {
			t.Errorf("action.yml's checklist output does not name the field %s", k)
		}
	}
}
