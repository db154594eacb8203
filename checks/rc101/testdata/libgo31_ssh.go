package sshtools

import (
	"golang.org/x/crypto/ssh"
)

// ssh.ClientConfig's zero dial bound means none: ssh.Dial to a silent host
// waits as long as the kernel keeps trying.
func dial(addr, user string, auth ssh.AuthMethod) (*ssh.Client, error) {
	cfg := &ssh.ClientConfig{ // want: RC101
		User:            user,
		Auth:            []ssh.AuthMethod{auth},
		HostKeyCallback: ssh.InsecureIgnoreHostKey(),
	}
	return ssh.Dial("tcp", addr, cfg)
}

// The clean look-alike, a config given its dial bound, is
// libgo31_ssh_bounded.go.
