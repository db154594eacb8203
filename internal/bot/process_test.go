package bot

import (
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/ghclient/ghfake"
)

// botProcess is the real resilience-bot binary, run by a test.
type botProcess struct {
	t    *testing.T
	cmd  *exec.Cmd
	url  string
	logs *syncBuffer
	// exited is closed when the process has ended; err is then its Wait
	// error.
	exited chan struct{}
	err    error
}

// wait waits up to d for the process to end and returns its Wait error.
func (p *botProcess) wait(d time.Duration) (error, bool) {
	select {
	case <-p.exited:
		return p.err, true
	case <-time.After(d):
		return nil, false
	}
}

// buildBot builds cmd/resilience-bot once per test into dir.
func buildBot(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "resilience-bot")
	out, err := exec.Command("go", "build", "-o", bin, "../../cmd/resilience-bot").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startBot runs the binary with the flags of the command-line contract and
// the webhook secret in the environment, and waits until /readyz answers.
func startBot(t *testing.T, bin, apiURL, dataDir, keyFile string, logs *syncBuffer) *botProcess {
	t.Helper()
	addr := freePort(t)
	cmd := exec.Command(bin, "--app-id", "4242", "--private-key", keyFile, "--github-api-url", apiURL,
		"--data-dir", dataDir, "--listen", addr, "--workers", "2", "--metrics-listen", "127.0.0.1:0")
	cmd.Env = append(os.Environ(), "RESILIENCE_BOT_WEBHOOK_SECRET="+testSecret)
	cmd.Stderr = logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &botProcess{t: t, cmd: cmd, url: "http://" + addr, logs: logs, exited: make(chan struct{})}
	go func() { p.err = cmd.Wait(); close(p.exited) }()
	t.Cleanup(func() { cmd.Process.Kill(); <-p.exited })
	end := time.Now().Add(20 * time.Second)
	for {
		resp, err := http.Get(p.url + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return p
			}
		}
		if time.Now().After(end) {
			t.Fatalf("the bot did not become ready: %v\n%s", err, tail(logs.String(), 4000))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// The real binary is killed with SIGKILL in the middle of a burst and
// started again on the same SQLite file: every delivery that got 202 is
// reviewed, each head exactly once, and no check run is left in progress.
// Then SIGTERM while reviews are queued: the process drains and exits 0, and
// the next start finishes what was left queued.
func TestKilledMidBurstAndRestarted(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	bin := buildBot(t, dir)
	keyFile := filepath.Join(dir, "app.pem")
	der, err := x509.MarshalPKCS8PrivateKey(appKey(t))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}), 0o600)
	fake := ghfake.New("")
	defer fake.Close()
	fake.AppKey, fake.AppID = &appKey(t).PublicKey, 4242
	fake.Latency = 15 * time.Millisecond // keep reviews in flight at the kill
	h := &harness{t: t, fake: fake}
	const prs = 30
	type del struct {
		id, head string
		body     []byte
	}
	var dels []del
	for i := 0; i < prs; i++ {
		n := 300 + i
		h.addPR(n, headOf(n))
		dels = append(dels, del{fmt.Sprintf("o-%d", n), headOf(n), prPayload(t, "opened", n, headOf(n))},
			del{fmt.Sprintf("s-%d", n), headOf(n), prPayload(t, "synchronize", n, headOf(n))})
	}
	dataDir := filepath.Join(dir, "data")
	logs1 := &syncBuffer{}
	p := startBot(t, bin, fake.APIURL(), dataDir, keyFile, logs1)

	accepted := map[string]bool{} // heads with a 202'd delivery
	var retry []del               // deliveries GitHub would redeliver
	killed := false
	for i, d := range dels {
		if i == 24 {
			// Kill while a check run is in progress.
			h.waitFor(20*time.Second, "a review under way", func() bool {
				fake.Lock()
				defer fake.Unlock()
				for _, cr := range fake.CheckRuns {
					if cr.Status == "in_progress" {
						return true
					}
				}
				return false
			})
			p.cmd.Process.Signal(syscall.SIGKILL)
			p.wait(10 * time.Second)
			killed = true
		}
		if killed {
			retry = append(retry, d)
			continue
		}
		if st, _ := deliver(t, p.url, "pull_request", d.id, d.body, ""); st == http.StatusAccepted {
			accepted[d.head] = true
		} else {
			retry = append(retry, d)
		}
	}
	fake.Lock()
	runsAtKill, inProgress := len(fake.CheckRuns), 0
	for _, cr := range fake.CheckRuns {
		if cr.Status != "completed" {
			inProgress++
		}
	}
	fake.Unlock()
	t.Logf("killed after %d deliveries got 202: %d check runs, %d of them in progress", len(accepted)*2, runsAtKill, inProgress)
	if inProgress == 0 {
		t.Error("no check run was in progress at the kill: the test did not kill mid-review")
	}

	logs2 := &syncBuffer{}
	p = startBot(t, bin, fake.APIURL(), dataDir, keyFile, logs2)
	for _, d := range retry {
		if st, res := deliver(t, p.url, "pull_request", d.id, d.body, ""); st != http.StatusAccepted {
			t.Fatalf("redelivery %s after restart: %d %s", d.id, st, res)
		}
		accepted[d.head] = true
	}
	h.waitFor(60*time.Second, "every accepted head reviewed", func() bool {
		for head := range accepted {
			if !h.completedOn(head) {
				return false
			}
		}
		return true
	})
	if len(accepted) != prs {
		t.Errorf("%d heads accepted, want %d", len(accepted), prs)
	}
	for head := range accepted {
		if runs := fake.CheckRunsOn(head); len(runs) != 1 {
			t.Errorf("head %s: %d check runs, want exactly 1", head[:12], len(runs))
		}
	}
	checkAllCompleted(t, fake)
	fake.Lock()
	perPR := map[int]int{}
	for _, c := range fake.Comments {
		perPR[c.Issue]++
	}
	sarifs := len(fake.SARIFUploads)
	fake.Unlock()
	for n, c := range perPR {
		if c != 1 {
			t.Errorf("#%d has %d comments, want 1", n, c)
		}
	}
	t.Logf("after the restart: %d heads reviewed once each, %d SARIF uploads; requeued at start: %v",
		len(accepted), sarifs, strings.Contains(logs2.String(), "requeued jobs left running"))
	if t.Failed() {
		t.Logf("first run:\n%s\nsecond run:\n%s", tail(logs1.String(), 3000), tail(logs2.String(), 6000))
	}

	// SIGTERM with reviews queued: exit 0 after draining; the rest stays
	// queued and is done by the next start.
	var last []string
	for i := 0; i < 6; i++ {
		n := 400 + i
		h.addPR(n, headOf(n))
		if st, _ := deliver(t, p.url, "pull_request", fmt.Sprintf("t-%d", n), prPayload(t, "opened", n, headOf(n)), ""); st != http.StatusAccepted {
			t.Fatalf("delivery before SIGTERM: %d", st)
		}
		last = append(last, headOf(n))
	}
	p.cmd.Process.Signal(syscall.SIGTERM)
	if err, ok := p.wait(30 * time.Second); !ok {
		t.Fatal("no exit 30 s after SIGTERM")
	} else if err != nil {
		t.Errorf("exit after SIGTERM: %v, want 0", err)
	}
	if !strings.Contains(logs2.String(), "resilience-bot stopped") {
		t.Error("no stop line in the log")
	}
	checkAllCompleted(t, fake)
	p = startBot(t, bin, fake.APIURL(), dataDir, keyFile, &syncBuffer{})
	h.waitFor(30*time.Second, "the reviews left queued at SIGTERM", func() bool {
		for _, head := range last {
			if !h.completedOn(head) {
				return false
			}
		}
		return true
	})
	for _, head := range last {
		if runs := fake.CheckRunsOn(head); len(runs) != 1 {
			t.Errorf("head %s: %d check runs, want 1", head[:12], len(runs))
		}
	}
}
