package bot

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFile(t *testing.T, dir, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// Flags win over the environment, which wins over the defaults; each flag
// has the variable the command-line contract names.
func TestParseConfig(t *testing.T) {
	dir := t.TempDir()
	secret := writeFile(t, dir, "secret", []byte("s3cret\n"))
	env := map[string]string{}
	getenv := func(k string) string { return env[k] }
	var usage bytes.Buffer

	if _, err := ParseConfig([]string{"--private-key", "k.pem"}, getenv, &usage); err == nil || !strings.Contains(err.Error(), "--app-id") {
		t.Errorf("no app id: %v", err)
	}
	if _, err := ParseConfig([]string{"--app-id", "1", "--private-key", "k.pem"}, getenv, &usage); err == nil || !strings.Contains(err.Error(), "webhook secret") {
		t.Errorf("no secret: %v", err)
	}
	c, err := ParseConfig([]string{"--app-id", "123", "--private-key", "k.pem", "--webhook-secret-file", secret}, getenv, &usage)
	if err != nil {
		t.Fatal(err)
	}
	if c.Listen != ":8080" || c.APIURL != "https://api.github.com" || c.DataDir != "./resilience-bot-data" || c.Workers != 4 ||
		c.DatabaseURL != "" || c.AppID != 123 || string(c.WebhookSecret) != "s3cret" || c.MetricsListen != "127.0.0.1:9090" {
		t.Errorf("defaults: %+v", c)
	}
	if c, err := ParseConfig([]string{"--app-id", "123", "--private-key", "k.pem", "--webhook-secret-file", secret, "--metrics-listen", ":9100"}, getenv, &usage); err != nil || c.MetricsListen != ":9100" {
		t.Errorf("--metrics-listen :9100: %+v, %v", c, err)
	}
	if _, err := ParseConfig([]string{"--app-id", "123", "--private-key", "k.pem", "--webhook-secret-file", secret, "--listen", ":8080", "--metrics-listen", ":8080"}, getenv, &usage); err == nil {
		t.Error("/metrics on the webhook address accepted")
	}
	env = map[string]string{
		"RESILIENCE_BOT_LISTEN": "127.0.0.1:9000", "RESILIENCE_BOT_APP_ID": "77", "RESILIENCE_BOT_PRIVATE_KEY_FILE": "env.pem",
		"RESILIENCE_BOT_WEBHOOK_SECRET": "from-env", "GITHUB_API_URL": "https://ghe.example.com/api/v3/",
		"RESILIENCE_BOT_DATA_DIR": "/var/lib/bot", "RESILIENCE_BOT_DATABASE_URL": "postgres://bot@db/bot", "RESILIENCE_BOT_WORKERS": "8",
	}
	c, err = ParseConfig(nil, getenv, &usage)
	if err != nil {
		t.Fatal(err)
	}
	if c.Listen != "127.0.0.1:9000" || c.AppID != 77 || c.PrivateKeyFile != "env.pem" || string(c.WebhookSecret) != "from-env" ||
		c.APIURL != "https://ghe.example.com/api/v3" || c.DataDir != "/var/lib/bot" || c.DatabaseURL != "postgres://bot@db/bot" || c.Workers != 8 {
		t.Errorf("from the environment: %+v", c)
	}
	env["RESILIENCE_BOT_WEBHOOK_SECRET_FILE"] = secret
	c, err = ParseConfig([]string{"--listen", ":1", "--app-id", "5", "--workers", "2", "--database-url", "postgresql://x/y"}, getenv, &usage)
	if err != nil {
		t.Fatal(err)
	}
	if c.Listen != ":1" || c.AppID != 5 || c.Workers != 2 || c.DatabaseURL != "postgresql://x/y" || string(c.WebhookSecret) != "s3cret" {
		t.Errorf("flags over the environment: %+v", c)
	}
	for _, bad := range [][]string{
		{"--workers", "0"}, {"--workers", "many"}, {"--app-id", "-3"}, {"--github-api-url", "api.github.com"},
		{"--database-url", "mysql://x"}, {"extra"},
	} {
		if _, err := ParseConfig(bad, getenv, &usage); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

// PKCS#1 and PKCS#8 RSA keys load; anything else is refused with the reason.
func TestPrivateKey(t *testing.T) {
	dir := t.TempDir()
	k := appKey(t)
	p1 := writeFile(t, dir, "pkcs1.pem", pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(k)}))
	der, _ := x509.MarshalPKCS8PrivateKey(k)
	p8 := writeFile(t, dir, "pkcs8.pem", pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}))
	for _, p := range []string{p1, p8} {
		got, err := LoadPrivateKey(p)
		if err != nil || !got.Equal(k) {
			t.Errorf("%s: %v", filepath.Base(p), err)
		}
	}
	ec, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	ecDER, _ := x509.MarshalPKCS8PrivateKey(ec)
	for name, c := range map[string]struct {
		b    []byte
		want string
	}{
		"text.pem":    {[]byte("not a key"), "no PEM block"},
		"cert.pem":    {pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: []byte{1}}), `PEM block "CERTIFICATE"`},
		"broken1.pem": {pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: []byte{1, 2, 3}}), "bad PKCS#1"},
		"ec.pem":      {pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: ecDER}), "RSA"},
	} {
		_, err := LoadPrivateKey(writeFile(t, dir, name, c.b))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", name, err, c.want)
		}
	}
	if _, err := LoadPrivateKey(filepath.Join(dir, "missing.pem")); err == nil {
		t.Error("a missing key file loaded")
	}
}

// A private key that does not parse stops the command at start with exit
// code 2 and the reason, before anything listens.
func TestMainBadKey(t *testing.T) {
	dir := t.TempDir()
	key := writeFile(t, dir, "app.pem", []byte("-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----\n"))
	t.Setenv("RESILIENCE_BOT_WEBHOOK_SECRET", "x")
	var stderr bytes.Buffer
	code := Main([]string{"--app-id", "1", "--private-key", key, "--data-dir", filepath.Join(dir, "data"), "--listen", "127.0.0.1:0"}, &stderr, "test")
	if code != ExitUsage || !strings.Contains(stderr.String(), "private key "+key+": bad PKCS#1 RSA key") {
		t.Errorf("exit %d, stderr %q; want 2 and the reason", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "data")); err == nil {
		t.Error("the queue was created before the key was checked")
	}
}
