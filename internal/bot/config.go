package bot

import (
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/ghclient"
)

// Defaults of the command-line contract (issue 9).
const (
	DefaultListen = ":8080"
	// DefaultMetricsListen serves /metrics on the loopback interface only:
	// the series are for the operator, not for whoever reaches the webhook
	// port. In a container set --metrics-listen :9090 and keep that port
	// off the Service and the load balancer.
	DefaultMetricsListen = "127.0.0.1:9090"
	DefaultDataDir       = "./resilience-bot-data"
	DefaultWorkers       = 4
)

// Config is the command line: each flag, or the environment variable named
// beside it when the flag is not given.
type Config struct {
	// Listen is the HTTP address, e.g. ":8080" (--listen, RESILIENCE_BOT_LISTEN):
	// POST /webhook, GET /healthz and GET /readyz.
	Listen string
	// MetricsListen is the address of GET /metrics, apart from the webhook
	// port (--metrics-listen, RESILIENCE_BOT_METRICS_LISTEN; default
	// DefaultMetricsListen); "off" serves no metrics.
	MetricsListen string
	// AppID is the GitHub App's ID (--app-id, RESILIENCE_BOT_APP_ID).
	AppID int64
	// PrivateKeyFile is the App's private key, PKCS#1 or PKCS#8 PEM
	// (--private-key, RESILIENCE_BOT_PRIVATE_KEY_FILE).
	PrivateKeyFile string
	// WebhookSecretFile holds the webhook secret (--webhook-secret-file,
	// RESILIENCE_BOT_WEBHOOK_SECRET_FILE); WebhookSecret is the secret itself
	// (read from that file, or from RESILIENCE_BOT_WEBHOOK_SECRET).
	WebhookSecretFile string
	WebhookSecret     []byte
	// APIURL is the REST API root (--github-api-url, GITHUB_API_URL), e.g.
	// https://HOST/api/v3 for GitHub Enterprise Server.
	APIURL string
	// DataDir holds the SQLite queue (--data-dir, RESILIENCE_BOT_DATA_DIR).
	DataDir string
	// DatabaseURL, a postgres:// URL, switches the queue to PostgreSQL
	// (--database-url, RESILIENCE_BOT_DATABASE_URL).
	DatabaseURL string
	// Workers is how many reviews run at once in this process (--workers,
	// RESILIENCE_BOT_WORKERS).
	Workers int
	// Version asks for the version only (--version); no other field is set.
	Version bool
	// Check asks to verify the App with GitHub and exit (--check).
	Check bool
}

// flagEnv pairs each flag with its environment variable.
var flagEnv = []struct{ flag, env, usage string }{
	{"listen", "RESILIENCE_BOT_LISTEN", "HTTP listen address (default " + DefaultListen + ")"},
	{"app-id", "RESILIENCE_BOT_APP_ID", "GitHub App ID"},
	{"private-key", "RESILIENCE_BOT_PRIVATE_KEY_FILE", "GitHub App private key file (PKCS#1 or PKCS#8 PEM)"},
	{"webhook-secret-file", "RESILIENCE_BOT_WEBHOOK_SECRET_FILE", "file holding the webhook secret (or set RESILIENCE_BOT_WEBHOOK_SECRET)"},
	{"github-api-url", "GITHUB_API_URL", "GitHub REST API root (default " + ghclient.DefaultAPIURL + "); GitHub Enterprise Server: https://HOST/api/v3"},
	{"data-dir", "RESILIENCE_BOT_DATA_DIR", "directory of the SQLite queue (default " + DefaultDataDir + ")"},
	{"database-url", "RESILIENCE_BOT_DATABASE_URL", "postgres:// URL: queue in PostgreSQL, shared by several replicas"},
	{"workers", "RESILIENCE_BOT_WORKERS", "reviews run at once by this process (default 4)"},
	{"metrics-listen", "RESILIENCE_BOT_METRICS_LISTEN", "listen address of GET /metrics, apart from the webhook port (default " + DefaultMetricsListen + "; off: none)"},
}

// ParseConfig reads the flags in args (without the program name), falling
// back to the environment through getenv, then the defaults. It reads the
// webhook secret file; it does not read the private key (see
// LoadPrivateKey). Errors name the flag or variable; flag.ErrHelp is
// returned for -h.
func ParseConfig(args []string, getenv func(string) string, usage io.Writer) (Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	fs := flag.NewFlagSet("resilience-bot", flag.ContinueOnError)
	fs.SetOutput(usage)
	vals := map[string]*string{}
	for _, fe := range flagEnv {
		vals[fe.flag] = fs.String(fe.flag, "", fe.usage+" ["+fe.env+"]")
	}
	version := fs.Bool("version", false, "print the version and exit")
	check := fs.Bool("check", false, "verify the App ID, private key and API URL with GitHub (a JWT, GET /app), then exit")
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	if *version {
		return Config{Version: true}, nil
	}
	if fs.NArg() > 0 {
		return Config{}, fmt.Errorf("unexpected argument %q: resilience-bot takes flags only", fs.Arg(0))
	}
	get := func(i int, def string) (string, string) {
		fe := flagEnv[i]
		if v := *vals[fe.flag]; v != "" {
			return v, "--" + fe.flag
		}
		if v := strings.TrimSpace(getenv(fe.env)); v != "" {
			return v, fe.env
		}
		return def, "--" + fe.flag
	}
	c := Config{Check: *check}
	c.Listen, _ = get(0, DefaultListen)
	appID, src := get(1, "")
	if appID == "" {
		return c, errors.New("--app-id (RESILIENCE_BOT_APP_ID) is required: the GitHub App's ID")
	}
	id, err := strconv.ParseInt(appID, 10, 64)
	if err != nil || id <= 0 {
		return c, fmt.Errorf("%s: %q is not a GitHub App ID (a positive number)", src, appID)
	}
	c.AppID = id
	if c.PrivateKeyFile, _ = get(2, ""); c.PrivateKeyFile == "" {
		return c, errors.New("--private-key (RESILIENCE_BOT_PRIVATE_KEY_FILE) is required: the GitHub App's private key file")
	}
	c.WebhookSecretFile, src = get(3, "")
	if c.WebhookSecretFile != "" {
		b, err := os.ReadFile(c.WebhookSecretFile)
		if err != nil {
			return c, fmt.Errorf("%s: read the webhook secret: %w", src, err)
		}
		c.WebhookSecret = []byte(strings.TrimRight(string(b), "\r\n"))
	} else {
		c.WebhookSecret = []byte(getenv("RESILIENCE_BOT_WEBHOOK_SECRET"))
	}
	if len(c.WebhookSecret) == 0 && !c.Check { // --check talks to GitHub only
		return c, errors.New("no webhook secret: give --webhook-secret-file (RESILIENCE_BOT_WEBHOOK_SECRET_FILE) or RESILIENCE_BOT_WEBHOOK_SECRET; unsigned deliveries are never accepted")
	}
	c.APIURL, src = get(4, ghclient.DefaultAPIURL)
	if u, err := url.Parse(c.APIURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return c, fmt.Errorf("%s: %q is not an http(s) URL such as %s", src, c.APIURL, ghclient.DefaultAPIURL)
	}
	c.APIURL = strings.TrimRight(c.APIURL, "/")
	c.DataDir, _ = get(5, DefaultDataDir)
	c.DatabaseURL, src = get(6, "")
	if c.DatabaseURL != "" && !strings.HasPrefix(c.DatabaseURL, "postgres://") && !strings.HasPrefix(c.DatabaseURL, "postgresql://") {
		return c, fmt.Errorf("%s: want a postgres:// URL (leave it empty for the SQLite queue in --data-dir)", src)
	}
	c.MetricsListen, _ = get(8, DefaultMetricsListen)
	if c.MetricsListen != "off" && c.MetricsListen == c.Listen {
		return c, fmt.Errorf("--metrics-listen %s is the webhook address: give /metrics an address of its own", c.MetricsListen)
	}
	workers, src := get(7, strconv.Itoa(DefaultWorkers))
	if c.Workers, err = strconv.Atoi(workers); err != nil || c.Workers < 1 || c.Workers > 1000 {
		return c, fmt.Errorf("%s: %q is not a number of workers from 1 to 1000", src, workers)
	}
	return c, nil
}

// LoadPrivateKey reads a GitHub App private key: an RSA key in a PEM file,
// PKCS#1 ("RSA PRIVATE KEY", as GitHub hands it out) or PKCS#8 ("PRIVATE
// KEY"). The error says why the key is unusable.
func LoadPrivateKey(path string) (*rsa.PrivateKey, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("private key: %w", err)
	}
	return ParsePrivateKey(path, b)
}

// ParsePrivateKey parses PEM bytes as LoadPrivateKey does; name is used in
// errors.
func ParsePrivateKey(name string, b []byte) (*rsa.PrivateKey, error) {
	block, _ := pem.Decode(b)
	if block == nil {
		return nil, fmt.Errorf("private key %s: no PEM block (want the .pem file GitHub generated for the App)", name)
	}
	switch block.Type {
	case "RSA PRIVATE KEY":
		k, err := x509.ParsePKCS1PrivateKey(block.Bytes)
		if err != nil {
			return nil, fmt.Errorf("private key %s: bad PKCS#1 RSA key: %w", name, err)
		}
		return k, nil
	case "PRIVATE KEY":
		k, err := x509.ParsePKCS8PrivateKey(block.Bytes)
		if err != nil {
			return nil, fmt.Errorf("private key %s: bad PKCS#8 key: %w", name, err)
		}
		rk, ok := k.(*rsa.PrivateKey)
		if !ok {
			return nil, fmt.Errorf("private key %s: a %T, but GitHub Apps sign with RSA keys", name, k)
		}
		return rk, nil
	}
	return nil, fmt.Errorf("private key %s: PEM block %q, want \"RSA PRIVATE KEY\" (PKCS#1) or \"PRIVATE KEY\" (PKCS#8)", name, block.Type)
}
