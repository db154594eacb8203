package stream

import (
	"time"

	"github.com/gorilla/websocket"
)

// ---- clean look-alike ----

// connect bounds the handshake.
func connect(url string) (*websocket.Conn, error) {
	d := &websocket.Dialer{EnableCompression: true, HandshakeTimeout: 10 * time.Second}
	c, _, err := d.Dial(url, nil)
	return c, err
}
