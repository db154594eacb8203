package kube

import (
	"time"

	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

// Client holds the clientsets built from one kubeconfig whose rest.Config
// gets a request timeout: every request the clientsets send is bounded, so
// none of the calls in ops.go is reported.
type Client struct {
	cs  *kubernetes.Clientset
	dyn dynamic.Interface
}

// New builds the clients once, at start-up.
func New(path string) (*Client, error) {
	cfg, err := clientcmd.BuildConfigFromFlags("", path)
	if err != nil {
		return nil, err
	}
	cfg.Timeout = 30 * time.Second
	cs, err := kubernetes.NewForConfig(cfg)
	if err != nil {
		return nil, err
	}
	dyn, err := dynamic.NewForConfig(cfg)
	if err != nil {
		return nil, err
	}
	return &Client{cs: cs, dyn: dyn}, nil
}
