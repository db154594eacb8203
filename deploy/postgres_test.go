package deploy

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// testDatabaseEnv names the PostgreSQL server ci/postgres-test.sh starts.
const testDatabaseEnv = "RESILIENCE_BOT_TEST_DATABASE_URL"

// freshDatabase creates an empty database on the server of admin (a
// postgres:// URL of a role that may create databases) and returns its URL;
// it is dropped at cleanup.
func freshDatabase(t testing.TB, admin string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		t.Fatalf("connect to %s: %v", testDatabaseEnv, err)
	}
	defer conn.Close(context.Background())
	name := fmt.Sprintf("resilience_bot_test_%d_%d", os.Getpid(), time.Now().UnixNano())
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("create database %s: %v", name, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, admin)
		if err != nil {
			t.Errorf("drop database %s: %v", name, err)
			return
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("drop database %s: %v", name, err)
		}
	})
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatalf("%s: %v", testDatabaseEnv, err)
	}
	u.Path = "/" + name
	return u.String()
}

// TestTwoReplicasPostgres runs two resilience-bot processes on one
// PostgreSQL database, as deploy/k8s runs two replicas, against a fake
// GitHub: 100 pull requests of the demo diff are delivered, each to one
// replica and then redelivered (same delivery) to the other, and every pull
// request must be reviewed exactly once: one check run on its head SHA,
// completed, with the findings; one comment, never edited; one SARIF upload.
func TestTwoReplicasPostgres(t *testing.T) {
	admin := os.Getenv(testDatabaseEnv)
	if admin == "" {
		t.Skip(testDatabaseEnv + " is not set: two replicas need a real PostgreSQL; ci/postgres-test.sh starts one and runs this test")
	}
	const prs = 100
	dsn := freshDatabase(t, admin)
	gh := fakeGitHub(t, prs)

	// Both start at once, as a Deployment's pods do: they migrate one database.
	var bots [2]*bot
	var wg sync.WaitGroup
	for i := range bots {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bots[i] = startBot(t, gh, dsn, 2)
		}()
	}
	wg.Wait()
	if t.Failed() || bots[0] == nil || bots[1] == nil {
		t.FailNow()
	}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	client := &http.Client{Timeout: 10 * time.Second}
	start := time.Now()
	var slowest time.Duration
	for round := range 2 {
		for n := 1; n <= prs; n++ {
			b := bots[(n+round)%2]
			id := fmt.Sprintf("00000000-0000-4000-8000-%012d", n)
			status, took, err := deliver(ctx, client, b, id, prOpened(t, n))
			if err != nil {
				t.Fatalf("deliver PR %d to %s: %v", n, b.URL, err)
			}
			if status != http.StatusAccepted {
				t.Fatalf("delivery of PR %d to %s: status %d, want 202", n, b.URL, status)
			}
			slowest = max(slowest, took)
		}
	}
	done := waitReviewed(t, gh, prs, 90*time.Second)
	t.Logf("%d pull requests (%d deliveries) reviewed in %s by 2 replicas with 2 workers each; slowest webhook answer %s",
		prs, 2*prs, done.Sub(start).Round(time.Millisecond), slowest.Round(time.Microsecond))

	// A late duplicate review would show up here.
	time.Sleep(2 * time.Second)
	for n, r := range reviews(gh, prs) {
		if len(r.Runs) != 1 {
			t.Errorf("PR %d: %d check runs on its head SHA, want 1", n, len(r.Runs))
			continue
		}
		run := r.Runs[0]
		if run.Status != "completed" || run.Conclusion == "cancelled" || run.Conclusion == "skipped" || len(run.Annotations) == 0 {
			t.Errorf("PR %d: check run %s/%s with %d annotations, want a completed review with the demo's findings",
				n, run.Status, run.Conclusion, len(run.Annotations))
		}
		if r.Comments != 1 || r.Edits != 0 {
			t.Errorf("PR %d: %d comments edited %d times, want one comment posted once", n, r.Comments, r.Edits)
		}
		if r.SARIFs != 1 {
			t.Errorf("PR %d: %d SARIF uploads, want 1", n, r.SARIFs)
		}
	}
	// Both replicas took work, and together they completed 100 reviews.
	total := 0
	for i, b := range bots {
		c := countLogged(b.Log(), "check run completed")
		t.Logf("replica %d completed %d reviews", i, c)
		if c == 0 {
			t.Errorf("replica %d completed no review: the second replica took no work", i)
		}
		total += c
	}
	if total != prs {
		t.Errorf("the replicas logged %d completed reviews, want %d", total, prs)
	}
}

// countLogged counts the JSON log lines whose msg is msg.
func countLogged(log, msg string) int {
	n := 0
	for _, line := range strings.Split(log, "\n") {
		var rec struct {
			Msg string `json:"msg"`
		}
		if json.Unmarshal([]byte(line), &rec) == nil && rec.Msg == msg {
			n++
		}
	}
	return n
}

// TestReadinessFollowsPostgres stops the PostgreSQL server under a running
// replica, as a database failover does: /readyz must fail (so Kubernetes
// takes the pod out of the Service) and a delivery must get 503 (so GitHub
// shows it failed, to be redelivered) while /healthz stays up (so the pod is
// not restarted); once the server is back, /readyz passes again and the
// redelivery is reviewed. ci/postgres-test.sh says how to stop and start the
// server in RESILIENCE_BOT_TEST_PG_CTL.
func TestReadinessFollowsPostgres(t *testing.T) {
	admin, pgctl := os.Getenv(testDatabaseEnv), strings.Fields(os.Getenv("RESILIENCE_BOT_TEST_PG_CTL"))
	if admin == "" || len(pgctl) == 0 {
		t.Skip(testDatabaseEnv + " and RESILIENCE_BOT_TEST_PG_CTL are not set: this test stops a real PostgreSQL; ci/postgres-test.sh starts one and runs it")
	}
	server := func(action string) {
		t.Helper()
		args := append(slices.Clone(pgctl[1:]), action)
		if action == "stop" {
			args = append(args, "-m", "fast")
		}
		if out, err := exec.Command(pgctl[0], args...).CombinedOutput(); err != nil {
			t.Fatalf("pg_ctl %s: %v\n%s", action, err, out)
		}
	}
	dsn := freshDatabase(t, admin)
	gh := fakeGitHub(t, 1)
	b := startBot(t, gh, dsn, 2)
	client := &http.Client{Timeout: 10 * time.Second}
	get := func(path string) int {
		resp, err := client.Get(b.URL + path)
		if err != nil {
			return 0
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	waitStatus := func(path string, want int, within time.Duration) {
		t.Helper()
		deadline := time.Now().Add(within)
		for got := get(path); got != want; got = get(path) {
			if time.Now().After(deadline) {
				t.Fatalf("GET %s = %d after %s, want %d", path, got, within, want)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}

	server("stop")
	restarted := false
	defer func() {
		if !restarted { // leave the server up for the tests after this one
			server("start")
		}
	}()
	waitStatus("/readyz", http.StatusServiceUnavailable, 15*time.Second)
	if got := get("/healthz"); got != http.StatusOK {
		t.Errorf("/healthz = %d while the database is down, want 200 (a restart would not help)", got)
	}
	body := prOpened(t, 1)
	status, took, err := deliver(context.Background(), client, b, "readiness-1", body)
	if err != nil || status != http.StatusServiceUnavailable {
		t.Fatalf("delivery while the database is down: status %d (err %v), want 503", status, err)
	}
	t.Logf("delivery with the database down: 503 in %s", took.Round(time.Millisecond))

	server("start")
	restarted = true
	waitStatus("/readyz", http.StatusOK, 30*time.Second)
	status, _, err = deliver(context.Background(), client, b, "readiness-1", body) // GitHub's redelivery
	if err != nil || status != http.StatusAccepted {
		t.Fatalf("redelivery after the database is back: status %d (err %v), want 202", status, err)
	}
	waitReviewed(t, gh, 1, 60*time.Second)
	if r := reviews(gh, 1)[1]; len(r.Runs) != 1 || r.Comments != 1 {
		t.Errorf("after the redelivery: %d check runs and %d comments, want 1 and 1", len(r.Runs), r.Comments)
	}
}
