package bot

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// testCacheBound stores 5 summaries in a cache bounded at 3, the oldest
// touched by a hit in between: the 3 most recently used stay (eviction by
// use, oldest first), a stored key is found, an unknown one is nil, and
// migrating again changes nothing.
func testCacheBound(t *testing.T, db *sql.DB, pg bool) {
	ctx := context.Background()
	if err := migrateCache(ctx, db, pg); err != nil {
		t.Fatal(err)
	}
	if err := migrateCache(ctx, db, pg); err != nil {
		t.Fatalf("second migration: %v", err)
	}
	c := &summaryCache{db: db, pg: pg, max: 3}
	for i := 0; i < 4; i++ {
		if err := c.save(ctx, map[string][]byte{fmt.Sprintf("k%d", i): []byte(fmt.Sprintf(`{"path":"f%d"}`, i))}, nil); err != nil {
			t.Fatal(err)
		}
		time.Sleep(2 * time.Millisecond)
	}
	// k0 was evicted by k3; k1 is used again, then k4 comes.
	if err := c.save(ctx, nil, []string{"k1"}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * time.Millisecond)
	if err := c.save(ctx, map[string][]byte{"k4": []byte(`{"path":"f4"}`)}, nil); err != nil {
		t.Fatal(err)
	}
	got, err := c.get(ctx, []string{"k0", "k1", "k2", "k3", "k4", "k5"})
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for k, b := range got {
		left = append(left, fmt.Sprintf("%s=%s", k, b))
	}
	sort.Strings(left)
	if got := strings.Join(left, " "); got != `k1={"path":"f1"} k3={"path":"f3"} k4={"path":"f4"}` {
		t.Errorf("cache holds %s, want k1 (used again), k3 and k4", got)
	}
	if n, err := c.count(ctx); n != 3 || err != nil {
		t.Errorf("count %d %v", n, err)
	}
}

func TestSummaryCacheSQLite(t *testing.T) {
	db, err := sql.Open("sqlite", "file:"+filepath.Join(t.TempDir(), "c.sqlite")+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	testCacheBound(t, db, false)
}

func TestSummaryCachePostgres(t *testing.T) {
	db, err := sql.Open("pgx", freshDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	testCacheBound(t, db, true)
}
