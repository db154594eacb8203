// Package bot is resilience-check's GitHub App (`resilience-bot`): an HTTP
// server that verifies GitHub's webhook deliveries, queues one review per
// pull request head commit in a durable River queue (SQLite in a data
// directory, or PostgreSQL shared by several replicas), and reviews each
// with the same GitHub layer (ghclient) and scanner (internal/scan) as the
// Action: a check run with annotations, the sticky comment and a SARIF
// upload to code scanning.
//
// Endpoints: POST /webhook, GET /healthz (the process is up), GET /readyz
// (the queue database answers) on Config.Listen; GET /metrics (Prometheus)
// on Config.MetricsListen, loopback by default, never on the webhook port.
//
// Webhooks: X-Hub-Signature-256 is checked on the raw body first (401, and
// nothing queued, when it is missing or wrong); a body over MaxWebhookBytes
// gets 413; ping 200; events other than pull_request, check_suite,
// check_run, installation and installation_repositories 202 "ignored". A
// review is answered 202 only once its insert has committed; the database
// down gives 503, so GitHub shows the delivery as failed.
//
// Queue: jobs are unique by (installation, repository, head SHA), plus the
// delivery ID for an explicit re-run request, while they wait, run or are
// completed (completed jobs are kept 24 hours), so duplicate and redelivered
// webhooks run once. A newer push to a pull request cancels its running
// review (check run "cancelled") and makes a queued one end "skipped". A
// review failing on a GitHub 5xx, a rate limit or no answer is retried with
// backoff (Options.RetryDelay, Options.MaxAttempts); a rate limit whose reset
// is further than one request may wait snoozes the job until then. After
// the last attempt the check run is completed as failed, saying why.
//
// SQLite: the file is DataDir/queue.sqlite (WAL, busy timeout, synchronous
// FULL) and belongs to one process, which holds DataDir/lock; jobs a killed
// process left running are made available again at the next start, and the
// review takes over the check run it left in progress. PostgreSQL: River's
// tables are migrated under an advisory lock; a replica that dies mid-review
// leaves its job to River's rescuer after Options.JobTimeout + 5 minutes.
//
// Metrics: resilience_bot_webhooks_total{event,result},
// resilience_bot_webhook_seconds, resilience_bot_jobs_total{result},
// resilience_bot_queue_jobs{state}, resilience_bot_queue_depth,
// resilience_bot_queue_up, resilience_bot_scan_seconds,
// resilience_bot_github_requests_total{status},
// resilience_bot_github_rate_limit_remaining{installation},
// resilience_bot_import_summaries_total{source}.
package bot

import (
	"context"
	"crypto/rsa"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/ghclient"
)

// Exit codes of Main.
const (
	ExitOK    = 0 // stopped by SIGTERM or SIGINT after draining
	ExitError = 1 // could not open the queue or listen
	ExitUsage = 2 // bad flags, environment, webhook secret or private key
)

// CheckRunName is the check run the bot creates on each head commit, the
// same name as the Action's.
const CheckRunName = "resilience-check"

// MaxWebhookBytes is the largest delivery accepted: GitHub caps webhook
// payloads at 25 MB and drops larger ones itself.
const MaxWebhookBytes = 25 << 20

// MaxHeaderBytes caps a request's header block (http.Server.MaxHeaderBytes;
// larger ones get 431). GitHub's deliveries carry a few hundred bytes of
// headers; the default 1 MiB let unsigned requests with huge headers hold
// that much memory each.
const MaxHeaderBytes = 64 << 10

// Defaults of Options.
const (
	DefaultMaxAttempts = 6
	// DefaultMaxCrashes is how many attempts of one review may end without
	// a word (the process killed, out of memory say) before the next
	// attempt gives up instead of scanning again: the same input crashes
	// the same way, and an OOM kill every few seconds must not loop.
	DefaultMaxCrashes = 2
	DefaultJobTimeout = 10 * time.Minute
	DefaultGrace      = 25 * time.Second // under Kubernetes' default 30 s termination grace
	DefaultPoll       = time.Second
)

// Options are the settings that are not part of the command line: tests
// shorten the waits, and embedders may pass their own logger.
type Options struct {
	// Logger receives the JSON log lines; nil means JSON on stderr.
	Logger *slog.Logger
	// Version is shown in the reports and the User-Agent.
	Version string
	// GitHubPolicy times and retries each GitHub request (zero fields:
	// ghclient.DefaultRetryPolicy); GitHubTransport sends them (nil:
	// http.DefaultTransport).
	GitHubPolicy    ghclient.RetryPolicy
	GitHubTransport http.RoundTripper
	// MaxAttempts is how many times a review job runs at most before its
	// check run is completed as failed; 0 means DefaultMaxAttempts.
	MaxAttempts int
	// MaxCrashes is how many attempts of a job may have crashed (ended
	// with no error recorded, or rescued as stuck) before the next one
	// completes the check run as failed without scanning; 0 means
	// DefaultMaxCrashes. It is below MaxAttempts, which bounds them too.
	MaxCrashes int
	// RetryDelay is the wait before attempt+1 after attempt failed; nil means
	// 30 s doubling per attempt, at most 10 min, with ±20 % jitter.
	RetryDelay func(attempt int) time.Duration
	// JobTimeout bounds one review attempt; 0 means DefaultJobTimeout.
	JobTimeout time.Duration
	// Poll is how often the queue is polled for jobs; 0 means DefaultPoll.
	Poll time.Duration
	// Grace is how long a SIGTERM waits for running reviews before it
	// cancels them; 0 means DefaultGrace.
	Grace time.Duration
	// Rules, when non-nil, replaces the rules each repository's config
	// selects (tests).
	Rules []*checks.Rule
	// SummaryCacheEntries bounds the cache of function summaries in the
	// queue's database (the files a pull request imports, by blob SHA):
	// past it the least recently used are deleted. 0 means
	// DefaultSummaryCacheEntries; a negative value turns the cache off.
	SummaryCacheEntries int
	// FailOn is the severity at or above which a reported finding fails the
	// check run; 0 means medium, as the Action's default (issue 21: high and medium fail, low is a notice).
	FailOn checks.Severity
}

func (o *Options) defaults() {
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewJSONHandler(os.Stderr, nil))
	}
	if o.Version == "" {
		o.Version = "dev"
	}
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = DefaultMaxAttempts
	}
	if o.MaxCrashes <= 0 {
		o.MaxCrashes = DefaultMaxCrashes
	}
	if o.RetryDelay == nil {
		o.RetryDelay = defaultRetryDelay
	}
	if o.JobTimeout <= 0 {
		o.JobTimeout = DefaultJobTimeout
	}
	if o.Poll <= 0 {
		o.Poll = DefaultPoll
	}
	if o.Grace <= 0 {
		o.Grace = DefaultGrace
	}
	if o.FailOn == 0 {
		o.FailOn = checks.SeverityMedium
	}
	if o.SummaryCacheEntries == 0 {
		o.SummaryCacheEntries = DefaultSummaryCacheEntries
	}
}

func defaultRetryDelay(attempt int) time.Duration {
	d := 30 * time.Second << min(max(attempt-1, 0), 5)
	d = min(d, 10*time.Minute)
	return time.Duration(float64(d) * (0.8 + 0.4*rand.Float64()))
}

// retryPolicy is River's retry policy from Options.RetryDelay.
type retryPolicy struct{ delay func(int) time.Duration }

// NextRetry schedules the next attempt after the job's last one.
func (p retryPolicy) NextRetry(job *rivertype.JobRow) time.Time {
	return time.Now().Add(p.delay(job.Attempt))
}

// Bot is a configured bot: its queue, its GitHub clients and its metrics.
type Bot struct {
	cfg      Config
	opts     Options
	log      *slog.Logger
	q        queue
	gh       *installations
	metrics  *metrics
	stopping atomic.Bool
}

// New opens (and migrates) the queue database and prepares the bot; Start
// starts the workers. The key is the App's private key (LoadPrivateKey).
// Errors say which database could not be opened.
func New(ctx context.Context, cfg Config, key *rsa.PrivateKey, opts Options) (*Bot, error) {
	opts.defaults()
	b := &Bot{cfg: cfg, opts: opts, log: opts.Logger}
	b.metrics = newMetrics(func(ctx context.Context) (map[rivertype.JobState]int, error) {
		if b.q == nil {
			return nil, errors.New("no queue")
		}
		return b.q.counts(ctx)
	})
	b.gh = &installations{appID: cfg.AppID, key: key, apiURL: cfg.APIURL, agent: "resilience-bot/" + opts.Version,
		policy: opts.GitHubPolicy, base: opts.GitHubTransport, metrics: b.metrics,
		logf: func(f string, a ...any) { b.log.Warn(fmt.Sprintf(f, a...)) }}
	workers := river.NewWorkers()
	river.AddWorker(workers, &reviewWorker{b: b})
	s := queueSettings{workers: cfg.Workers, maxAttempts: opts.MaxAttempts, retry: retryPolicy{opts.RetryDelay},
		jobTimeout: opts.JobTimeout, poll: opts.Poll, log: b.log, cacheEntries: opts.SummaryCacheEntries}
	if opts.SummaryCacheEntries >= 0 {
		buildDigest() // the summary cache's keys name this build: hashed once, before any review
	}
	var err error
	if cfg.DatabaseURL != "" {
		b.q, err = openPostgres(ctx, cfg.DatabaseURL, workers, s)
	} else {
		b.q, err = openSQLite(ctx, cfg.DataDir, workers, s)
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

// Handler serves the public endpoints: POST /webhook, GET /healthz, GET
// /readyz. /metrics is not among them (MetricsHandler).
func (b *Bot) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /webhook", b.webhook)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok\n") })
	mux.HandleFunc("GET /readyz", b.readyz)
	return mux
}

// MetricsHandler serves GET /metrics (Prometheus text format), for the
// listener of Config.MetricsListen.
func (b *Bot) MetricsHandler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(b.metrics.reg, promhttp.HandlerOpts{}))
	return mux
}

func (b *Bot) readyz(w http.ResponseWriter, r *http.Request) {
	if b.stopping.Load() {
		http.Error(w, "stopping", http.StatusServiceUnavailable)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := b.q.ping(ctx); err != nil {
		b.log.Warn("readyz: the queue database does not answer", "error", err.Error())
		http.Error(w, "queue database unreachable", http.StatusServiceUnavailable)
		return
	}
	io.WriteString(w, "ok\n")
}

// Start starts the workers; they run until Stop.
func (b *Bot) Start(ctx context.Context) error {
	if err := b.q.start(context.WithoutCancel(ctx)); err != nil {
		return fmt.Errorf("start the queue workers: %w", err)
	}
	return nil
}

// Stop refuses new deliveries (503), waits up to the grace period for the
// running reviews, cancels those still running (their check runs are then
// completed as cancelled or picked up again at the next start), leaves the
// queued ones in the database, and closes it.
func (b *Bot) Stop() error {
	b.stopping.Store(true)
	ctx, cancel := context.WithTimeout(context.Background(), b.opts.Grace)
	defer cancel()
	err := b.q.stop(ctx)
	b.q.close()
	return err
}

// Main is the resilience-bot command with the version and check results
// on os.Stdout; see Run.
func Main(args []string, stderr io.Writer, version string) int {
	return Run(args, os.Stdout, stderr, version)
}

// Run is the resilience-bot command: flags and environment as ParseConfig
// reads them, JSON logs on stderr. --version prints "resilience-bot
// VERSION" on stdout; --check verifies the App ID, private key and API URL
// with GitHub (CheckApp), says so on stdout and exits (1 when GitHub could
// not be asked, 2 when it refused). Otherwise the same check runs at start:
// a refusal (wrong App ID or key, an API URL that is not GitHub's REST API)
// stops the start with exit 2, and a GitHub that cannot be reached is only
// logged, so an outage does not keep the bot down. It then serves until
// SIGTERM or SIGINT, stops as Stop says, and returns the exit code.
func Run(args []string, stdout, stderr io.Writer, version string) int {
	cfg, err := ParseConfig(args, os.Getenv, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return ExitOK
	}
	if cfg.Version {
		fmt.Fprintf(stdout, "resilience-bot %s\n", version)
		return ExitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "resilience-bot: %v\n", err)
		return ExitUsage
	}
	key, err := LoadPrivateKey(cfg.PrivateKeyFile)
	if err != nil {
		fmt.Fprintf(stderr, "resilience-bot: %v\n", err)
		return ExitUsage
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cctx, cancel := context.WithTimeout(ctx, CheckTimeout)
	app, cerr := CheckApp(cctx, cfg, key, version, nil)
	cancel()
	if cfg.Check {
		if cerr != nil {
			fmt.Fprintf(stderr, "resilience-bot: check failed: %v\n", cerr)
			if cerr.Refused {
				return ExitUsage
			}
			return ExitError
		}
		fmt.Fprintf(stdout, "resilience-bot: GitHub App %d (%s) at %s accepts the private key %s\n", app.ID, app.Slug, cfg.APIURL, cfg.PrivateKeyFile)
		return ExitOK
	}
	log := slog.New(slog.NewJSONHandler(stderr, nil))
	switch {
	case cerr != nil && cerr.Refused:
		log.Error("GitHub refused the App's credentials; not starting", "error", cerr.Error())
		return ExitUsage
	case cerr != nil:
		log.Warn("could not verify the App with GitHub at start; starting anyway", "error", cerr.Error())
	default:
		log.Info("GitHub App verified", "app_id", app.ID, "slug", app.Slug)
	}
	return Serve(ctx, cfg, key, Options{Logger: log, Version: version})
}

// Serve runs a bot until ctx ends, then drains it (Stop); it returns ExitOK
// or ExitError.
func Serve(ctx context.Context, cfg Config, key *rsa.PrivateKey, opts Options) int {
	opts.defaults()
	log := opts.Logger
	b, err := New(ctx, cfg, key, opts)
	if err != nil {
		log.Error("cannot open the queue", "error", err.Error())
		return ExitError
	}
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		b.q.close()
		log.Error("cannot listen", "listen", cfg.Listen, "error", err.Error())
		return ExitError
	}
	var mln net.Listener
	if cfg.MetricsListen != "" && cfg.MetricsListen != "off" {
		if mln, err = net.Listen("tcp", cfg.MetricsListen); err != nil {
			ln.Close()
			b.q.close()
			log.Error("cannot listen for /metrics", "metrics_listen", cfg.MetricsListen, "error", err.Error())
			return ExitError
		}
	}
	if err := b.Start(ctx); err != nil {
		ln.Close()
		if mln != nil {
			mln.Close()
		}
		b.q.close()
		log.Error("cannot start", "error", err.Error())
		return ExitError
	}
	srv := &http.Server{Handler: b.Handler(), ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 60 * time.Second,
		WriteTimeout: 60 * time.Second, IdleTimeout: 120 * time.Second, MaxHeaderBytes: MaxHeaderBytes}
	var msrv *http.Server
	if mln != nil {
		msrv = &http.Server{Handler: b.MetricsHandler(), ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 10 * time.Second,
			WriteTimeout: 30 * time.Second, IdleTimeout: 120 * time.Second, MaxHeaderBytes: MaxHeaderBytes}
		go msrv.Serve(mln)
		defer msrv.Close()
	}
	queue := "sqlite:" + cfg.DataDir
	if cfg.DatabaseURL != "" {
		queue = "postgres"
	}
	metricsAddr := "off"
	if mln != nil {
		metricsAddr = mln.Addr().String()
	}
	log.Info("resilience-bot listening", "addr", ln.Addr().String(), "metrics_addr", metricsAddr, "app_id", cfg.AppID, "github_api_url", cfg.APIURL,
		"queue", queue, "workers", cfg.Workers, "version", opts.Version)
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	code := ExitOK
	select {
	case <-ctx.Done():
		log.Info("stopping: no more webhooks; waiting for running reviews", "grace_s", opts.Grace.Seconds())
	case err := <-served:
		log.Error("http server failed", "error", err.Error())
		code = ExitError
	}
	b.stopping.Store(true)
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	srv.Shutdown(sctx)
	cancel()
	if err := b.Stop(); err != nil {
		log.Warn("reviews still running at the end of the grace period were cancelled", "error", err.Error())
	}
	log.Info("resilience-bot stopped")
	return code
}
