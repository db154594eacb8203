package dockertools

import (
	"time"

	"github.com/docker/docker/client"
)

// ---- clean look-alike ----

// newDocker bounds every API call of the client.
func newDocker() (*client.Client, error) {
	return client.NewClientWithOpts(client.FromEnv, client.WithTimeout(30*time.Second))
}
