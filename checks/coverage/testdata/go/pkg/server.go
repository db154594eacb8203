// Fixture for package coverage (see py/app/server.py).
package pkg

import (
	"net/http" // clean: standard library

	"github.com/acme/own/internal/store" // clean: the repository's module
	"github.com/nats-io/nats.go"         // unmodelled: github.com/nats-io/nats.go 1
	"github.com/slack-go/slack"          // clean: modelled
)

func Run() error {
	nc, err := nats.Connect("nats://localhost")
	if err != nil {
		return err
	}
	_ = slack.New("token")
	_ = store.Open()
	_, err = http.Get("https://example.com")
	_ = nc
	return err
}
