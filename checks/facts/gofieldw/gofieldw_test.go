package gofieldw

import (
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func TestWrites(t *testing.T) {
	f := modeltest.Parse(t, "main.go", model.LangGo, []byte(`package main

import (
	"flag"
	"net/http"
	"time"

	"github.com/alecthomas/kingpin/v2"
	"github.com/spf13/cobra"
)

var (
	flagTimeout = kingpin.Flag("prometheus.timeout", "t").Default("1m").Duration()
	flagWait    = flag.Duration("wait", 90*time.Second, "w")
	serveTimeout time.Duration
	parsedTimeout time.Duration
)

func setup(cmd *cobra.Command, c *Config, s string) {
	cmd.Flags().DurationVar(&serveTimeout, "timeout", 30*time.Second, "t")
	flag.IntVarP(&c.Retry, "retry", "r", 7, "r")
	parsedTimeout, _ = time.ParseDuration(s)
	c.Timeout = *flagTimeout
	c.Wait = *flagWait
	c.Serve = serveTimeout
	c.Parsed = parsedTimeout
	c.Copy = c.Wait
	c.Scaled = time.Duration(c.Retry) * time.Second
	c.Bumped += time.Second
	other(&c.Opened)
	_ = &http.Client{Timeout: 300 * time.Second}
	_ = Config{Limit: 45, Env: getEnvInt("X_TIMEOUT", 240)}
}
`))
	w := Writes(f)
	durs := map[string]time.Duration{"Timeout": time.Minute, "Wait": 90 * time.Second, "Serve": 30 * time.Second}
	for name, d := range durs {
		if len(w[name]) != 1 || !w[name][0].IsDur || w[name][0].Dur != d {
			t.Errorf("%s: %+v, want %v", name, w[name], d)
		}
	}
	nums := map[string]float64{"Retry": 7, "Limit": 45, "Env": 240}
	for name, x := range nums {
		if len(w[name]) != 1 || !w[name][0].IsNum || w[name][0].Num != x {
			t.Errorf("%s: %+v, want %v", name, w[name], x)
		}
	}
	for _, name := range []string{"Parsed", "Bumped", "Opened"} {
		if len(w[name]) != 1 || !w[name][0].Unknown {
			t.Errorf("%s: %+v, want unknown", name, w[name])
		}
	}
	if len(w["Copy"]) != 1 || w["Copy"][0].Ref != "Wait" || w["Copy"][0].RefUnit != 0 {
		t.Errorf("Copy: %+v", w["Copy"])
	}
	if len(w["Scaled"]) != 1 || w["Scaled"][0].Ref != "Retry" || w["Scaled"][0].RefUnit != time.Second {
		t.Errorf("Scaled: %+v", w["Scaled"])
	}
	if len(w["Timeout"]) != 1 { // the http.Client literal's Timeout is not a field of the project's
		t.Errorf("Timeout: %+v", w["Timeout"])
	}
}

func TestKey(t *testing.T) {
	for key, want := range map[string]struct {
		field string
		unit  time.Duration
		ok    bool
	}{"field:Timeout@0": {"Timeout", 0, true}, "field:Timeout@1s": {"Timeout", time.Second, true}, "field:X@": {"", 0, false}, "Timeout": {"", 0, false}} {
		f, u, ok := ParseKey(key)
		if ok != want.ok || ok && (f != want.field || u != want.unit) {
			t.Errorf("ParseKey(%q) = %q, %v, %v", key, f, u, ok)
		}
	}
}

// TestOverrides: a write that applies only when someone configures a value
// (an environment setter given the field's address, a string parsed under a
// test that it parsed) adds no write; an unconditional parse, or the address
// handed to another call, stays unknown.
func TestOverrides(t *testing.T) {
	f := modeltest.Parse(t, "config.go", model.LangGo, []byte(`package config

import (
	"os"
	"strconv"
	"time"
)

func setDuration(key string, target *time.Duration) {}
func fill(target *time.Duration) {}

func load(c *Config, s string) {
	c.Media = 10 * time.Minute
	setDuration("MCP_MEDIA_TIMEOUT", &c.Media)
	c.Secs = 300
	if v := os.Getenv("SECS"); v != "" {
		if n, err := strconv.Atoi(v); err == nil {
			c.Secs = n
		}
	}
	if d, err := time.ParseDuration(s); err == nil {
		c.Scaled = time.Duration(d) * time.Second
	}
	n, _ := strconv.Atoi(s)
	c.Plain = n
	fill(&c.Filled)
}
`))
	w := Writes(f)
	if len(w["Media"]) != 1 || !w["Media"][0].IsDur || w["Media"][0].Dur != 10*time.Minute {
		t.Errorf("Media: %+v, want the default alone", w["Media"])
	}
	if len(w["Secs"]) != 1 || !w["Secs"][0].IsNum || w["Secs"][0].Num != 300 {
		t.Errorf("Secs: %+v, want the default alone", w["Secs"])
	}
	if len(w["Scaled"]) != 0 {
		t.Errorf("Scaled: %+v, want no write", w["Scaled"])
	}
	for _, name := range []string{"Plain", "Filled"} {
		if len(w[name]) != 1 || !w[name][0].Unknown {
			t.Errorf("%s: %+v, want one unknown write", name, w[name])
		}
	}
}
