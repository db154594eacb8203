package mail

import (
	"net"
	"time"

	"github.com/emersion/go-imap/client"
)

// ---- clean look-alike ----

// connect dials with a bounded dialer and bounds every command.
func connect(addr, user, pass string) (*client.Client, error) {
	c, err := client.DialWithDialerTLS(&net.Dialer{Timeout: 10 * time.Second}, addr, nil)
	if err != nil {
		return nil, err
	}
	c.Timeout = 30 * time.Second
	if err := c.Login(user, pass); err != nil {
		return nil, err
	}
	return c, nil
}
