package kube

// The clean twin of sdk_go6_kubeloader.go: the overrides carry a request
// timeout, which ClientConfig() copies into rest.Config.Timeout.

import (
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
)

func loadBounded() (*rest.Config, error) {
	rules := clientcmd.NewDefaultClientConfigLoadingRules()
	overrides := &clientcmd.ConfigOverrides{Timeout: "30s"}
	kubeConfig := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules, overrides)
	return kubeConfig.ClientConfig()
}
