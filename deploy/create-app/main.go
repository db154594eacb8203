// Command create-app registers the PR bot's GitHub App from app.yml in one
// step (GitHub's manifest flow) and writes the private key and the webhook
// secret the bot reads:
//
//	go run ./deploy/create-app --webhook-url https://bot.example.com/webhook [--org ORG] [--out DIR]
//	go run ./deploy/create-app --github-url https://HOST --webhook-url ...   # GitHub Enterprise Server
//
// It serves a page on --listen (default 127.0.0.1:3000) that posts the
// manifest to GitHub; there you name the App and click "Create GitHub App".
// GitHub sends the browser back with a code, which this command exchanges
// (POST /app-manifests/{code}/conversions) for the App's ID, private key and
// webhook secret. It writes DIR/app-private-key.pem and DIR/webhook-secret
// (mode 0600; DIR is --out, by default resilience-bot in the user's config
// folder, outside any work tree; a folder in a git work tree that git does
// not ignore is refused), prints the App's ID and page and the command that runs the
// bot, and exits. Secrets are never printed.
package main

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"html/template"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/google/go-github/v62/github"
	"gopkg.in/yaml.v3"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(0)
		}
		fmt.Fprintln(os.Stderr, "create-app:", err)
		os.Exit(2)
	}
}

// options are the command line.
type options struct {
	manifest   string // path of app.yml
	webhookURL string // where GitHub posts webhooks: https://HOST/webhook
	githubURL  string // the web UI: https://github.com or https://GHES-HOST
	apiURL     string // the REST API; derived from githubURL when empty
	org        string // register the App for this organisation instead of the user
	out        string // directory for the key and the secret
	listen     string // the local page's address
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("create-app", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.manifest, "manifest", "app.yml", "the GitHub App manifest")
	fs.StringVar(&o.webhookURL, "webhook-url", "", "where the bot's POST /webhook is reachable, e.g. https://bot.example.com/webhook (default: the manifest's hook_attributes.url)")
	fs.StringVar(&o.githubURL, "github-url", "https://github.com", "GitHub's web address; GitHub Enterprise Server: https://HOST")
	fs.StringVar(&o.apiURL, "github-api-url", "", "the REST API (default https://api.github.com, or https://HOST/api/v3 for GitHub Enterprise Server)")
	fs.StringVar(&o.org, "org", "", "register the App for this organisation (default: your account)")
	fs.StringVar(&o.out, "out", "", "directory for app-private-key.pem and webhook-secret (default: "+defaultOutHelp+"; inside a git work tree only where git ignores it)")
	fs.StringVar(&o.listen, "listen", "127.0.0.1:3000", "address of the local page that starts the flow")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if o.out == "" {
		dir, err := defaultOut()
		if err != nil {
			return o, fmt.Errorf("no --out and no user config folder: %w", err)
		}
		o.out = dir
	}
	if err := checkOut(o.out); err != nil {
		return o, err
	}
	gu, err := url.Parse(o.githubURL)
	if err != nil || (gu.Scheme != "https" && gu.Scheme != "http") || gu.Host == "" {
		return o, fmt.Errorf("--github-url %q is not a URL such as https://github.com", o.githubURL)
	}
	o.githubURL = strings.TrimRight(o.githubURL, "/")
	if o.apiURL == "" {
		if gu.Host == "github.com" {
			o.apiURL = "https://api.github.com"
		} else {
			o.apiURL = o.githubURL + "/api/v3"
		}
	}
	return o, nil
}

// defaultOutHelp names the default --out in the usage text.
const defaultOutHelp = "resilience-bot in the user config folder, e.g. ~/.config/resilience-bot"

// defaultOut is where the key and the secret go without --out: a folder of
// the user's configuration (os.UserConfigDir), outside any work tree, so
// that a key written there cannot be committed by accident.
func defaultOut() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "resilience-bot"), nil
}

// checkOut refuses an output folder inside a git work tree unless git
// ignores the key's path there (as the repository's .gitignore ignores
// secrets/ and *.pem): a private key must not end up in a commit. Without
// git, or outside a work tree, any folder is accepted.
func checkOut(dir string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return fmt.Errorf("--out %s: %w", dir, err)
	}
	root := ""
	for d := abs; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			root = d
			break
		}
		if filepath.Dir(d) == d {
			return nil
		}
	}
	for _, name := range []string{"app-private-key.pem", "webhook-secret"} {
		p := filepath.Join(abs, name)
		// git check-ignore reads only local files: 10 s is far above what it takes.
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		err := exec.CommandContext(ctx, "git", "-C", root, "check-ignore", "-q", "--no-index", p).Run()
		cancel()
		var exit *exec.ExitError
		if errors.As(err, &exit) && exit.ExitCode() == 1 {
			return fmt.Errorf("--out %s is in the git work tree %s, which does not ignore %s: the secret could be committed; "+
				"give --out outside the work tree (the default is %s) or ignore the folder", dir, root, p, defaultOutHelp)
		}
		// err == nil: ignored; any other error: git is missing or cannot
		// tell, so there is nothing to check against.
	}
	return nil
}

// manifestJSON reads the YAML manifest and returns it as the JSON GitHub
// takes, with the webhook URL (when given) and the redirect URL set.
func manifestJSON(path, webhookURL, redirectURL string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read the manifest: %w", err)
	}
	var m map[string]any
	if err := yaml.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	hook, _ := m["hook_attributes"].(map[string]any)
	if hook == nil {
		hook = map[string]any{"active": true}
		m["hook_attributes"] = hook
	}
	if webhookURL != "" {
		hook["url"] = webhookURL
	}
	if u, _ := hook["url"].(string); u == "" || strings.Contains(u, "example.com") {
		return nil, fmt.Errorf("give --webhook-url: the manifest's hook_attributes.url is %q", u)
	}
	m["redirect_url"] = redirectURL
	return json.Marshal(m)
}

// newAppURL is the page that registers an App from a manifest.
func newAppURL(githubURL, org, state string) string {
	p := "/settings/apps/new"
	if org != "" {
		p = "/organizations/" + url.PathEscape(org) + "/settings/apps/new"
	}
	return githubURL + p + "?state=" + url.QueryEscape(state)
}

var startPage = template.Must(template.New("start").Parse(`<!doctype html>
<html><head><meta charset="utf-8"><title>Create the resilience-check GitHub App</title></head>
<body onload="document.forms[0].submit()">
<form action="{{.Action}}" method="post">
<input type="hidden" name="manifest" value="{{.Manifest}}">
<p>Sending the manifest to GitHub… <input type="submit" value="Create the GitHub App"></p>
</form></body></html>
`))

// flow is one run of the manifest flow.
type flow struct {
	opts     options
	manifest string // JSON
	state    string
	gh       *github.Client
	done     chan result
}

// result is the App the flow created, or why it failed.
type result struct {
	app *github.AppConfig
	err error
}

func newFlow(o options, redirectURL string, hc *http.Client) (*flow, error) {
	m, err := manifestJSON(o.manifest, o.webhookURL, redirectURL)
	if err != nil {
		return nil, err
	}
	var st [16]byte
	if _, err := rand.Read(st[:]); err != nil {
		return nil, fmt.Errorf("state: %w", err)
	}
	base, err := url.Parse(strings.TrimRight(o.apiURL, "/") + "/")
	if err != nil {
		return nil, fmt.Errorf("--github-api-url: %w", err)
	}
	gh := github.NewClient(hc)
	gh.BaseURL = base
	return &flow{opts: o, manifest: string(m), state: hex.EncodeToString(st[:]), gh: gh, done: make(chan result, 1)}, nil
}

func (f *flow) handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		startPage.Execute(w, struct{ Action, Manifest string }{newAppURL(f.opts.githubURL, f.opts.org, f.state), f.manifest})
	})
	mux.HandleFunc("GET /callback", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		if subtle.ConstantTimeCompare([]byte(q.Get("state")), []byte(f.state)) != 1 {
			http.Error(w, "state does not match the flow this command started", http.StatusBadRequest)
			return
		}
		code := q.Get("code")
		if code == "" {
			http.Error(w, "no code from GitHub", http.StatusBadRequest)
			return
		}
		app, _, err := f.gh.Apps.CompleteAppManifest(r.Context(), code)
		if err == nil && (app.GetID() == 0 || app.GetPEM() == "" || app.GetWebhookSecret() == "") {
			err = errors.New("GitHub's answer has no App ID, private key or webhook secret")
		}
		if err == nil {
			err = writeSecrets(f.opts.out, app)
		}
		if err != nil {
			err = fmt.Errorf("exchange the manifest code: %w", err)
			// the reason goes to the terminal (run returns it), not the page
			http.Error(w, "registering the App failed; the create-app command says why", http.StatusBadGateway)
		} else {
			fmt.Fprintf(w, "The GitHub App %q (ID %d) is registered; install it from %s/installations/new. You can close this page.\n",
				app.GetName(), app.GetID(), app.GetHTMLURL())
		}
		select {
		case f.done <- result{app, err}:
		default:
		}
	})
	return mux
}

// writeSecrets writes the key and the webhook secret, readable by the owner
// only, refusing to overwrite existing files.
func writeSecrets(dir string, app *github.AppConfig) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("output directory: %w", err)
	}
	for name, content := range map[string]string{"app-private-key.pem": app.GetPEM(), "webhook-secret": app.GetWebhookSecret()} {
		f, err := os.OpenFile(filepath.Join(dir, name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return fmt.Errorf("write %s: %w", name, err)
		}
		_, err = f.WriteString(content)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("write %s: %w", name, err)
		}
	}
	return nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	l, err := net.Listen("tcp", o.listen)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", o.listen, err)
	}
	local := "http://" + l.Addr().String()
	f, err := newFlow(o, local+"/callback", &http.Client{Timeout: 30 * time.Second})
	if err != nil {
		l.Close()
		return err
	}
	srv := &http.Server{Handler: f.handler(), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(l)
	defer func() {
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(sctx)
	}()
	fmt.Fprintf(stdout, "open %s in a browser signed in to %s, name the App and click \"Create GitHub App\"\n", local, o.githubURL)
	var res result
	select {
	case res = <-f.done:
	case <-ctx.Done():
		return fmt.Errorf("stopped before GitHub sent the browser back: %w", ctx.Err())
	}
	if res.err != nil {
		return res.err
	}
	key, secret := filepath.Join(o.out, "app-private-key.pem"), filepath.Join(o.out, "webhook-secret")
	fmt.Fprintf(stdout, "registered the App %q, ID %d: %s\nwrote %s and %s (mode 0600)\ninstall it: %s/installations/new\nthen run:\n  resilience-bot --app-id %d --private-key %s --webhook-secret-file %s",
		res.app.GetName(), res.app.GetID(), res.app.GetHTMLURL(), key, secret, res.app.GetHTMLURL(), res.app.GetID(), key, secret)
	if o.apiURL != "https://api.github.com" {
		fmt.Fprintf(stdout, " --github-api-url %s", o.apiURL)
	}
	fmt.Fprintln(stdout)
	return nil
}
