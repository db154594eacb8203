package more

// Clean look-alike: the rest.Config gets a request timeout.

import (
	"time"

	"k8s.io/client-go/rest"
)

func inCluster() (*rest.Config, error) {
	cfg, err := rest.InClusterConfig()
	if err != nil {
		return nil, err
	}
	cfg.Timeout = 30 * time.Second
	return cfg, nil
}
