package more

// client-go's rest.Config has no request time limit unless the caller
// sets one (libmodels/data/sdks-more.yml).

import (
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
)

func kubeConfig(path string) (*rest.Config, error) {
	if path == "" {
		return rest.InClusterConfig() // want: RC101
	}
	return clientcmd.BuildConfigFromFlags("", path) // want: RC101
}
