package stream

import (
	"github.com/gorilla/websocket"
)

// A Dialer{} that sets no handshake bound waits on a server that never
// answers the upgrade.
func connect(url string) (*websocket.Conn, error) {
	d := &websocket.Dialer{EnableCompression: true} // want: RC101
	c, _, err := d.Dial(url, nil)
	return c, err
}

// The clean look-alike is libgo31_websocket_bounded.go.
