package bot

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v4"
)

// fakeAppAPI answers GET {prefix}/app as GitHub does: 200 with the App for
// a JWT signed by key whose issuer is appID, else 401.
func fakeAppAPI(t *testing.T, prefix string, key *rsa.PublicKey, appID int64) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.Method != "GET" || r.URL.Path != prefix+"/app" {
			w.WriteHeader(http.StatusNotFound)
			w.Write([]byte(`{"message":"Not Found"}`))
			return
		}
		claims := &jwt.RegisteredClaims{}
		_, err := jwt.ParseWithClaims(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "), claims,
			func(*jwt.Token) (any, error) { return key, nil }, jwt.WithValidMethods([]string{"RS256"}))
		if err != nil || claims.Issuer != "4242" {
			w.WriteHeader(http.StatusUnauthorized)
			w.Write([]byte(`{"message":"A JSON web token could not be decoded"}`))
			return
		}
		w.Write([]byte(`{"id":4242,"slug":"resilience-check-acme","name":"resilience-check (acme)"}`))
	}))
	t.Cleanup(srv.Close)
	return srv
}

// TestCheckApp: the right App ID and key pass; a key of another App, an
// API URL that is not the REST API root, an HTML page and a server that is
// down each fail with a sentence that says what to fix, refused or not.
func TestCheckApp(t *testing.T) {
	key := appKey(t)
	other, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	gh := fakeAppAPI(t, "/api/v3", &key.PublicKey, 4242)
	html := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<html>sign in</html>"))
	}))
	defer html.Close()
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()

	ctx := context.Background()
	cfg := Config{AppID: 4242, APIURL: gh.URL + "/api/v3", PrivateKeyFile: "app.pem"}
	app, cerr := CheckApp(ctx, cfg, key, "test", nil)
	if cerr != nil || app.ID != 4242 || app.Slug != "resilience-check-acme" {
		t.Fatalf("good credentials: %+v, %v", app, cerr)
	}
	for name, c := range map[string]struct {
		cfg     Config
		key     *rsa.PrivateKey
		refused bool
		want    string
	}{
		"wrong key":      {cfg, other, true, "do not belong to the same App"},
		"wrong app id":   {Config{AppID: 7, APIURL: cfg.APIURL, PrivateKeyFile: "app.pem"}, key, true, "App ID 7"},
		"no /api/v3":     {Config{AppID: 4242, APIURL: gh.URL}, key, true, "https://HOST/api/v3"},
		"not an API":     {Config{AppID: 4242, APIURL: html.URL}, key, true, "did not answer as GitHub's REST API"},
		"github is down": {Config{AppID: 4242, APIURL: down.URL}, key, false, "cannot reach GitHub at " + down.URL},
	} {
		_, cerr := CheckApp(ctx, c.cfg, c.key, "test", nil)
		if cerr == nil || cerr.Refused != c.refused || !strings.Contains(cerr.Error(), c.want) {
			t.Errorf("%s: %v (refused %v), want refused=%v and %q", name, cerr, cerr != nil && cerr.Refused, c.refused, c.want)
		}
	}
}

// TestRunCheckAndVersion drives the command: --version prints the version
// without any other flag; --check exits 0 and names the App, or exits 2
// with the reason, before any queue exists; a normal start with a key
// GitHub refuses stops the same way instead of waiting for a webhook.
func TestRunCheckAndVersion(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Run([]string{"--version"}, &out, &errb, "v1.2.3"); code != ExitOK || out.String() != "resilience-bot v1.2.3\n" {
		t.Errorf("--version: exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}

	key := appKey(t)
	gh := fakeAppAPI(t, "", &key.PublicKey, 4242)
	dir := t.TempDir()
	writePEM := func(name string, k *rsa.PrivateKey) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(k)}), 0o600)
		return p
	}
	good := writePEM("good.pem", key)
	other, _ := rsa.GenerateKey(rand.Reader, 2048)
	bad := writePEM("bad.pem", other)
	t.Setenv("RESILIENCE_BOT_WEBHOOK_SECRET", "") // --check needs no webhook secret
	data := filepath.Join(dir, "data")
	args := func(keyFile string, extra ...string) []string {
		return append([]string{"--app-id", "4242", "--private-key", keyFile, "--github-api-url", gh.URL,
			"--data-dir", data, "--listen", "127.0.0.1:0"}, extra...)
	}
	out.Reset()
	errb.Reset()
	if code := Run(args(good, "--check"), &out, &errb, "test"); code != ExitOK || !strings.Contains(out.String(), "GitHub App 4242 (resilience-check-acme)") {
		t.Errorf("--check with the right key: exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
	out.Reset()
	errb.Reset()
	if code := Run(args(bad, "--check"), &out, &errb, "test"); code != ExitUsage || !strings.Contains(errb.String(), "check failed: GitHub rejected the App's JWT") {
		t.Errorf("--check with another App's key: exit %d, stderr %q", code, errb.String())
	}
	errb.Reset()
	t.Setenv("RESILIENCE_BOT_WEBHOOK_SECRET", "s")
	start := time.Now()
	if code := Run(args(bad), &out, &errb, "test"); code != ExitUsage || !strings.Contains(errb.String(), "not starting") {
		t.Errorf("start with another App's key: exit %d after %s, stderr %q", code, time.Since(start), errb.String())
	}
	if _, err := os.Stat(data); err == nil {
		t.Error("the queue was created although GitHub refused the credentials")
	}
}
