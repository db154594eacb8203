package bot

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/riverqueue/river/rivertype"
)

// metrics are the bot's Prometheus series, on a registry of their own (so
// that tests can run several bots in one process).
type metrics struct {
	reg       *prometheus.Registry
	webhooks  *prometheus.CounterVec // event, result
	jobs      *prometheus.CounterVec // result
	scan      prometheus.Histogram   // seconds
	ghReqs    *prometheus.CounterVec // status
	rateLimit *prometheus.GaugeVec   // installation
	handler   prometheus.Histogram   // webhook handling seconds
	imports   *prometheus.CounterVec // source
}

// newMetrics registers the series; counts reads the jobs by state at scrape
// time.
func newMetrics(counts func(context.Context) (map[rivertype.JobState]int, error)) *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	m.webhooks = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "resilience_bot_webhooks_total",
		Help: "Webhook deliveries by event and result (queued, duplicate, ignored, unauthorized, bad_request, too_large, unavailable, ping)."},
		[]string{"event", "result"})
	m.jobs = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "resilience_bot_jobs_total",
		Help: "Review job attempts by result (completed, skipped, superseded, retry, snoozed, interrupted, failed)."}, []string{"result"})
	m.scan = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "resilience_bot_scan_seconds",
		Help: "Time to scan one pull request head, reading its files from GitHub included.", Buckets: prometheus.ExponentialBuckets(0.05, 2, 12)})
	m.handler = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "resilience_bot_webhook_seconds",
		Help: "Time to verify, parse and queue one webhook delivery.", Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14)})
	m.ghReqs = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "resilience_bot_github_requests_total",
		Help: "GitHub API requests (each attempt) by HTTP status; \"error\" when no answer came."}, []string{"status"})
	m.rateLimit = prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "resilience_bot_github_rate_limit_remaining",
		Help: "X-RateLimit-Remaining of the last GitHub answer, per installation (0: the App's own JWT calls)."}, []string{"installation"})
	m.imports = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "resilience_bot_import_summaries_total",
		Help: "Function summaries of the files pull requests import, by source: cache (the summary cache had it) or fetched (its blob was read from GitHub and summarised)."},
		[]string{"source"})
	m.reg.MustRegister(m.webhooks, m.jobs, m.scan, m.handler, m.ghReqs, m.rateLimit, m.imports,
		&queueCollector{counts: counts,
			byState: prometheus.NewDesc("resilience_bot_queue_jobs", "Review jobs in the queue database by River state.", []string{"state"}, nil),
			depth:   prometheus.NewDesc("resilience_bot_queue_depth", "Review jobs waiting to run (available, scheduled, retryable, pending).", nil, nil),
			up:      prometheus.NewDesc("resilience_bot_queue_up", "1 when the queue database answered the scrape's count.", nil, nil)},
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// queueCollector counts the jobs by state when scraped.
type queueCollector struct {
	counts             func(context.Context) (map[rivertype.JobState]int, error)
	byState, depth, up *prometheus.Desc
}

func (c *queueCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.byState
	ch <- c.depth
	ch <- c.up
}

func (c *queueCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	n, err := c.counts(ctx)
	if err != nil {
		ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 1)
	for _, s := range rivertype.JobStates() {
		ch <- prometheus.MustNewConstMetric(c.byState, prometheus.GaugeValue, float64(n[s]), string(s))
	}
	depth := n[rivertype.JobStateAvailable] + n[rivertype.JobStateScheduled] + n[rivertype.JobStateRetryable] + n[rivertype.JobStatePending]
	ch <- prometheus.MustNewConstMetric(c.depth, prometheus.GaugeValue, float64(depth))
}

// countingTransport counts every GitHub request attempt by status and keeps
// the last X-RateLimit-Remaining. It sits under the retry transport, so each
// attempt is seen; it reads no header but those two and logs nothing.
type countingTransport struct {
	base         http.RoundTripper
	m            *metrics
	installation string
}

func (t *countingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.base.RoundTrip(req)
	if err != nil {
		t.m.ghReqs.WithLabelValues("error").Inc()
		return resp, err
	}
	t.m.ghReqs.WithLabelValues(strconv.Itoa(resp.StatusCode)).Inc()
	if v := strings.TrimSpace(resp.Header.Get("X-RateLimit-Remaining")); v != "" {
		if n, perr := strconv.ParseFloat(v, 64); perr == nil {
			t.m.rateLimit.WithLabelValues(t.installation).Set(n)
		}
	}
	return resp, nil
}
