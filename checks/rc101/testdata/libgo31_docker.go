package dockertools

import (
	"github.com/docker/docker/client"
)

// The Docker client's default http.Client has no bound (client.go,
// defaultHTTPClient), and nothing in this file sets one.
func newDocker() (*client.Client, error) {
	return client.NewClientWithOpts(client.FromEnv, client.WithAPIVersionNegotiation()) // want: RC101
}

// The clean look-alike, a client given its client-level bound, is
// libgo31_docker_bounded.go.
