// Command resilience-bot is resilience-check as a self-hosted GitHub App: it
// reviews every pull request of the repositories it is installed on from
// webhooks, with a durable queue. See internal/bot and README.md ("As a
// GitHub App").
package main

import (
	"os"

	"github.com/resilience-check/resilience-check/internal/bot"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	os.Exit(bot.Run(os.Args[1:], os.Stdout, os.Stderr, version))
}
