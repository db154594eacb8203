package kube

import (
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

// Client holds the clientsets built from one kubeconfig (AceDarkknight/
// k8s-mcp's ClusterManager, batch 23): the rest.Config sets no request
// timeout, and nothing in this repository gives a context a deadline.
type Client struct {
	cs  *kubernetes.Clientset
	dyn dynamic.Interface
}

// New builds the clients once, at start-up.
func New(path string) (*Client, error) {
	cfg, err := clientcmd.BuildConfigFromFlags("", path) // want: RC101
	if err != nil {
		return nil, err
	}
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
