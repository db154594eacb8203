package mail

import (
	"crypto/tls"

	"github.com/emersion/go-imap/client"
)

// go-imap v1: DialTLS dials with new(net.Dialer) (no dial bound) and the
// client's command bound is zero, none: a stalled IMAP server holds Login
// and Fetch forever.
func connect(addr, user, pass string) (*client.Client, error) {
	c, err := client.DialTLS(addr, &tls.Config{MinVersion: tls.VersionTLS12}) // want: RC101
	if err != nil {
		return nil, err
	}
	if err := c.Login(user, pass); err != nil {
		return nil, err
	}
	return c, nil
}

// The clean look-alike, a client given its command bound, is
// libgo31_imap_bounded.go.
