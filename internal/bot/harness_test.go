package bot

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/ghclient/ghfake"
)

// The real payloads from GitHub's webhook examples (octokit/webhooks; see
// testdata/README.md).
const webhookDir = "testdata/webhooks"

const (
	testSecret = "It's a Secret to Everybody"
	instToken  = "ghs_BOTinstallationTOKEN_must_never_be_logged_01"
	// From pull_request.opened.json: installation 1, Codertocat/Hello-World #2.
	prOwner = "Codertocat"
	prRepo  = "Hello-World"
	prNum   = 2
	prHead  = "ec26c3e57ca3a959ca5aad62de7213c562f8c821"
	prBase  = "f95f852bd8fca8fcc58a9a2d6c842781e32a215e"
)

// testRules stand in for the real rules, as in the Action's tests: one
// medium rule flags requests.get, one high rule time.sleep, in Python.
var testRules = []*checks.Rule{
	{ID: "RC101", Name: "http-call-without-timeout", Severity: checks.SeverityMedium, CWE: 400, Checklist: checks.ItemTimeouts,
		Summary: "Outbound HTTP call without an explicit timeout", Languages: []checks.Language{checks.LangPython},
		Check: flagCalls("requests.get", "requests.get has no timeout and can hang forever; pass timeout=(5, 20)")},
	{ID: "RC201", Name: "blocking-call-in-async", Severity: checks.SeverityHigh, CWE: 400, Checklist: checks.ItemNoBlocking,
		Summary: "Blocking call inside an async function", Languages: []checks.Language{checks.LangPython},
		Check: flagCalls("time.sleep", "time.sleep blocks the event loop; use await asyncio.sleep")},
}

func flagCalls(name, msg string) func(p *checks.Pass) {
	return func(p *checks.Pass) {
		model.Walk(p.File.Root, func(n *model.Node) bool {
			if n.Type() == "call" && p.File.Text(n.ChildByFieldName("function")) == name {
				p.Report(n, msg, "")
			}
			return true
		})
	}
}

// appPy has one finding of each test rule on added lines.
const appPy = `import time
import requests


def fetch(u):
    return requests.get(u)


async def handle(req):
    time.sleep(1)
    return req
`

// addedPatch is the files API patch of a new file with content s.
func addedPatch(s string) string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	return fmt.Sprintf("@@ -0,0 +1,%d @@\n+", len(lines)) + strings.Join(lines, "\n+")
}

var (
	keyOnce sync.Once
	testKey *rsa.PrivateKey
)

func appKey(t testing.TB) *rsa.PrivateKey {
	keyOnce.Do(func() {
		var err error
		if testKey, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
			panic(err)
		}
	})
	return testKey
}

// syncBuffer is a log sink safe for concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// harness is a bot on a temporary SQLite queue, talking to a fake GitHub,
// served over httptest.
type harness struct {
	t    *testing.T
	fake *ghfake.Server
	bot  *Bot
	srv  *httptest.Server
	msrv *httptest.Server // /metrics, on a listener of its own
	logs *syncBuffer
	cfg  Config
	opts Options
}

// fastOptions make retries and polling take milliseconds.
func fastOptions(logs io.Writer) Options {
	return Options{
		Logger:       slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
		GitHubPolicy: ghclient.RetryPolicy{MaxAttempts: 3, BaseDelay: 5 * time.Millisecond, MaxDelay: 20 * time.Millisecond, Budget: 3 * time.Second, Timeout: 5 * time.Second},
		MaxAttempts:  5,
		RetryDelay:   func(int) time.Duration { return 100 * time.Millisecond },
		Poll:         20 * time.Millisecond,
		Grace:        5 * time.Second,
		Rules:        testRules,
		JobTimeout:   20 * time.Second,
	}
}

// newHarness starts a fake GitHub below prefix ("" or "/api/v3") with pull
// request #2 of the opened payload (one added Python file with two findings)
// and a bot with workers; mod may change the settings before the bot opens.
// The workers are not started: call start.
func newHarness(t *testing.T, prefix string, workers int, mod func(*Config, *Options)) *harness {
	t.Helper()
	h := &harness{t: t, fake: ghfake.New(prefix), logs: &syncBuffer{}}
	t.Cleanup(h.fake.Close)
	h.fake.InstallationToken = instToken
	h.fake.AppKey, h.fake.AppID = &appKey(t).PublicKey, 4242 // the token endpoint checks the App's JWT
	h.addPR(prNum, prHead)
	h.cfg = Config{Listen: "127.0.0.1:0", AppID: 4242, WebhookSecret: []byte(testSecret), APIURL: h.fake.APIURL(),
		DataDir: t.TempDir(), Workers: workers}
	h.opts = fastOptions(h.logs)
	if mod != nil {
		mod(&h.cfg, &h.opts)
	}
	b, err := New(context.Background(), h.cfg, appKey(t), h.opts)
	if err != nil {
		t.Fatal(err)
	}
	h.bot = b
	h.srv = httptest.NewServer(b.Handler())
	h.msrv = httptest.NewServer(b.MetricsHandler())
	t.Cleanup(func() {
		h.srv.Close()
		h.msrv.Close()
		if !b.stopping.Load() {
			b.Stop()
		}
		if t.Failed() {
			t.Logf("bot log:\n%s", tail(h.logs.String(), 8000))
		}
	})
	return h
}

func tail(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

func (h *harness) start() {
	h.t.Helper()
	if err := h.bot.Start(context.Background()); err != nil {
		h.t.Fatal(err)
	}
}

// addPR gives the fake pull request number with head sha: one added file.
func (h *harness) addPR(number int, head string) {
	h.fake.Lock()
	h.fake.PRFiles[number] = []ghfake.File{{Filename: "svc/app.py", Status: "added", Patch: addedPatch(appPy), Additions: 11}}
	h.fake.Pulls = append(h.fake.Pulls, ghfake.Pull{Number: number, HeadSHA: head, BaseSHA: prBase, ChangedFiles: 1})
	h.fake.Unlock()
	h.fake.SetContent(head, "svc/app.py", []byte(appPy))
}

// payload reads a real webhook example and applies edits (dotted paths).
func payload(t testing.TB, name string, edits map[string]any) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(webhookDir, name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(edits) == 0 {
		return b
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for path, v := range edits {
		parts := strings.Split(path, ".")
		cur := m
		for _, p := range parts[:len(parts)-1] {
			cur = cur[p].(map[string]any)
		}
		cur[parts[len(parts)-1]] = v
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// prPayload is pull_request.<action> for pull request n at head.
func prPayload(t testing.TB, action string, n int, head string) []byte {
	return payload(t, "pull_request."+action, map[string]any{"number": n, "pull_request.number": n, "pull_request.head.sha": head})
}

func sign(body []byte, secret string) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write(body)
	return "sha256=" + hex.EncodeToString(m.Sum(nil))
}

// deliver POSTs a delivery signed with the test secret (sig "" signs it;
// "-" sends no signature) and returns the status and the answer's result.
func deliver(t testing.TB, url, event, id string, body []byte, sig string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", url+"/webhook", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-GitHub-Event", event)
	req.Header.Set("X-GitHub-Delivery", id)
	switch sig {
	case "":
		req.Header.Set("X-Hub-Signature-256", sign(body, testSecret))
	case "-":
	default:
		req.Header.Set("X-Hub-Signature-256", sig)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var ans struct{ Result string }
	json.NewDecoder(resp.Body).Decode(&ans)
	return resp.StatusCode, ans.Result
}

func (h *harness) deliver(event, id string, body []byte) (int, string) {
	h.t.Helper()
	return deliver(h.t, h.srv.URL, event, id, body, "")
}

// metrics returns the text of GET /metrics.
func (h *harness) metrics() string {
	h.t.Helper()
	resp, err := http.Get(h.msrv.URL + "/metrics")
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	var m bytes.Buffer
	if _, err := m.ReadFrom(resp.Body); err != nil {
		h.t.Fatal(err)
	}
	return m.String()
}

// waitFor polls cond until it holds or d passes.
func (h *harness) waitFor(d time.Duration, what string, cond func() bool) {
	h.t.Helper()
	end := time.Now().Add(d)
	for !cond() {
		if time.Now().After(end) {
			h.t.Fatalf("timed out after %s waiting for %s", d, what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// completedOn reports whether head has a check run and all of its check runs
// are completed.
func (h *harness) completedOn(head string) bool {
	runs := h.fake.CheckRunsOn(head)
	h.fake.Lock()
	defer h.fake.Unlock()
	if len(runs) == 0 {
		return false
	}
	for _, cr := range runs {
		if cr.Status != "completed" {
			return false
		}
	}
	return true
}

// jobs returns the queue's job counts by state.
func (h *harness) jobs() map[string]int {
	h.t.Helper()
	n, err := h.bot.q.counts(context.Background())
	if err != nil {
		h.t.Fatal(err)
	}
	out := map[string]int{}
	total := 0
	for s, c := range n {
		if c > 0 {
			out[string(s)] = c
			total += c
		}
	}
	out["total"] = total
	return out
}

// idle waits until no job is waiting or running.
func (h *harness) idle(d time.Duration) {
	h.t.Helper()
	h.waitFor(d, "an idle queue", func() bool {
		j := h.jobs()
		return j["available"]+j["running"]+j["retryable"]+j["scheduled"]+j["pending"] == 0
	})
}
