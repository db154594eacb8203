package k

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// GetResource reads a pod through the dynamic client declared in dynamic.go.
func (c *Kube) GetResource(ctx context.Context, ns, name string) (string, error) {
	obj, err := c.dynamicClient.Resource(pods).Namespace(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return "", err
	}
	return obj.GetName(), nil
}

// Names lists what the process cached; no client call.
func (c *Kube) Names(ctx context.Context) ([]string, error) {
	if len(c.names) == 0 {
		return nil, errNoNames
	}
	return c.names, nil
}
