// A retry loop whose attempt runs a method of the same file that sends a
// POST (localsend.go): NacerKH/autosphere-mcp-golang
// internal/awx/job_launcher.go:182, an AWX job launch.
package localsend

import (
	"bytes"
	"context"
	"net/http"
	"time"
)

type Launcher struct{ base string }

func (l *Launcher) launchOnce(ctx context.Context, id string, body []byte) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", l.base+"/job_templates/"+id+"/launch/", bytes.NewBuffer(body))
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func (l *Launcher) Launch(ctx context.Context, id string, body []byte) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := l.launchOnce(ctx, id, body) // want: RC301
		if err == nil {
			return resp, nil
		}
		lastErr = err
		time.Sleep(time.Second)
	}
	return nil, lastErr
}

// ---- clean look-alikes ----

func (l *Launcher) fetchOnce(ctx context.Context, id string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", l.base+"/jobs/"+id, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// the helper reads
func (l *Launcher) Fetch(ctx context.Context, id string) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := l.fetchOnce(ctx, id)
		if err == nil {
			return resp, nil
		}
		lastErr = err
		time.Sleep(time.Second)
	}
	return nil, lastErr
}

func (l *Launcher) launchKeyed(ctx context.Context, id, key string, body []byte) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", l.base+"/job_templates/"+id+"/launch/", bytes.NewBuffer(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Idempotency-Key", key)
	return http.DefaultClient.Do(req)
}

// the helper sends an idempotency key
func (l *Launcher) LaunchKeyed(ctx context.Context, id, key string, body []byte) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := l.launchKeyed(ctx, id, key, body)
		if err == nil {
			return resp, nil
		}
		lastErr = err
		time.Sleep(time.Second)
	}
	return nil, lastErr
}

func (l *Launcher) createSession(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, "POST", l.base+"/session", nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// a re-login in the failure path is no retried create (Blankcut's ArgoCD
// client.go:104)
func (l *Launcher) FetchRelogin(ctx context.Context, id string) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := l.fetchOnce(ctx, id)
		if err == nil {
			return resp, nil
		}
		lastErr = err
		if resp != nil && resp.StatusCode == http.StatusUnauthorized {
			err := l.createSession(ctx)
			if err != nil {
				continue
			}
		}
		time.Sleep(time.Second)
	}
	return nil, lastErr
}
