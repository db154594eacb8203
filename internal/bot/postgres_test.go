package bot

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// postgresEnv names a PostgreSQL server URL the Postgres tests may create
// databases on, e.g. postgres://postgres@127.0.0.1:5432/postgres; without
// it they are skipped.
const postgresEnv = "RESILIENCE_BOT_TEST_POSTGRES_URL"

// freshDatabase creates an empty database for one test and returns its URL;
// it is dropped at the end.
func freshDatabase(t *testing.T) string {
	t.Helper()
	admin := os.Getenv(postgresEnv)
	if admin == "" {
		t.Skip(postgresEnv + " is not set")
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		t.Fatalf("%s: %v", postgresEnv, err)
	}
	defer conn.Close(ctx)
	name := fmt.Sprintf("resilience_bot_test_%d", time.Now().UnixNano())
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c, err := pgx.Connect(ctx, admin)
		if err == nil {
			c.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
			c.Close(ctx)
		}
	})
	u, _ := url.Parse(admin)
	u.Path = "/" + name
	return u.String()
}

// On PostgreSQL, two bots (replicas) share one queue: a burst of deliveries
// spread over both reviews each head exactly once, redeliveries change
// nothing, and a superseded queued review ends skipped.
func TestPostgresTwoReplicas(t *testing.T) {
	dbURL := freshDatabase(t)
	h := newHarness(t, "", 2, func(c *Config, o *Options) { c.DatabaseURL = dbURL })
	b2, err := New(context.Background(), h.cfg, appKey(t), fastOptions(h.logs))
	if err != nil {
		t.Fatal(err)
	}
	srv2 := httptest.NewServer(b2.Handler())
	defer srv2.Close()
	defer b2.Stop()

	// A superseded queued review, before the workers start.
	h2 := headOf(2)
	h.addPR(prNum, h2)
	h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
	deliver(t, srv2.URL, "pull_request", "s", prPayload(t, "synchronize", prNum, h2), "")

	const prs = 25
	urls := []string{h.srv.URL, srv2.URL}
	for i := 0; i < prs; i++ {
		n := 500 + i
		h.addPR(n, headOf(n))
		for k, action := range []string{"opened", "opened", "synchronize", "reopened"} {
			id := fmt.Sprintf("%s-%d", action, n)
			if st, res := deliver(t, urls[(i+k)%2], "pull_request", id, prPayload(t, action, n, headOf(n)), ""); st != http.StatusAccepted {
				t.Fatalf("delivery %s: %d %s", id, st, res)
			}
		}
	}
	h.start()
	if err := b2.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	h.waitFor(60*time.Second, "every head reviewed", func() bool {
		for i := 0; i < prs; i++ {
			if !h.completedOn(headOf(500 + i)) {
				return false
			}
		}
		return h.completedOn(prHead) && h.completedOn(h2)
	})
	h.idle(10 * time.Second)
	for i := 0; i < prs; i++ {
		if runs := h.fake.CheckRunsOn(headOf(500 + i)); len(runs) != 1 {
			t.Errorf("head of #%d: %d check runs, want 1", 500+i, len(runs))
		}
	}
	if old := h.fake.CheckRunsOn(prHead); len(old) != 1 || old[0].Conclusion != "skipped" {
		t.Errorf("superseded head: %+v, want one skipped check run", old)
	}
	if j := h.jobs(); j["completed"] != prs+1 || j["cancelled"] != 1 {
		t.Errorf("jobs %v, want %d completed and 1 cancelled", j, prs+1)
	}
	checkAllCompleted(t, h.fake)
}
