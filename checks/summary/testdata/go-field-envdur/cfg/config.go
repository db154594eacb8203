package cfg

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is read from the environment by the project's own readers
// (batch 22: nfsarch33/mem0-mcp-go's getenvDuration("MEM0_TIMEOUT",
// 120*time.Second); tphakala/panos-mcp-go's intEnv("PANOS_JOB_WAIT",
// int(defaultJobWait/time.Second)), which also returns an error).
type Config struct {
	JobWait   time.Duration
	PollWait  time.Duration
	QuickWait time.Duration
}

const defaultPollWait = 90 * time.Second

func getenvDuration(key string, fallback time.Duration) time.Duration {
	if v, err := time.ParseDuration(os.Getenv(key)); err == nil {
		return v
	}
	return fallback
}

func intEnv(key string, def int) (int, error) {
	s := strings.TrimSpace(os.Getenv(key))
	if s == "" {
		return def, nil
	}
	return strconv.Atoi(s)
}

// Load reads the configuration.
func Load() (Config, error) {
	c := Config{
		JobWait:   getenvDuration("JOB_WAIT", 2*time.Minute), // want: RC104 whole-only
		QuickWait: getenvDuration("QUICK_WAIT", 10*time.Second),
	}
	waitSec, err := intEnv("POLL_WAIT", int(defaultPollWait/time.Second))
	if err != nil {
		return Config{}, err
	}
	c.PollWait = time.Duration(waitSec) * time.Second // want: RC104 whole-only
	return c, nil
}
