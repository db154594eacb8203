package bot

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// DefaultSummaryCacheEntries bounds the summary cache (Options.SummaryCacheEntries):
// past it the least recently used summaries are deleted. An entry is one
// file's summary in its stored form (encodeSummary): 4.5 KB on average
// over the 3,329 source files of the 17 bench/realcode repositories
// (median 2.7 KB, 99th percentile 28 KB, largest 75 KB), so the default
// holds about 90 MB; a pull request reads at most checks.MaxContextFiles
// (300) files, so it keeps the imports of 66 such pull requests at least.
const DefaultSummaryCacheEntries = 20_000

// summaryTable is the table of the summary cache, in the queue's database
// beside River's tables.
const summaryTable = "resilience_summary_cache"

// cacheMigrations create the summary cache's table; each is idempotent and
// they run in order at every start, after River's migrations and, on
// PostgreSQL, under the same advisory lock. A later change of the table is
// one more statement here. used_at is Unix nanoseconds, the same column on
// both databases.
var cacheMigrations = map[bool][]string{
	false: { // SQLite
		`CREATE TABLE IF NOT EXISTS ` + summaryTable + ` (key TEXT PRIMARY KEY, summary BLOB NOT NULL, used_at INTEGER NOT NULL)`,
		`CREATE INDEX IF NOT EXISTS ` + summaryTable + `_used_at ON ` + summaryTable + ` (used_at)`,
	},
	true: { // PostgreSQL
		`CREATE TABLE IF NOT EXISTS ` + summaryTable + ` (key TEXT PRIMARY KEY, summary BYTEA NOT NULL, used_at BIGINT NOT NULL)`,
		`CREATE INDEX IF NOT EXISTS ` + summaryTable + `_used_at ON ` + summaryTable + ` (used_at)`,
	},
}

// summaryCache keeps the function summaries (checks/summary.File as JSON)
// of the files a pull request imports, by cacheKey (blob SHA, path, tool
// build, config), so that the next push to the same pull request reuses
// them instead of fetching and parsing those blobs again. Errors of the
// cache never fail a review: a summary not found is computed, one not
// stored is computed again next time.
type summaryCache struct {
	db  *sql.DB
	pg  bool // PostgreSQL ($n placeholders), else SQLite (?)
	max int  // entries kept at most; see DefaultSummaryCacheEntries
}

// migrateCache applies cacheMigrations.
func migrateCache(ctx context.Context, db *sql.DB, pg bool) error {
	for _, stmt := range cacheMigrations[pg] {
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("migrate the summary cache: %w", err)
		}
	}
	return nil
}

// ph is the placeholder of the i-th (1-based) argument.
func (c *summaryCache) ph(i int) string {
	if c.pg {
		return "$" + strconv.Itoa(i)
	}
	return "?"
}

// get returns the stored summaries of keys, by key; a key without one is
// left out.
func (c *summaryCache) get(ctx context.Context, keys []string) (map[string][]byte, error) {
	out := map[string][]byte{}
	for start := 0; start < len(keys); start += 500 {
		batch := keys[start:min(start+500, len(keys))]
		args := make([]any, len(batch))
		marks := make([]string, len(batch))
		for i, k := range batch {
			args[i] = k
			marks[i] = c.ph(i + 1)
		}
		rows, err := c.db.QueryContext(ctx, "SELECT key, summary FROM "+summaryTable+" WHERE key IN ("+strings.Join(marks, ", ")+")", args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var k string
			var b []byte
			if err := rows.Scan(&k, &b); err != nil {
				rows.Close()
				return nil, err
			}
			out[k] = b
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// save stores the summaries of rows (key -> JSON) and marks used the keys
// of hits, in one transaction, then deletes the least recently used entries
// past the bound.
func (c *summaryCache) save(ctx context.Context, rows map[string][]byte, hits []string) error {
	if len(rows) == 0 && len(hits) == 0 {
		return nil
	}
	now := time.Now().UnixNano()
	tx, err := c.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	upsert := "INSERT INTO " + summaryTable + " (key, summary, used_at) VALUES (" + c.ph(1) + ", " + c.ph(2) + ", " + c.ph(3) +
		") ON CONFLICT (key) DO UPDATE SET summary = excluded.summary, used_at = excluded.used_at"
	// Keys in order, so that two reviews storing the same files (two pull
	// requests importing one helper, on two replicas) lock the rows in the
	// same order and do not deadlock.
	keys := make([]string, 0, len(rows))
	for k := range rows {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if _, err := tx.ExecContext(ctx, upsert, k, rows[k], now); err != nil {
			return err
		}
	}
	hits = append([]string(nil), hits...)
	sort.Strings(hits)
	for start := 0; start < len(hits); start += 500 {
		batch := hits[start:min(start+500, len(hits))]
		args := []any{now}
		marks := make([]string, len(batch))
		for i, k := range batch {
			args = append(args, k)
			marks[i] = c.ph(i + 2)
		}
		if _, err := tx.ExecContext(ctx, "UPDATE "+summaryTable+" SET used_at = "+c.ph(1)+" WHERE key IN ("+strings.Join(marks, ", ")+")", args...); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if len(rows) == 0 {
		return nil
	}
	return c.evict(ctx)
}

// evict deletes the least recently used entries past c.max.
func (c *summaryCache) evict(ctx context.Context) error {
	var n int
	if err := c.db.QueryRowContext(ctx, "SELECT count(*) FROM "+summaryTable).Scan(&n); err != nil || n <= c.max {
		return err
	}
	// The newest c.max stay; SQLite needs a LIMIT before OFFSET (-1: none).
	offset := " OFFSET " + c.ph(1)
	if !c.pg {
		offset = " LIMIT -1" + offset
	}
	_, err := c.db.ExecContext(ctx, "DELETE FROM "+summaryTable+" WHERE key IN (SELECT key FROM "+summaryTable+
		" ORDER BY used_at DESC, key"+offset+")", c.max)
	return err
}

// count returns the number of stored summaries.
func (c *summaryCache) count(ctx context.Context) (int, error) {
	var n int
	err := c.db.QueryRowContext(ctx, "SELECT count(*) FROM "+summaryTable).Scan(&n)
	return n, err
}

// cacheKey is a summary's key: the file's blob SHA and path (a summary
// names its file in its call chains), the build of the tool (version and
// executable: the summaries' shape and the rules' judgement change with
// the code) and the review's key (reviewKey: the config file's bytes, which
// select and tune RC101 and RC102, whose findings are summary facts), and
// the rules the bot was given (Options.Rules, tests).
func cacheKey(build, review, rules, path, blob string) string {
	h := sha256.New()
	for _, s := range []string{build, review, rules, path, blob} {
		io.WriteString(h, s)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

var (
	buildOnce sync.Once
	buildID   string
)

// buildDigest names this executable: the SHA-256 of its file, else its VCS
// revision, else "unknown". A development build ("dev") changed by one line
// gets other keys, so that it never reads summaries made by other code.
func buildDigest() string {
	buildOnce.Do(func() {
		buildID = "unknown"
		if exe, err := os.Executable(); err == nil {
			if f, err := os.Open(exe); err == nil {
				h := sha256.New()
				if _, err := io.Copy(h, f); err == nil {
					buildID = "exe:" + hex.EncodeToString(h.Sum(nil))
				}
				f.Close()
				if buildID != "unknown" {
					return
				}
			}
		}
		if bi, ok := debug.ReadBuildInfo(); ok {
			for _, s := range bi.Settings {
				if s.Key == "vcs.revision" {
					buildID = "vcs:" + s.Value
				}
			}
		}
	})
	return buildID
}
