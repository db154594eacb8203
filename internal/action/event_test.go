package action

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sethvargo/go-githubactions"
)

func writeEvent(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "event.json")
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestDecideTargetRealPullRequestPayloads(t *testing.T) {
	for _, event := range []string{"pull_request", "pull_request_target"} {
		for _, file := range []string{"pull_request.opened.json", "pull_request.synchronize.json"} {
			tg, err := DecideTarget(event, filepath.Join("testdata", "webhooks", file), strings.Repeat("9", 40))
			if err != nil {
				t.Fatal(err)
			}
			if tg.Kind != KindPullRequest || tg.Number != 2 || tg.Base != "f95f852bd8fca8fcc58a9a2d6c842781e32a215e" ||
				tg.Head != "ec26c3e57ca3a959ca5aad62de7213c562f8c821" || tg.Fork || tg.ChangedFiles != 1 || tg.BaseBranch != "master" {
				t.Errorf("%s %s: %+v", event, file, tg)
			}
		}
	}
}

func TestDecideTargetPush(t *testing.T) {
	a, b := strings.Repeat("a", 40), strings.Repeat("b", 40)
	push := func(before, after, ref string, extra string) string {
		return `{"ref":"` + ref + `","before":"` + before + `","after":"` + after + `"` + extra + `,"repository":{"default_branch":"main"}}`
	}
	cases := []struct {
		name, body string
		kind       Kind
		base, head string
	}{
		{"update", push(a, b, "refs/heads/feature", ""), KindPush, a, b},
		{"new branch", push(zeroSHA, b, "refs/heads/feature", `,"created":true`), KindPush, "main", b},
		// The default branch is the code-scanning baseline: a before...after
		// analysis there would close every alert outside the push as fixed.
		{"push to the default branch", push(a, b, "refs/heads/main", ""), KindRepository, "", b},
		{"first push of the default branch", push(zeroSHA, b, "refs/heads/main", `,"created":true`), KindRepository, "", b},
		{"deleted", push(a, zeroSHA, "refs/heads/feature", `,"deleted":true`), KindNothing, "", ""},
	}
	for _, c := range cases {
		tg, err := DecideTarget("push", writeEvent(t, c.body), b)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if tg.Kind != c.kind || tg.Base != c.base || tg.Head != c.head {
			t.Errorf("%s: %+v", c.name, tg)
		}
	}
}

func TestDecideTargetWholeRepositoryEvents(t *testing.T) {
	sha := strings.Repeat("c", 40)
	for _, ev := range []string{"workflow_dispatch", "schedule", "merge_group"} {
		tg, err := DecideTarget(ev, filepath.Join("testdata", "events", "schedule.json"), sha)
		if err != nil || tg.Kind != KindRepository || tg.Head != sha {
			t.Errorf("%s: %+v %v", ev, tg, err)
		}
	}
	if tg, err := DecideTarget("schedule", "", sha); err != nil || tg.Kind != KindRepository {
		t.Errorf("schedule without payload: %+v %v", tg, err)
	}
}

func TestDecideTargetErrors(t *testing.T) {
	for name, c := range map[string]struct{ event, body string }{
		"not JSON":        {"pull_request", "{"},
		"no head":         {"pull_request", `{"number":1,"pull_request":{"number":1,"base":{"sha":"` + strings.Repeat("a", 40) + `"}}}`},
		"push bad after":  {"push", `{"before":"x","after":"nope"}`},
		"missing payload": {"push", ""},
	} {
		p := writeEvent(t, c.body)
		if c.body == "" {
			p = filepath.Join(t.TempDir(), "missing.json")
		}
		if _, err := DecideTarget(c.event, p, ""); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestReadInputsDefaultsAndLists(t *testing.T) {
	env := map[string]string{"GITHUB_TOKEN": "t0k", "INPUT_PATHS": "src/**\n lib , tools/*.py", "INPUT_COMMENT": "False"}
	a := githubactions.New(githubactions.WithGetenv(func(k string) string { return env[k] }))
	in, err := ReadInputs(a)
	if err != nil {
		t.Fatal(err)
	}
	if in.Token != "t0k" || in.FilterMode != "added" || in.FailOn.String() != "high" || in.SARIFFile != "resilience-check.sarif" ||
		in.Comment || !in.CheckRun || len(in.Paths) != 3 {
		t.Errorf("%+v", in)
	}
	for path, want := range map[string]bool{"src/a/b.py": true, "lib/x.go": true, "tools/a.py": true, "tools/sub/a.py": false, "other.py": false} {
		if got := in.selected(path); got != want {
			t.Errorf("selected(%q) = %v", path, got)
		}
	}
	in.Exclude = []string{"**/*_test.go"}
	if in.selected("lib/x_test.go") {
		t.Error("exclude ignored")
	}
}
