package deploy

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRehearseScript runs deploy/rehearse.sh as its header says against the
// real resilience-bot binary and a fake GitHub that holds the example
// payload's pull request (Codertocat/Hello-World #2 at its head SHA, the demo
// diff): the delivery is accepted (202 queued) and reviewed (a completed
// check run on that head); a wrong secret gets 401 and exit 1; -n and -s
// rewrite the payload to another pull request, which is reviewed too.
func TestRehearseScript(t *testing.T) {
	for _, tool := range []string{"bash", "curl", "openssl"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: the script needs it", tool)
		}
	}
	const exampleHead = "ec26c3e57ca3a959ca5aad62de7213c562f8c821" // pull_request.opened.json
	gh := fakeGitHub(t, 3)
	demo := loadDemoPR(t)
	gh.Lock()
	gh.PRFiles[2] = demo.Files
	gh.Contents[exampleHead] = demo.Contents
	gh.Unlock()
	b := startBot(t, gh, "", 1)
	dir := t.TempDir()
	secret := filepath.Join(dir, "secret")
	os.WriteFile(secret, []byte(webhookSecret+"\n"), 0o600)
	rehearse := func(args ...string) (string, error) {
		cmd := exec.Command("bash", append([]string{"deploy/rehearse.sh", "-u", b.URL + "/webhook"}, args...)...)
		cmd.Dir = ".."
		cmd.Env = append(os.Environ(), "RESILIENCE_BOT_WEBHOOK_SECRET_FILE=", "RESILIENCE_BOT_WEBHOOK_SECRET=")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	completed := func(head string) bool {
		gh.Lock()
		defer gh.Unlock()
		for _, cr := range gh.CheckRuns {
			if cr.HeadSHA == head && cr.Status == "completed" {
				return true
			}
		}
		return false
	}
	waitFor := func(head string) {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); !completed(head); time.Sleep(50 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("no completed check run on %s within 30 s", head)
			}
		}
	}

	out, err := rehearse("-f", secret)
	if err != nil || !strings.Contains(out, `rehearse: 202 {"result":"queued"}`) {
		t.Fatalf("rehearse: %v\n%s", err, out)
	}
	waitFor(exampleHead)

	wrong := filepath.Join(dir, "wrong")
	os.WriteFile(wrong, []byte("not the secret"), 0o600)
	if out, err := rehearse("-f", wrong); err == nil || !strings.Contains(out, "rehearse: 401") {
		t.Errorf("wrong secret: %v\n%s", err, out)
	}

	if _, err := exec.LookPath("jq"); err == nil {
		out, err := rehearse("-f", secret, "-n", "3", "-s", headSHA(3), "-i", "7")
		if err != nil || !strings.Contains(out, "rehearse: 202") {
			t.Fatalf("rehearse -n 3: %v\n%s", err, out)
		}
		waitFor(headSHA(3))
	}
}
