// Command resilience-check finds resilience defects (missing timeouts, blocking
// calls in async code, ...) in the Python, JavaScript, TypeScript and Go files
// a change touches. See README.md.
package main

import (
	"fmt"
	"os"
	"runtime/debug"
	"runtime/pprof"

	"github.com/resilience-check/resilience-check/internal/cli"
)

// gcPercent is the garbage collector's target when GOGC is not set: a scan
// allocates each file's tree once and drops it, so a larger heap target trades
// a few tens of MB for less GC work (bench/scan.sh on five real repositories:
// 20 % less CPU, 2-worker speedup 1.5x -> 2.0x, peak RSS 36 -> 63 MB).
const gcPercent = 400

// memoryLimit is the Go heap's soft limit (bytes) when GOMEMLIMIT is not set:
// the collector works harder near it, so a large file's tree does not grow
// the heap to five times its live size as gcPercent alone would allow
// (issue 11's 1 MB files: peak RSS 500-600 MB -> 350 MB at the same CPU
// time). Whole-repository scans mostly stay below it (peak RSS under 100 MB on the
// bench corpus; 380 MB on Hack23/European-Parliament-MCP-Server, whose docs
// hold two 777 KB minified bundles).
const memoryLimit = 256 << 20

// profileEnv names the environment variable that, when set to a file path,
// makes the command write a CPU profile of the whole run there (go tool pprof).
const profileEnv = "RESILIENCE_CHECK_CPUPROFILE"

// heapProfileEnv names the environment variable that, when set to a file
// path, makes the command write a heap profile there when the run ends
// (go tool pprof -sample_index=alloc_space for what the run allocated).
const heapProfileEnv = "RESILIENCE_CHECK_HEAPPROFILE"

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
	if path := os.Getenv(profileEnv); path != "" {
		stop, err := startProfile(path)
		if err != nil {
			fmt.Fprintf(os.Stderr, "resilience-check: %s: %v\n", profileEnv, err)
			os.Exit(cli.ExitError)
		}
		c := &cli.Command{Stdout: os.Stdout, Stderr: os.Stderr}
		code := c.Main(os.Args[1:])
		stop()
		os.Exit(code)
	}
	c := &cli.Command{Stdout: os.Stdout, Stderr: os.Stderr}
	code := c.Main(os.Args[1:])
	if path := os.Getenv(heapProfileEnv); path != "" {
		if err := writeHeapProfile(path); err != nil {
			fmt.Fprintf(os.Stderr, "resilience-check: %s: %v\n", heapProfileEnv, err)
		}
	}
	os.Exit(code)
}

// writeHeapProfile writes the heap profile of the run so far to path. It
// returns an error when the file cannot be created or written.
func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("create heap profile: %w", err)
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return fmt.Errorf("write heap profile: %w", err)
	}
	return f.Close()
}

// startProfile starts a CPU profile written to path; stop ends it and closes
// the file. It returns an error when the file cannot be created.
func startProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("create cpu profile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("start cpu profile: %w", err)
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}
