package fixture

import (
	"context"
	"net/http"
	"time"
)

// ---- positives: a client held in a field the file sets in one literal ----

type whatsApp struct {
	apiURL string
	client *http.Client
}

func newWhatsApp() *whatsApp {
	return &whatsApp{
		apiURL: "https://graph.example.com",
		client: &http.Client{}, // want: RC101
	}
}

func (w *whatsApp) send() error {
	req, err := http.NewRequest("POST", w.apiURL, nil)
	if err != nil {
		return err
	}
	resp, err := w.client.Do(req) // want: RC101
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type ghClient struct{ httpClient *http.Client }

func newGH() *ghClient { return &ghClient{httpClient: http.DefaultClient} }

func (c *ghClient) get(u string) {
	c.httpClient.Get(u) // want: RC101
}

// ---- negatives: clean look-alikes ----

type bounded struct{ hc *http.Client }

func newBounded() *bounded { return &bounded{hc: &http.Client{Timeout: 10 * time.Second}} }

func (b *bounded) get(u string) { b.hc.Get(u) }

// an option swaps the client: the field is written twice, the request is not judged
type swapped struct{ hc *http.Client }

func newSwapped() *swapped { return &swapped{hc: &http.Client{}} } // want: RC101

func (s *swapped) WithClient(c *http.Client) { s.hc = c }

func (s *swapped) get(u string) { s.hc.Get(u) }

// the request carries a deadline of its own
type deadlined struct{ hc *http.Client }

func newDeadlined() *deadlined { return &deadlined{hc: &http.Client{}} } // want: RC101

func (d *deadlined) get(ctx context.Context, u string) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	d.hc.Do(req)
}

// the file sets the Timeout after building the struct
type tunedLater struct{ tc *http.Client }

func newTunedLater() *tunedLater {
	t := &tunedLater{tc: &http.Client{}}
	t.tc.Timeout = 5 * time.Second
	return t
}

func (t *tunedLater) get(u string) { t.tc.Get(u) }

// a field of another value than the method's receiver is not followed
type other struct{ hc *http.Client }

func newOther() *other { return &other{hc: &http.Client{Timeout: time.Second}} }

func useOther(o *other, u string) { o.hc.Get(u) }

// ---- a local client: the request is reported when it carries no deadline ----

func localRequests(ctx context.Context, u string) {
	client := &http.Client{} // want: RC101
	req, _ := http.NewRequest(http.MethodGet, u, nil)
	client.Do(req) // want: RC101
	bg, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, u, nil)
	client.Do(bg) // want: RC101
	withCtx, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	client.Do(withCtx) // the caller's context may carry a deadline: not reported here
}
