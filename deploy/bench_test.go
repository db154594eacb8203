package deploy

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkBotWebhooks measures the real bot binary with --workers 2 on the
// bundled demo diff (examples/mcp-server: three files of 433 lines, 144 added,
// the demo's findings): b.N pull requests are delivered as fast as 8
// concurrent senders (GitHub's hook deliverers) can post them, and the
// benchmark reports the webhook answer's p50, p99 and maximum in ms and the
// pull requests fully reviewed per minute (first delivery to the last check
// run completed, with its comment). The queue is SQLite in a new data dir;
// with RESILIENCE_BOT_TEST_DATABASE_URL set, also PostgreSQL.
//
//	go test ./deploy -run '^$' -bench BotWebhooks -benchtime 200x
//	bench/bot.sh
func BenchmarkBotWebhooks(b *testing.B) {
	b.Run("sqlite", func(b *testing.B) { benchBot(b, "") })
	if admin := os.Getenv(testDatabaseEnv); admin != "" {
		b.Run("postgres", func(b *testing.B) { benchBot(b, freshDatabase(b, admin)) })
	}
}

func benchBot(b *testing.B, databaseURL string) {
	prs := b.N
	gh := fakeGitHub(b, prs)
	bot := startBot(b, gh, databaseURL, 2)
	bodies := make([][]byte, prs+1)
	for n := 1; n <= prs; n++ {
		bodies[n] = prOpened(b, n)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 16}}

	lat := make([]time.Duration, prs+1)
	var next atomic.Int64
	var failed atomic.Value
	var wg sync.WaitGroup
	b.ResetTimer()
	start := time.Now()
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				n := int(next.Add(1))
				if n > prs {
					return
				}
				status, took, err := deliver(ctx, client, bot, fmt.Sprintf("bench-%d", n), bodies[n])
				if err == nil && status != http.StatusAccepted {
					err = fmt.Errorf("status %d, want 202", status)
				}
				if err != nil {
					failed.Store(fmt.Errorf("delivery of PR %d: %w", n, err))
					return
				}
				lat[n] = took
			}
		}()
	}
	wg.Wait()
	if err, _ := failed.Load().(error); err != nil {
		b.Fatal(err)
	}
	done := waitReviewed(b, gh, prs, 10*time.Minute)
	b.StopTimer()

	lat = lat[1:]
	slices.Sort(lat)
	pct := func(p float64) float64 {
		return float64(lat[min(len(lat)-1, int(p*float64(len(lat))))].Microseconds()) / 1000
	}
	b.ReportMetric(pct(0.50), "p50-webhook-ms")
	b.ReportMetric(pct(0.99), "p99-webhook-ms")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "max-webhook-ms")
	b.ReportMetric(float64(prs)/done.Sub(start).Minutes(), "PRs/min")
	b.ReportMetric(0, "ns/op") // the wall time per PR is in PRs/min
}
