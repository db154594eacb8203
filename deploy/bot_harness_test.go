package deploy

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/aymanbagabas/go-udiff"

	"github.com/resilience-check/resilience-check/ghclient/ghfake"
)

// The harness drives the real resilience-bot binary as an operator runs it:
// flags of the command-line contract, a fake GitHub (ghfake) as
// --github-api-url, signed deliveries built from GitHub's own payloads.

const (
	webhookSecret = "deploy-test-webhook-secret"
	testAppID     = "4242"
	installID     = 7
)

var (
	botBinOnce sync.Once
	botBin     string
	botBinErr  error
	botBinDir  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if botBinDir != "" {
		os.RemoveAll(botBinDir)
	}
	os.Exit(code)
}

// buildBot builds ./cmd/resilience-bot once per test binary and returns the
// executable's path.
func buildBot(t testing.TB) string {
	t.Helper()
	botBinOnce.Do(func() {
		botBinDir, botBinErr = os.MkdirTemp("", "resilience-bot-deploy-test")
		if botBinErr != nil {
			return
		}
		botBin = filepath.Join(botBinDir, "resilience-bot")
		cmd := exec.Command("go", "build", "-o", botBin, "./cmd/resilience-bot")
		cmd.Dir = ".."
		if out, err := cmd.CombinedOutput(); err != nil {
			botBinErr = fmt.Errorf("go build ./cmd/resilience-bot: %v\n%s", err, out)
		}
	})
	if botBinErr != nil {
		t.Fatal(botBinErr)
	}
	return botBin
}

// webhookDir holds GitHub's example payloads, the bot package's test data
// (internal/bot/testdata/README.md says where they come from).
const webhookDir = "../internal/bot/testdata/webhooks"

// demoPR is the bundled demo's pull request (examples/mcp-server: the fixed
// servers on the base, the defective ones on the head), as the pull request
// files API lists it and the contents API serves it at the head.
type demoPR struct {
	Files    []ghfake.File
	Contents map[string][]byte
}

func loadDemoPR(t testing.TB) demoPR {
	t.Helper()
	pairs := []struct{ path, base, head string }{
		{"python/server.py", "python/server_fixed.py", "python/server.py"},
		{"typescript/server.ts", "typescript/server_fixed.ts", "typescript/server.ts"},
		{"go/main.go", "go/fixed/main.go", "go/vulnerable/main.go"},
	}
	pr := demoPR{Contents: map[string][]byte{}}
	for _, p := range pairs {
		base := readFile(t, filepath.Join("../examples/mcp-server", p.base))
		head := readFile(t, filepath.Join("../examples/mcp-server", p.head))
		patch := udiff.Unified("a/"+p.path, "b/"+p.path, string(base), string(head))
		// GitHub's patch field starts at the first hunk, without file headers.
		if i := strings.Index(patch, "@@"); i >= 0 {
			patch = patch[i:]
		}
		var add, del int
		for _, l := range strings.Split(patch, "\n") {
			switch {
			case strings.HasPrefix(l, "+"):
				add++
			case strings.HasPrefix(l, "-"):
				del++
			}
		}
		pr.Files = append(pr.Files, ghfake.File{Filename: p.path, Status: "modified", Patch: patch,
			SHA: gitBlobSHA(head), Additions: add, Deletions: del})
		pr.Contents[p.path] = head
	}
	return pr
}

func gitBlobSHA(b []byte) string {
	h := sha1.New()
	fmt.Fprintf(h, "blob %d\x00", len(b))
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

// headSHA is the fake head commit of pull request n.
func headSHA(n int) string {
	s := sha1.Sum([]byte("resilience-bot deploy test head " + strconv.Itoa(n)))
	return hex.EncodeToString(s[:])
}

// fakeGitHub starts ghfake with prs pull requests 1..prs of the demo diff.
func fakeGitHub(t testing.TB, prs int) *ghfake.Server {
	t.Helper()
	demo := loadDemoPR(t)
	gh := ghfake.New("")
	t.Cleanup(gh.Close)
	gh.Lock()
	defer gh.Unlock()
	for n := 1; n <= prs; n++ {
		gh.PRFiles[n] = demo.Files
		gh.Contents[headSHA(n)] = demo.Contents
	}
	return gh
}

// prOpened is GitHub's pull_request.opened payload for pull request n at
// headSHA(n), from installation installID.
func prOpened(t testing.TB, n int) []byte {
	t.Helper()
	var p map[string]any
	if err := json.Unmarshal(readFile(t, filepath.Join(webhookDir, "pull_request.opened.json")), &p); err != nil {
		t.Fatalf("pull_request.opened.json: %v", err)
	}
	p["number"] = n
	pr := p["pull_request"].(map[string]any)
	pr["number"] = n
	pr["draft"] = false
	pr["head"].(map[string]any)["sha"] = headSHA(n)
	pr["changed_files"] = 3
	p["installation"].(map[string]any)["id"] = installID
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// sign is the X-Hub-Signature-256 of body.
func sign(body []byte) string {
	m := hmac.New(sha256.New, []byte(webhookSecret))
	m.Write(body)
	return "sha256=" + hex.EncodeToString(m.Sum(nil))
}

// bot is one running resilience-bot process.
type bot struct {
	URL string // http://127.0.0.1:PORT
	cmd *exec.Cmd
	log *bytes.Buffer
	mu  *sync.Mutex
}

// Log returns what the process printed so far.
func (b *bot) Log() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.log.String()
}

type lockedWriter struct {
	mu *sync.Mutex
	b  *bytes.Buffer
}

func (w lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

// handedPorts holds the ports freePort has returned in this test process.
var handedPorts = struct {
	sync.Mutex
	m map[int]bool
}{m: map[int]bool{}}

// freePort returns a loopback TCP port that was free a moment ago and that
// it has not returned before in this process. Every listener of the bots a
// test starts gets its port from here: a bot told to listen on port 0 could
// be handed, by the kernel, a port freePort had just released for another
// bot started beside it (TestTwoReplicasPostgres failed on that race once,
// "bind: address already in use").
func freePort(t testing.TB) int {
	t.Helper()
	for range 100 {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		port := l.Addr().(*net.TCPAddr).Port
		l.Close()
		handedPorts.Lock()
		seen := handedPorts.m[port]
		handedPorts.m[port] = true
		handedPorts.Unlock()
		if !seen {
			return port
		}
	}
	t.Fatal("no loopback port not handed out before in 100 tries")
	return 0
}

// writeKey writes a new PKCS#1 RSA key, as GitHub hands an App's out.
func writeKey(t testing.TB, dir string) string {
	t.Helper()
	k, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "app.pem")
	pemBytes := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(k)})
	if err := os.WriteFile(p, pemBytes, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// startBot runs the binary with the contract's flags against gh, its queue in
// databaseURL (or SQLite in a new data dir when empty), and waits for
// /readyz. The process gets SIGTERM at cleanup.
func startBot(t testing.TB, gh *ghfake.Server, databaseURL string, workers int) *bot {
	t.Helper()
	dir := t.TempDir()
	secretFile := filepath.Join(dir, "webhook-secret")
	if err := os.WriteFile(secretFile, []byte(webhookSecret+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	port := freePort(t)
	args := []string{
		"--listen", "127.0.0.1:" + strconv.Itoa(port),
		"--app-id", testAppID,
		"--private-key", writeKey(t, dir),
		"--webhook-secret-file", secretFile,
		"--github-api-url", gh.URL + gh.Prefix,
		"--data-dir", filepath.Join(dir, "data"),
		"--workers", strconv.Itoa(workers),
		"--metrics-listen", "127.0.0.1:" + strconv.Itoa(freePort(t)),
	}
	if databaseURL != "" {
		args = append(args, "--database-url", databaseURL)
	}
	cmd := exec.Command(buildBot(t), args...)
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "RESILIENCE_BOT_") && !strings.HasPrefix(e, "GITHUB_") {
			cmd.Env = append(cmd.Env, e)
		}
	}
	b := &bot{URL: "http://127.0.0.1:" + strconv.Itoa(port), cmd: cmd, log: &bytes.Buffer{}, mu: &sync.Mutex{}}
	cmd.Stdout = lockedWriter{b.mu, b.log}
	cmd.Stderr = lockedWriter{b.mu, b.log}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start resilience-bot: %v", err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(20 * time.Second):
			cmd.Process.Kill()
			<-exited
			t.Errorf("resilience-bot did not exit within 20 s of SIGTERM")
		}
		if t.Failed() {
			t.Logf("log of the bot at %s (last 4 KB):\n%s", b.URL, tail(b.Log(), 4096))
		}
	})
	client := &http.Client{Timeout: 2 * time.Second}
	deadline := time.Now().Add(60 * time.Second)
	for {
		select {
		case <-exited:
			t.Fatalf("resilience-bot exited before it was ready: %v\n%s", cmd.ProcessState, tail(b.Log(), 4096))
		default:
		}
		if resp, err := client.Get(b.URL + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return b
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("resilience-bot not ready within 60 s\n%s", tail(b.Log(), 4096))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func tail(s string, n int) string {
	if len(s) > n {
		return "..." + s[len(s)-n:]
	}
	return s
}

// deliver posts one signed pull_request delivery to b and returns the status
// and how long the answer took.
func deliver(ctx context.Context, client *http.Client, b *bot, deliveryID string, body []byte) (int, time.Duration, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, b.URL+"/webhook", bytes.NewReader(body))
	if err != nil {
		return 0, 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-GitHub-Event", "pull_request")
	req.Header.Set("X-GitHub-Delivery", deliveryID)
	req.Header.Set("X-Hub-Signature-256", sign(body))
	req.Header.Set("User-Agent", "GitHub-Hookshot/deploy-test")
	start := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return 0, time.Since(start), err
	}
	resp.Body.Close()
	return resp.StatusCode, time.Since(start), nil
}

// review is what the fake holds for one pull request.
type review struct {
	Runs      []ghfake.CheckRun
	Comments  int
	Edits     int
	SARIFs    int
	Completed bool
}

// reviews reads the fake's check runs and comments for pull requests 1..prs.
func reviews(gh *ghfake.Server, prs int) map[int]*review {
	gh.Lock()
	defer gh.Unlock()
	bySHA := map[string]int{}
	out := map[int]*review{}
	for n := 1; n <= prs; n++ {
		bySHA[headSHA(n)] = n
		out[n] = &review{}
	}
	for _, r := range gh.CheckRuns {
		if n, ok := bySHA[r.HeadSHA]; ok {
			out[n].Runs = append(out[n].Runs, *r)
		}
	}
	for _, c := range gh.Comments {
		if r, ok := out[c.Issue]; ok {
			r.Comments++
			r.Edits += c.Edits
		}
	}
	for _, u := range gh.SARIFUploads {
		if n, ok := bySHA[u.CommitSHA]; ok {
			out[n].SARIFs++
		}
	}
	for _, r := range out {
		r.Completed = len(r.Runs) > 0 && r.Comments > 0 && r.SARIFs > 0
		for _, run := range r.Runs {
			if run.Status != "completed" {
				r.Completed = false
			}
		}
	}
	return out
}

// waitReviewed polls the fake until every pull request 1..prs has a
// completed check run, a comment and a SARIF upload, or the timeout passes; it returns the
// time the last one completed was seen.
func waitReviewed(t testing.TB, gh *ghfake.Server, prs int, timeout time.Duration) time.Time {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		done := 0
		for _, r := range reviews(gh, prs) {
			if r.Completed {
				done++
			}
		}
		if done == prs {
			return time.Now()
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d pull requests reviewed within %s", done, prs, timeout)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
