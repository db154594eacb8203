package sshtools

import (
	"time"

	"golang.org/x/crypto/ssh"
)

// ---- clean look-alike ----

// dial bounds the connection's establishment.
func dial(addr, user string, auth ssh.AuthMethod) (*ssh.Client, error) {
	cfg := &ssh.ClientConfig{
		User:            user,
		Auth:            []ssh.AuthMethod{auth},
		HostKeyCallback: ssh.InsecureIgnoreHostKey(),
	}
	cfg.Timeout = 15 * time.Second
	return ssh.Dial("tcp", addr, cfg)
}
