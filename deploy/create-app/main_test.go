package main

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeGitHub answers the manifest conversion as GitHub documents it (201 with
// id, pem, webhook_secret) for one code, below prefix ("" or "/api/v3").
func fakeGitHub(t *testing.T, prefix, code string) (*httptest.Server, *int) {
	t.Helper()
	calls := new(int)
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+prefix+"/app-manifests/{code}/conversions", func(w http.ResponseWriter, r *http.Request) {
		*calls++
		if r.PathValue("code") != code {
			w.WriteHeader(http.StatusNotFound)
			io.WriteString(w, `{"message":"Not Found"}`)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		io.WriteString(w, `{"id": 987654, "slug": "resilience-check", "name": "resilience-check",
			"html_url": "https://github.com/apps/resilience-check",
			"pem": "-----BEGIN RSA PRIVATE KEY-----\nMIIfake\n-----END RSA PRIVATE KEY-----\n",
			"webhook_secret": "s3cret-from-github", "client_id": "Iv1.x", "client_secret": "client-secret"}`)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv, calls
}

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

// TestManifestFlow runs the command as a user does: the browser opens the
// local page (which must post app.yml's manifest to GitHub's new-App page),
// GitHub sends it back with a code and the state, and the command writes the
// key and the secret and prints how to run the bot, never the secrets.
func TestManifestFlow(t *testing.T) {
	gh, calls := fakeGitHub(t, "/api/v3", "the-code")
	out := t.TempDir()
	var stdout syncBuffer
	errc := make(chan error, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	go func() {
		errc <- run(ctx, []string{"--manifest", "../../app.yml", "--webhook-url", "https://bot.corp.test/webhook",
			"--github-url", gh.URL, "--org", "acme", "--out", out, "--listen", "127.0.0.1:0"}, &stdout, io.Discard)
	}()
	var local string
	for deadline := time.Now().Add(10 * time.Second); local == ""; {
		if m := regexp.MustCompile(`open (http://\S+) `).FindStringSubmatch(stdout.String()); m != nil {
			local = m[1]
		} else if time.Now().After(deadline) {
			t.Fatalf("no local address printed: %q", stdout.String())
		} else {
			time.Sleep(10 * time.Millisecond)
		}
	}

	resp, err := http.Get(local + "/")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	action := regexp.MustCompile(`action="([^"]+)"`).FindSubmatch(page)
	value := regexp.MustCompile(`name="manifest" value="([^"]+)"`).FindSubmatch(page)
	if action == nil || value == nil {
		t.Fatalf("the start page has no form with the manifest:\n%s", page)
	}
	act := html.UnescapeString(string(action[1]))
	if !strings.HasPrefix(act, gh.URL+"/organizations/acme/settings/apps/new?state=") {
		t.Fatalf("form action %q, want the organisation's new-App page", act)
	}
	state := act[strings.Index(act, "state=")+len("state="):]
	var m struct {
		HookAttributes struct {
			URL    string `json:"url"`
			Active bool   `json:"active"`
		} `json:"hook_attributes"`
		RedirectURL        string            `json:"redirect_url"`
		DefaultPermissions map[string]string `json:"default_permissions"`
		DefaultEvents      []string          `json:"default_events"`
	}
	if err := json.Unmarshal([]byte(html.UnescapeString(string(value[1]))), &m); err != nil {
		t.Fatalf("manifest field is not JSON: %v", err)
	}
	if m.HookAttributes.URL != "https://bot.corp.test/webhook" || !m.HookAttributes.Active ||
		m.RedirectURL != local+"/callback" || m.DefaultPermissions["security_events"] != "write" || len(m.DefaultEvents) != 3 {
		t.Fatalf("manifest sent = %+v", m)
	}

	// A callback with another state is refused and calls nothing.
	resp, err = http.Get(local + "/callback?code=the-code&state=forged")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest || *calls != 0 {
		t.Fatalf("forged state: status %d, %d conversions, want 400 and none", resp.StatusCode, *calls)
	}

	resp, err = http.Get(local + "/callback?code=the-code&state=" + state)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("callback status %d", resp.StatusCode)
	}
	if err := <-errc; err != nil {
		t.Fatalf("run: %v", err)
	}
	for name, want := range map[string]string{"app-private-key.pem": "-----BEGIN RSA PRIVATE KEY-----\nMIIfake\n-----END RSA PRIVATE KEY-----\n", "webhook-secret": "s3cret-from-github"} {
		p := filepath.Join(out, name)
		b, err := os.ReadFile(p)
		if err != nil || string(b) != want {
			t.Errorf("%s = %q (err %v), want %q", name, b, err, want)
		}
		if st, err := os.Stat(p); err != nil || st.Mode().Perm() != 0o600 {
			t.Errorf("%s mode %v (err %v), want 0600", name, st.Mode().Perm(), err)
		}
	}
	printed := stdout.String()
	for _, secret := range []string{"s3cret-from-github", "MIIfake"} {
		if strings.Contains(printed, secret) {
			t.Errorf("the output shows a secret (%q):\n%s", secret, printed)
		}
	}
	wantRun := "resilience-bot --app-id 987654 --private-key " + filepath.Join(out, "app-private-key.pem") +
		" --webhook-secret-file " + filepath.Join(out, "webhook-secret") + " --github-api-url " + gh.URL + "/api/v3"
	if !strings.Contains(printed, wantRun) {
		t.Errorf("output does not give the run command %q:\n%s", wantRun, printed)
	}
}

// TestManifestNeedsWebhookURL: app.yml's placeholder host is refused, so no
// App is registered with a webhook URL that goes nowhere.
func TestManifestNeedsWebhookURL(t *testing.T) {
	_, err := manifestJSON("../../app.yml", "", "http://127.0.0.1:3000/callback")
	if err == nil || !strings.Contains(err.Error(), "--webhook-url") {
		t.Fatalf("err = %v, want one asking for --webhook-url", err)
	}
}

func TestParseFlagsAPIURL(t *testing.T) {
	for _, c := range []struct{ web, want string }{
		{"https://github.com", "https://api.github.com"},
		{"https://ghe.corp.test/", "https://ghe.corp.test/api/v3"},
	} {
		o, err := parseFlags([]string{"--github-url", c.web}, io.Discard)
		if err != nil || o.apiURL != c.want {
			t.Errorf("--github-url %s: api %q (err %v), want %q", c.web, o.apiURL, err, c.want)
		}
	}
	if _, err := parseFlags([]string{"--github-url", "ghe.corp.test"}, io.Discard); err == nil {
		t.Errorf("a github URL without scheme is accepted")
	}
}

// TestManifestFlowRefusedCode: a code GitHub does not know ends the command
// with the reason, the page shows a fixed message, and nothing is written.
func TestManifestFlowRefusedCode(t *testing.T) {
	gh, _ := fakeGitHub(t, "", "the-code")
	o, err := parseFlags([]string{"--manifest", "../../app.yml", "--webhook-url", "https://bot.corp.test/webhook",
		"--github-api-url", gh.URL, "--out", t.TempDir()}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	f, err := newFlow(o, "http://127.0.0.1:3000/callback", gh.Client())
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	f.handler().ServeHTTP(rec, httptest.NewRequest("GET", "/callback?code=stale&state="+f.state, nil))
	if rec.Code != http.StatusBadGateway || strings.Contains(rec.Body.String(), "404") {
		t.Errorf("page: %d %q, want 502 with a fixed message", rec.Code, rec.Body.String())
	}
	res := <-f.done
	if res.err == nil || !strings.Contains(res.err.Error(), "404") {
		t.Errorf("err = %v, want GitHub's 404 in the command's error", res.err)
	}
	if entries, _ := os.ReadDir(o.out); len(entries) != 0 {
		t.Errorf("files written after a refused code: %v", entries)
	}
}

// TestOutDefaultsOutsideTheWorkTree: without --out the key goes to the
// user's config folder, not the current folder; an --out inside a git work
// tree is refused unless git ignores it there.
func TestOutDefaultsOutsideTheWorkTree(t *testing.T) {
	cfgHome := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", cfgHome)
	t.Setenv("HOME", cfgHome)
	o, err := parseFlags(nil, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(cfgHome, "resilience-bot"); o.out != want {
		t.Errorf("default --out %q, want %q", o.out, want)
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	repo := t.TempDir()
	if out, err := exec.Command("git", "init", "-q", repo).CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	if _, err := parseFlags([]string{"--out", repo}, io.Discard); err == nil || !strings.Contains(err.Error(), "could be committed") {
		t.Errorf("--out at the work tree's root: %v, want a refusal", err)
	}
	if err := os.WriteFile(filepath.Join(repo, ".gitignore"), []byte("secrets/\n*.pem\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := parseFlags([]string{"--out", filepath.Join(repo, "secrets")}, io.Discard); err != nil {
		t.Errorf("--out in an ignored folder: %v", err)
	}
	// *.pem ignores the key but not the webhook secret next to it.
	if _, err := parseFlags([]string{"--out", repo}, io.Discard); err == nil || !strings.Contains(err.Error(), "webhook-secret") {
		t.Errorf("--out where only the key is ignored: %v, want a refusal naming webhook-secret", err)
	}
}
