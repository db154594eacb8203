package kube

import (
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
)

// Client holds the clientsets built from one rest.Config. This package
// sets no request timeout, but the command that builds the clients gives
// the config one (cmd/main.go, which imports no k8s.io package): every
// request is bounded, so none of the calls in ops.go or tools/direct.go is
// reported (review34a MEDIUM-5; go-k8s-ctx is the same repository without
// it).
type Client struct {
	cs  *kubernetes.Clientset
	dyn dynamic.Interface
}

// Config returns the config of the API server at host. The literal itself
// is still reported by rest.Config's library row, which judges the
// construction alone and does not follow the caller's later assignment
// (a limit of that row, not of the request judgement this fixture tests).
func Config(host string) (*rest.Config, error) {
	return &rest.Config{Host: host}, nil // want: RC101
}

// New builds the clients once, at start-up.
func New(cfg *rest.Config) (*Client, error) {
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
