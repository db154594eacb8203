package kube

// client-go's deferred kubeconfig loader and cli-runtime's ConfigFlags make
// a rest.Config with no request time limit unless its timeout is set
// (libmodels/data/sdks-go6.yml). A context.WithTimeout elsewhere in the file
// or another struct's ReadHeaderTimeout does not set it.

import (
	"context"
	"net/http"
	"time"

	"k8s.io/cli-runtime/pkg/genericclioptions"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
)

var flags = genericclioptions.NewConfigFlags(true)

func load() (*rest.Config, error) {
	rules := clientcmd.NewDefaultClientConfigLoadingRules()
	kubeConfig := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules, &clientcmd.ConfigOverrides{})
	return kubeConfig.ClientConfig() // want: RC101
}

func loadChained(path string) (*rest.Config, error) {
	return clientcmd.NewNonInteractiveDeferredLoadingClientConfig( // want: RC101
		&clientcmd.ClientConfigLoadingRules{ExplicitPath: path}, nil).ClientConfig()
}

func fromFlags() (*rest.Config, error) {
	return flags.ToRESTConfig() // want: RC101
}

func serve(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	srv := &http.Server{ReadHeaderTimeout: 3 * time.Second}
	_ = ctx
	return srv.ListenAndServe()
}
