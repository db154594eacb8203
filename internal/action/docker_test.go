package action_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestDocker runs the action image the way the GitHub runner runs a container
// action: `docker run` with the step's environment passed by name (-e NAME),
// the workspace, workflow, home and file-command folders mounted at
// /github/..., the working directory /github/workspace, and the action.yml
// args. The fake GitHub listens on 127.0.0.1 and the container shares the
// host network. ci/docker-test.sh builds the image (FROM scratch with the
// host-built static binary: no git inside, so the action must take the API
// path) and sets RC_DOCKER_IMAGE.
func TestDocker(t *testing.T) {
	image := os.Getenv("RC_DOCKER_IMAGE")
	if image == "" {
		t.Skip("RC_DOCKER_IMAGE is not set: run ci/docker-test.sh to build the image and docker run it")
	}
	denied := `{"message":"Resource not accessible by integration","documentation_url":"https://docs.github.com/rest/checks/runs#create-a-check-run","status":"403"}`
	scenarios := []struct {
		name   string
		fork   bool
		args   []string
		inputs map[string]string
		setup  func(h *harness)
		check  func(t *testing.T, h *harness, res *dockerResult)
	}{{
		name: "pull request", args: []string{"action"},
		check: func(t *testing.T, h *harness, res *dockerResult) {
			if len(h.fake.CheckRuns) != 1 || h.fake.CheckRuns[0].Status != "completed" {
				t.Fatalf("check runs %+v, want one completed", h.fake.CheckRuns)
			}
			if len(h.fake.Comments) != 1 {
				t.Errorf("%d comments, want 1", len(h.fake.Comments))
			}
			for _, w := range []string{"git is not installed", "the pull request files API"} {
				if !strings.Contains(res.log, w) {
					t.Errorf("log lacks %q: it must say the API was used for lack of git", w)
				}
			}
		},
	}, {
		// No args: GITHUB_ACTIONS=true alone must select the action mode.
		name: "fork pull request", fork: true, inputs: map[string]string{"INPUT_FAIL-ON": "none"},
		setup: func(h *harness) {
			h.fake.Fail("POST", `/check-runs$`, 0, 403, nil, denied)
			h.fake.Fail("POST", `/issues/\d+/comments$`, 0, 403, nil, denied)
		},
		check: func(t *testing.T, h *harness, res *dockerResult) {
			if res.exit != 0 {
				t.Errorf("exit %d, want 0 (fail-on none; refused writes do not fail the step)", res.exit)
			}
			if !strings.Contains(res.log, "Resource not accessible by integration") || !strings.Contains(res.summary, "GitHub refused to create the check run") {
				t.Error("log or summary does not say why nothing was posted")
			}
			if n := h.fake.Count("POST", ""); n != 2 {
				t.Errorf("%d POSTs, want 2 refused ones, not retried", n)
			}
			if res.outputs["findings"] != "0" && !strings.Contains(res.log, " file=app.py,line=14") {
				t.Error("findings are not in the log as workflow commands")
			}
		},
	}}
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			// The same step in-process first (no git either, real rules):
			// the container must behave exactly the same.
			f := newFixture(t, nil)
			ref := newHarness(t, f.ws)
			ref.git, ref.rules = filepath.Join(t.TempDir(), "no-git"), nil
			prepare(t, ref, f, sc.setup)
			for k, v := range sc.inputs {
				ref.env[k] = v
			}
			ref.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, sc.fork))
			ref.env["GITHUB_SHA"] = f.merge
			wantExit := ref.run()
			wantOut, wantSARIF := ref.outputs(), ref.sarifResults()
			var wantAnns []string
			if len(ref.fake.CheckRuns) > 0 {
				wantAnns = annotations(ref.fake.CheckRuns[0])
			}
			os.Remove(filepath.Join(f.ws, "resilience-check.sarif"))

			h := newHarness(t, f.ws)
			prepare(t, h, f, sc.setup)
			res := dockerRun(t, image, h, f, prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, sc.fork), sc.args, sc.inputs)
			if res.exit != wantExit {
				t.Errorf("exit %d in the container, %d in-process", res.exit, wantExit)
			}
			for k, v := range wantOut {
				if res.outputs[k] != v {
					t.Errorf("output %s = %q in the container, %q in-process", k, res.outputs[k], v)
				}
			}
			if got := h.sarifResults(); !slices.Equal(got, wantSARIF) {
				t.Errorf("SARIF results %v in the container, %v in-process", got, wantSARIF)
			}
			var anns []string
			if len(h.fake.CheckRuns) > 0 {
				anns = annotations(h.fake.CheckRuns[0])
			}
			if !slices.Equal(anns, wantAnns) {
				t.Errorf("annotations %v in the container, %v in-process", anns, wantAnns)
			}
			if res.summary == "" || !strings.Contains(res.summary, "resilience-check") {
				t.Errorf("job summary %q", res.summary)
			}
			if strings.Count(res.log, token) != strings.Count(res.log, "::add-mask::"+token) {
				t.Error("token printed in the log outside ::add-mask::")
			}
			t.Logf("real rules reported %s finding(s): annotations %v", res.outputs["findings"], anns)
			sc.check(t, h, res)
		})
	}
}

// prepare serves the fixture's pull request files and head contents and
// applies the scenario's faults.
func prepare(t *testing.T, h *harness, f *fixture, setup func(*harness)) {
	h.fake.PRFiles[1] = prFiles(f)
	serveHead(t, h, f)
	if setup != nil {
		setup(h)
	}
}

type dockerResult struct {
	exit             int
	log, summary     string
	outputs          map[string]string
	sarif            []byte
	elapsed          time.Duration
	outFile, sumFile string
}

// dockerRun lays out the runner's folders, writes the event, and runs image
// like the runner: the environment by name, the four mounts, host network.
func dockerRun(t *testing.T, image string, h *harness, f *fixture, event any, args []string, inputs map[string]string) *dockerResult {
	t.Helper()
	temp := t.TempDir()
	dirs := map[string]string{
		"_github_home":          "/github/home",
		"_github_workflow":      "/github/workflow",
		"_runner_file_commands": "/github/file_commands",
	}
	for d := range dirs {
		os.MkdirAll(filepath.Join(temp, d), 0o777)
	}
	h.event("pull_request", event)
	b, _ := os.ReadFile(h.env["GITHUB_EVENT_PATH"])
	os.WriteFile(filepath.Join(temp, "_github_workflow", "event.json"), b, 0o644)
	id := fmt.Sprint(time.Now().UnixNano())
	env := map[string]string{}
	for k, v := range h.env {
		env[k] = v
	}
	for k, v := range inputs {
		env[k] = v
	}
	for k, v := range map[string]string{
		"HOME":                "/github/home",
		"GITHUB_EVENT_PATH":   "/github/workflow/event.json",
		"GITHUB_WORKSPACE":    "/github/workspace",
		"GITHUB_OUTPUT":       "/github/file_commands/set_output_" + id,
		"GITHUB_STEP_SUMMARY": "/github/file_commands/step_summary_" + id,
		"GITHUB_SHA":          f.merge,
		"GITHUB_REF":          "refs/pull/1/merge",
		"GITHUB_JOB":          "scan",
		"GITHUB_ACTION":       "__resilience-check_resilience-check",
		"RUNNER_OS":           "Linux",
		"RUNNER_TEMP":         "/home/runner/work/_temp",
	} {
		env[k] = v
	}
	cmdArgs := []string{"run", "--name", "rc_test_" + id, "--label", "resilience-check-test", "--workdir", "/github/workspace", "--rm", "--network", "host"}
	names := make([]string, 0, len(env))
	for k := range env {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		cmdArgs = append(cmdArgs, "-e", k)
	}
	if _, err := os.Stat("/var/run/docker.sock"); err == nil {
		cmdArgs = append(cmdArgs, "-v", "/var/run/docker.sock:/var/run/docker.sock")
	}
	for d, m := range dirs {
		cmdArgs = append(cmdArgs, "-v", filepath.Join(temp, d)+":"+m)
	}
	cmdArgs = append(cmdArgs, "-v", f.ws+":/github/workspace", image)
	cmdArgs = append(cmdArgs, args...)
	t.Logf("docker %s", strings.Join(cmdArgs, " "))

	cmd := exec.Command("docker", cmdArgs...)
	cmd.Env = os.Environ()
	for _, k := range names {
		cmd.Env = append(cmd.Env, k+"="+env[k])
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	res := &dockerResult{elapsed: time.Since(start)}
	if ee, ok := err.(*exec.ExitError); ok {
		res.exit = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("docker run: %v\n%s", err, out.String())
	}
	res.log = out.String()
	t.Logf("exit %d after %s; log:\n%s", res.exit, res.elapsed.Round(time.Millisecond), res.log)
	res.outFile = filepath.Join(temp, "_runner_file_commands", "set_output_"+id)
	res.sumFile = filepath.Join(temp, "_runner_file_commands", "step_summary_"+id)
	h.outFile, h.sumFile = res.outFile, res.sumFile
	res.outputs = h.outputs()
	res.summary = h.summary()
	res.sarif, _ = os.ReadFile(filepath.Join(f.ws, "resilience-check.sarif"))
	return res
}
