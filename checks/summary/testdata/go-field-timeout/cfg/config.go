package cfg

import (
	"flag"
	"os"
	"time"
)

// Config is read from flags and defaults (batch 20: Azure/aks-mcp's
// flag.IntVar(&cfg.Timeout, "timeout", 600, ...), atlassian-dc-mcp-go's
// `if c.ClientTimeout <= 0 { c.ClientTimeout = 60 }`).
type Config struct {
	Timeout      int
	WaitTimeout  time.Duration
	QuickTimeout time.Duration
	OpenTimeout  time.Duration
}

// Parse sets the fields.
func (c *Config) Parse() {
	flag.IntVar(&c.Timeout, "timeout", 600, "seconds") // want: RC104 whole-only
	if c.WaitTimeout == 0 {
		c.WaitTimeout = 2 * time.Minute // want: RC104 whole-only
	}
	c.QuickTimeout = 10 * time.Second // every write within the budget: clean
	d, err := time.ParseDuration(os.Getenv("OPEN_TIMEOUT"))
	if err == nil {
		c.OpenTimeout = d // a value that does not read: the field stays unknown
	}
	c.OpenTimeout = 5 * time.Minute
}
