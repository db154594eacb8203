package bot

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks"
)

// cacheFiguresEnv names a folder of repositories (bench/bot.sh passes
// /work/corpus or its argument); without it TestBotCacheFigures is skipped.
// RESILIENCE_BENCH_BOT_REPOS lists the repositories to use (comma-separated,
// default mcp-atlassian,sentry-mcp), RESILIENCE_BENCH_BOT_RUNS the runs
// (default 3); RESILIENCE_BENCH_BOT_PG=1 puts the queue and the cache in
// PostgreSQL (RESILIENCE_BOT_TEST_POSTGRES_URL, as the Postgres tests).
const cacheFiguresEnv = "RESILIENCE_BENCH_BOT_CORPUS"

// importLine matches an import of another file of the repository: a
// relative TS/JS import, a Python relative or dotted absolute one.
var importLine = regexp.MustCompile(`(?m)(from ['"]\.\.?/|^from \.|^from [a-z_]+(\.[a-z_]+)+ import)`)

// cpuNow is the process's user + system CPU time.
func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestBotCacheFigures is the bot's figure for issue 18: the CPU of the
// second push to a pull request against the first's, in one process, back
// to back. The pull request adds a trailing line to the 5 source files of
// a real repository that import the most other files of it; the fake
// GitHub (in the same process, so its CPU counts on both pushes) serves
// every source file of the repository. The first push fetches and
// summarises what those files import; the second finds the summaries in
// the cache (SQLite); a third push is the same review without the
// imports (the tree refused), the floor the cache cannot go under. Prints
// per repository the medians over the runs and fails when the median of
// the runs' ratios (second / first) is not under 0.5.
func TestBotCacheFigures(t *testing.T) {
	corpus := os.Getenv(cacheFiguresEnv)
	if corpus == "" {
		t.Skip(cacheFiguresEnv + " is not set (bench/bot.sh sets it)")
	}
	repos := []string{"mcp-atlassian", "sentry-mcp"}
	if s := os.Getenv("RESILIENCE_BENCH_BOT_REPOS"); s != "" {
		repos = strings.Split(s, ",")
	}
	runs := 3
	if n, err := strconv.Atoi(os.Getenv("RESILIENCE_BENCH_BOT_RUNS")); err == nil && n > 0 {
		runs = n
	}
	for _, repo := range repos {
		files := map[string]string{}
		root := filepath.Join(corpus, repo)
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if n := d.Name(); n == "node_modules" || n == ".git" || n == "dist" || n == "vendor" {
					return filepath.SkipDir
				}
				return nil
			}
			if _, ok := checks.DetectLanguage(p); !ok || !d.Type().IsRegular() {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil || len(b) > checks.DefaultMaxFileBytes {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			files[filepath.ToSlash(rel)] = string(b)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		type cand struct {
			path    string
			imports int
		}
		var cs []cand
		for p, s := range files {
			if strings.Contains(p, "test") || strings.Contains(p, "mock") {
				continue
			}
			cs = append(cs, cand{p, len(importLine.FindAllStringIndex(s, -1))})
		}
		sort.Slice(cs, func(i, j int) bool {
			if cs[i].imports != cs[j].imports {
				return cs[i].imports > cs[j].imports
			}
			return cs[i].path < cs[j].path
		})
		var changed []string
		for _, c := range cs[:min(5, len(cs))] {
			changed = append(changed, c.path)
		}
		var first, second, floor, ratio []float64
		var blobs1, blobs2, lines int
		for run := 0; run < runs; run++ {
			mod := realRules
			if os.Getenv("RESILIENCE_BENCH_BOT_PG") == "1" { // the queue and the cache in PostgreSQL
				dbURL := freshDatabase(t)
				mod = func(c *Config, o *Options) { realRules(c, o); c.DatabaseURL = dbURL }
			}
			h := newHarness(t, "", 1, mod)
			h.start()
			var cpu [3]time.Duration
			for push := 1; push <= 3; push++ {
				if push == 3 {
					// The floor: the same review without the imports (the
					// tree refused, so nothing is read or looked up).
					h.fake.Fail("GET", "/git/trees/", 0, 404, nil, "")
				}
				head := headOf(9000 + 10*run + push)
				at := map[string]string{}
				for p, s := range files {
					at[p] = s
				}
				lines = 0
				for _, p := range changed {
					comment := "//"
					if strings.HasSuffix(p, ".py") {
						comment = "#"
					}
					at[p] = strings.TrimRight(files[p], "\n") + fmt.Sprintf("\n%s push %d\n", comment, push)
					lines += strings.Count(at[p], "\n")
				}
				h.addImportsPR(90+run, head, at, changed...)
				before, blobs := cpuNow(), h.fake.Count("GET", "/git/blobs/")
				if prof := os.Getenv("RESILIENCE_BENCH_BOT_PROFILE"); prof != "" && run == 0 {
					f, err := os.Create(fmt.Sprintf("%s.%s.%d", prof, repo, push))
					if err != nil {
						t.Fatal(err)
					}
					runtime.SetCPUProfileRate(2000)
					pprof.StartCPUProfile(f)
				}
				// Only the fake's state is polled (no queue query) while
				// the review runs.
				if st, res := h.deliver("pull_request", "d-"+head, prPayload(t, "synchronize", 90+run, head)); st != 202 || res != "queued" {
					t.Fatalf("delivery: %d %s", st, res)
				}
				h.waitFor(60*time.Second, "the review of "+head, func() bool { return h.completedOn(head) })
				pprof.StopCPUProfile()
				cpu[push-1] = cpuNow() - before
				if push == 1 {
					blobs1 = h.fake.Count("GET", "/git/blobs/") - blobs
				} else {
					blobs2 = h.fake.Count("GET", "/git/blobs/") - blobs
				}
			}
			first = append(first, cpu[0].Seconds())
			second = append(second, cpu[1].Seconds())
			floor = append(floor, cpu[2].Seconds())
			ratio = append(ratio, cpu[1].Seconds()/cpu[0].Seconds())
			h.bot.Stop()
		}
		m1, m2, mr := medianOf(first), medianOf(second), medianOf(ratio)
		msg := fmt.Sprintf("%s: %d files in the tree, %d changed (%d lines): first push CPU %.3f s (%d blobs fetched), second push CPU %.3f s (%d blobs fetched): %.2fx the first (median of the runs' ratios %s); "+
			"the same push without the imports %.3f s (runs: %s / %s / %s)",
			repo, len(files), len(changed), lines, m1, blobs1, m2, blobs2, mr, fmtList(ratio), medianOf(floor), fmtList(first), fmtList(second), fmtList(floor))
		if os.Getenv("RESILIENCE_BENCH_BOT_PG") == "1" {
			msg = "PostgreSQL: " + msg
		}
		fmt.Println("bot-cache: " + msg)
		if mr >= 0.5 {
			t.Errorf("second push not under half the first's CPU: %s", msg)
		}
	}
}

func fmtList(xs []float64) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%.3f", x)
	}
	return b.String()
}

func medianOf(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
