package cfg

import (
	"os"
	"strconv"
	"time"
)

// Config holds defaults that the environment may override (session 32:
// regiellis/mcp-searxng-go's setDuration("MCP_MEDIA_TIMEOUT",
// &cfg.Media.Timeout); sammcj/mcp-devtools' `if t, err :=
// strconv.Atoi(timeout); err == nil { config.Timeout = t }`). An override
// applies only when the variable is set: the default is what a deployment
// that sets nothing waits, and the override does not make the field
// unknown.
type Config struct {
	APITimeout   time.Duration
	QuickTimeout time.Duration
	ProcSeconds  int
}

func setDuration(key string, target *time.Duration) {
	if v := os.Getenv(key); v != "" {
		if d, err := time.ParseDuration(v); err == nil {
			*target = d
		}
	}
}

// Load reads the configuration.
func Load() Config {
	c := Config{
		APITimeout:   2 * time.Minute, // want: RC104 whole-only
		QuickTimeout: 10 * time.Second,
		ProcSeconds:  300, // want: RC104 whole-only
	}
	setDuration("APP_API_TIMEOUT", &c.APITimeout)
	setDuration("APP_QUICK_TIMEOUT", &c.QuickTimeout)
	if s := os.Getenv("APP_PROC_SECONDS"); s != "" {
		if n, err := strconv.Atoi(s); err == nil {
			c.ProcSeconds = n
		}
	}
	return c
}
