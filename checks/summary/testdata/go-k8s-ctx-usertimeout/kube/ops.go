package kube

import (
	"context"
	"io"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// Pods lists a namespace's pods with the caller's context only.
func (c *Client) Pods(ctx context.Context, ns string) (int, error) {
	list, err := c.cs.CoreV1().Pods(ns).List(ctx, metav1.ListOptions{})
	if err != nil {
		return 0, err
	}
	return len(list.Items), nil
}

// Deployment reads one deployment through a local resource interface.
func (c *Client) Deployment(ctx context.Context, ns, name string) (string, error) {
	deps := c.cs.AppsV1().Deployments(ns)
	d, err := deps.Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return "", err
	}
	return d.Name, nil
}

// Resource reads any resource through the dynamic client.
func (c *Client) Resource(ctx context.Context, gvr schema.GroupVersionResource, ns, name string) (string, error) {
	u, err := c.dyn.Resource(gvr).Namespace(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return "", err
	}
	return u.GetName(), nil
}

// Logs streams a pod's log.
func (c *Client) Logs(ctx context.Context, ns, pod string) (string, error) {
	req := c.cs.CoreV1().Pods(ns).GetLogs(pod, &corev1.PodLogOptions{})
	rc, err := req.Stream(ctx)
	if err != nil {
		return "", err
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	return string(b), err
}

// Version asks the discovery client, which takes no context at all.
func (c *Client) Version() (string, error) {
	v, err := c.cs.Discovery().ServerVersion()
	if err != nil {
		return "", err
	}
	return v.GitVersion, nil
}

// Nodes uses a context that never ends.
func (c *Client) Nodes() (int, error) {
	list, err := c.cs.CoreV1().Nodes().List(context.Background(), metav1.ListOptions{})
	if err != nil {
		return 0, err
	}
	return len(list.Items), nil
}

// Cached is a project cache with List/Get methods, not client-go: not
// reported.
type Cached struct{ items map[string]string }

// List returns the cached names.
func (k *Cached) List(ctx context.Context) []string {
	var out []string
	for n := range k.items {
		out = append(out, n)
	}
	return out
}

// Names lists through the cache: no request.
func Names(ctx context.Context, k *Cached) []string {
	return k.List(ctx)
}

// Each runs fn with the context a watcher library hands its callback: that
// context's bound is judged where the library is called, not here.
func (c *Client) Each(run func(func(ctx context.Context) error) error, ns string) error {
	return run(func(ctx context.Context) error {
		_, err := c.cs.CoreV1().Pods(ns).List(ctx, metav1.ListOptions{})
		return err
	})
}
