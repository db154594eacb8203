package bot

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"
	_ "modernc.org/sqlite" // the "sqlite" database/sql driver, pure Go
)

// kindReview is the River job kind of ReviewArgs.
const kindReview = "resilience_review"

// ReviewArgs is one queued review: a pull request's head commit to scan and
// report on. River keeps it as JSON; the fields tagged river:"unique" make
// one job per (installation, repository, head SHA[, re-run request]).
type ReviewArgs struct {
	InstallationID int64  `json:"installation_id" river:"unique"`
	Owner          string `json:"owner" river:"unique"`
	Repo           string `json:"repo" river:"unique"`
	HeadSHA        string `json:"head_sha" river:"unique"`
	// Rerun is the delivery ID of an explicit re-run request (check_suite or
	// check_run rerequested), so that it runs again for a head already
	// reviewed; empty for pull_request deliveries.
	Rerun string `json:"rerun,omitempty" river:"unique"`
	// Number is the pull request; 0 when the delivery did not name one (a
	// check suite), and the job looks it up from the head commit.
	Number int `json:"number"`
	// BaseSHA, ChangedFiles and Draft come from the pull request payload.
	BaseSHA      string `json:"base_sha,omitempty"`
	ChangedFiles int    `json:"changed_files,omitempty"`
	Draft        bool   `json:"draft,omitempty"`
	// PRKey is "installation/owner/repo#number" (empty when Number is 0):
	// jobs of one pull request share it, so a newer push finds the older
	// jobs it supersedes.
	PRKey string `json:"pr_key,omitempty"`
	// DeliveryID and Event say which webhook delivery queued the job (X-GitHub-Delivery,
	// "event.action"), for the logs.
	DeliveryID string `json:"delivery_id"`
	Event      string `json:"event"`
}

// Kind is the River job kind.
func (ReviewArgs) Kind() string { return kindReview }

func prKey(installation int64, owner, repo string, number int) string {
	return fmt.Sprintf("%d/%s/%s#%d", installation, owner, repo, number)
}

// queue is the River client and its database, whichever driver.
type queue interface {
	// insert queues a review; dup is true when a job for the same unique
	// key is already pending, running or done (then nothing was inserted).
	insert(ctx context.Context, a ReviewArgs) (id int64, dup bool, err error)
	// openJobs lists the jobs of pull request key that are not finalized.
	openJobs(ctx context.Context, key string) ([]*rivertype.JobRow, error)
	// supersededBy returns the newest job of pull request key queued after
	// job id for another head commit, or nil.
	supersededBy(ctx context.Context, key string, id int64, head string) (*rivertype.JobRow, error)
	cancel(ctx context.Context, id int64) error
	start(ctx context.Context) error
	// stop stops fetching jobs and waits for the running ones, cancelling
	// them when ctx ends.
	stop(ctx context.Context) error
	ping(ctx context.Context) error
	counts(ctx context.Context) (map[rivertype.JobState]int, error)
	// summaries is the summary cache in the same database, or nil when
	// it is off (Options.SummaryCacheEntries < 0).
	summaries() *summaryCache
	close()
}

// riverQueue implements queue for any River driver.
type riverQueue[TTx any] struct {
	client  *river.Client[TTx]
	driver  riverdriver.Driver[TTx]
	opts    *river.InsertOpts
	closeDB func()
	cache   *summaryCache
}

func (q *riverQueue[TTx]) insert(ctx context.Context, a ReviewArgs) (int64, bool, error) {
	res, err := q.client.Insert(ctx, a, q.opts)
	if err != nil {
		return 0, false, err
	}
	return res.Job.ID, res.UniqueSkippedAsDuplicate, nil
}

// openStates are the states of a job not finalized.
var openStates = []rivertype.JobState{rivertype.JobStateAvailable, rivertype.JobStatePending,
	rivertype.JobStateRetryable, rivertype.JobStateRunning, rivertype.JobStateScheduled}

func (q *riverQueue[TTx]) openJobs(ctx context.Context, key string) ([]*rivertype.JobRow, error) {
	res, err := q.client.JobList(ctx, river.NewJobListParams().Kinds(kindReview).States(openStates...).
		Where("args->>'pr_key' = @pr_key", river.NamedArgs{"pr_key": key}).First(1000))
	if err != nil {
		return nil, err
	}
	return res.Jobs, nil
}

func (q *riverQueue[TTx]) supersededBy(ctx context.Context, key string, id int64, head string) (*rivertype.JobRow, error) {
	res, err := q.client.JobList(ctx, river.NewJobListParams().Kinds(kindReview).
		States(append([]rivertype.JobState{rivertype.JobStateCompleted, rivertype.JobStateCancelled, rivertype.JobStateDiscarded}, openStates...)...).
		Where("args->>'pr_key' = @pr_key AND id > @id AND args->>'head_sha' <> @head",
			river.NamedArgs{"pr_key": key, "id": id, "head": head}).
		OrderBy(river.JobListOrderByID, river.SortOrderDesc).First(1))
	if err != nil || len(res.Jobs) == 0 {
		return nil, err
	}
	return res.Jobs[0], nil
}

func (q *riverQueue[TTx]) cancel(ctx context.Context, id int64) error {
	_, err := q.client.JobCancel(ctx, id)
	return err
}

func (q *riverQueue[TTx]) start(ctx context.Context) error { return q.client.Start(ctx) }

func (q *riverQueue[TTx]) stop(ctx context.Context) error {
	err := q.client.Stop(ctx)
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		// The grace period is over: cancel what still runs, and give the
		// workers a moment to complete their check runs as cancelled.
		hard, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		return q.client.StopAndCancel(hard)
	}
	return err
}

func (q *riverQueue[TTx]) ping(ctx context.Context) error {
	return q.driver.GetExecutor().Ping(ctx)
}

func (q *riverQueue[TTx]) counts(ctx context.Context) (map[rivertype.JobState]int, error) {
	return q.driver.GetExecutor().JobCountByAllStates(ctx, &riverdriver.JobCountByAllStatesParams{})
}

func (q *riverQueue[TTx]) summaries() *summaryCache { return q.cache }

func (q *riverQueue[TTx]) close() { q.closeDB() }

// minLevel passes on the records of a handler at or above a level: River
// logs each applied migration, its producers and its leader election at
// INFO and DEBUG through river.Config.Logger, which would bury the bot's own
// lines; its warnings and errors still show.
type minLevel struct {
	slog.Handler
	level slog.Level
}

// Enabled reports whether both the level and the wrapped handler take l.
func (h minLevel) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= h.level && h.Handler.Enabled(ctx, l)
}

// WithAttrs keeps the level on the derived handler.
func (h minLevel) WithAttrs(a []slog.Attr) slog.Handler {
	return minLevel{h.Handler.WithAttrs(a), h.level}
}

// WithGroup keeps the level on the derived handler.
func (h minLevel) WithGroup(name string) slog.Handler {
	return minLevel{h.Handler.WithGroup(name), h.level}
}

// queueSettings are the River settings the bot uses, whatever the driver.
type queueSettings struct {
	workers     int
	maxAttempts int
	retry       river.ClientRetryPolicy
	jobTimeout  time.Duration
	poll        time.Duration
	grace       time.Duration
	log         *slog.Logger
	// cacheEntries bounds the summary cache; negative turns it off.
	cacheEntries int
}

func newRiverQueue[TTx any](ctx context.Context, drv riverdriver.Driver[TTx], w *river.Workers, s queueSettings, closeDB func()) (*riverQueue[TTx], error) {
	riverLog := slog.New(minLevel{s.log.With("component", "river").Handler(), slog.LevelWarn})
	mig, err := rivermigrate.New(drv, &rivermigrate.Config{Logger: riverLog})
	if err != nil {
		return nil, fmt.Errorf("queue migrations: %w", err)
	}
	res, err := mig.Migrate(ctx, rivermigrate.DirectionUp, nil)
	if err != nil {
		return nil, fmt.Errorf("migrate the queue database: %w", err)
	}
	if len(res.Versions) > 0 {
		versions := make([]int, len(res.Versions))
		for i, v := range res.Versions {
			versions[i] = v.Version
		}
		s.log.Info("queue database migrated", "versions", versions)
	}
	cfg := &river.Config{
		Queues:               map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: s.workers}},
		Workers:              w,
		Logger:               riverLog,
		MaxAttempts:          s.maxAttempts,
		RetryPolicy:          s.retry,
		JobTimeout:           s.jobTimeout,
		RescueStuckJobsAfter: s.jobTimeout + 5*time.Minute,
		FetchCooldown:        min(s.poll, river.FetchCooldownDefault),
		FetchPollInterval:    s.poll,
		SoftStopTimeout:      s.grace,
	}
	client, err := river.NewClient(drv, cfg)
	if err != nil {
		return nil, fmt.Errorf("queue client: %w", err)
	}
	return &riverQueue[TTx]{client: client, driver: drv, closeDB: closeDB, opts: &river.InsertOpts{
		MaxAttempts: s.maxAttempts,
		// Pending, queued, running and completed jobs keep their key (the
		// completed ones until River's cleaner removes them, 24 h later), so
		// duplicate and redelivered webhooks run once; a cancelled or
		// discarded job does not, so a redelivery runs it again.
		UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: []rivertype.JobState{
			rivertype.JobStateAvailable, rivertype.JobStateCompleted, rivertype.JobStatePending,
			rivertype.JobStateRetryable, rivertype.JobStateRunning, rivertype.JobStateScheduled}},
	}}, nil
}

// openSQLite opens (creating it) the queue file in dir: WAL, a busy timeout
// and immediate write transactions, so that River's concurrent work waits
// for the lock instead of failing with SQLITE_BUSY. The file belongs to one
// process (a lock file says so); jobs a killed process left running are made
// available again.
func openSQLite(ctx context.Context, dir string, w *river.Workers, s queueSettings) (queue, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("data dir: %w", err)
	}
	unlock, err := lockDir(dir)
	if err != nil {
		return nil, err
	}
	path := filepath.Join(dir, "queue.sqlite")
	dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=synchronous(FULL)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		unlock()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	// One connection: SQLite writes one at a time anyway, and River's
	// driver documents this as the way to avoid SQLITE_BUSY.
	db.SetMaxOpenConns(1)
	closeDB := func() { db.Close(); unlock() }
	if err := db.PingContext(ctx); err != nil {
		closeDB()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	q, err := newRiverQueue(ctx, riversqlite.New(db), w, s, closeDB)
	if err != nil {
		closeDB()
		return nil, err
	}
	if s.cacheEntries >= 0 {
		if err := migrateCache(ctx, db, false); err != nil {
			closeDB()
			return nil, err
		}
		q.cache = &summaryCache{db: db, max: s.cacheEntries}
	}
	// A job that has had all its attempts is not handed out again: it is
	// discarded, so a job that kills the process cannot loop for ever (the
	// worker gives up earlier still, Options.MaxCrashes).
	res, err := db.ExecContext(ctx, "UPDATE river_job SET state = 'discarded', finalized_at = datetime('now', 'subsec') WHERE state = 'running' AND attempt >= max_attempts")
	if err != nil {
		closeDB()
		return nil, fmt.Errorf("discard interrupted jobs: %w", err)
	}
	if n, _ := res.RowsAffected(); n > 0 {
		s.log.Warn("discarded jobs left running by a previous process after their last attempt", "jobs", n)
	}
	res, err = db.ExecContext(ctx, "UPDATE river_job SET state = 'available' WHERE state = 'running'")
	if err != nil {
		closeDB()
		return nil, fmt.Errorf("requeue interrupted jobs: %w", err)
	}
	if n, _ := res.RowsAffected(); n > 0 {
		s.log.Warn("requeued jobs left running by a previous process", "jobs", n)
	}
	return q, nil
}

// openPostgres connects to url and migrates River's tables under an advisory
// lock, so that replicas starting together do not migrate twice.
func openPostgres(ctx context.Context, url string, w *river.Workers, s queueSettings) (queue, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("database url: %w", err)
	}
	conn, err := pool.Acquire(ctx)
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("connect to the queue database: %w", err)
	}
	const lockKey = 0x7265736963686b // "resichk"
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", lockKey); err != nil {
		conn.Release()
		pool.Close()
		return nil, fmt.Errorf("lock the queue database for migration: %w", err)
	}
	q, err := newRiverQueue(ctx, riverpgxv5.New(pool), w, s, pool.Close)
	if err == nil && s.cacheEntries >= 0 {
		// The summary cache's table, under the same lock; database/sql
		// over the same pool.
		db := stdlib.OpenDBFromPool(pool)
		if err = migrateCache(ctx, db, true); err == nil {
			q.cache = &summaryCache{db: db, pg: true, max: s.cacheEntries}
			q.closeDB = func() { db.Close(); pool.Close() }
		} else {
			db.Close()
		}
	}
	conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", lockKey)
	conn.Release()
	if err != nil {
		pool.Close()
		return nil, err
	}
	return q, nil
}
