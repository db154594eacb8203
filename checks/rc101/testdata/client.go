package fixture

import (
	"context"
	"crypto/tls"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// ---- positives ----

func positives(u string) {
	http.Get(u)                                       // want: RC101
	http.Post(u, "text/plain", strings.NewReader("")) // want: RC101
	http.Head(u)                                      // want: RC101
	http.PostForm(u, url.Values{})                    // want: RC101
	http.DefaultClient.Do(req)                        // want: RC101
	http.DefaultClient.Get(u)                         // want: RC101
	dc := http.DefaultClient
	dc.Post(u, "", nil) // want: RC101

	c := &http.Client{} // want: RC101
	c.Get(u)            // want: RC101
	c.Do(req)           // a request from elsewhere may carry a deadline: reported at the literal only

	withTransport := &http.Client{ // want: RC101
		Transport: &http.Transport{TLSHandshakeTimeout: 5 * time.Second},
	}
	withTransport.Do(req)

	var byVar = http.Client{Jar: nil} // want: RC101
	byVar.Head(u)                     // want: RC101

	n := new(http.Client) // want: RC101
	n.PostForm(u, nil)    // want: RC101

	(&http.Client{}).Get(u) // want: RC101

	net.Dial("tcp", "example.com:80")                 // want: RC101
	tls.Dial("tcp", "example.com:443", &tls.Config{}) // want: RC101
}

// ---- negatives ----

func negatives(ctx context.Context, u string, param *http.Client, req *http.Request) {
	c := &http.Client{Timeout: 10 * time.Second}
	c.Get(u)
	c.Do(req)

	tuned := &http.Client{}
	tuned.Timeout = 5 * time.Second
	tuned.Get(u)

	param.Get(u) // a client from a parameter: not judged
	s.client.Do(req)
	newClient().Get(u)

	unused := &http.Client{} // never used for a request here
	_ = unused

	dctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	r, _ := http.NewRequestWithContext(dctx, http.MethodGet, u, nil)
	http.DefaultClient.Do(r)
	plain := &http.Client{}
	plain.Do(r)

	net.DialTimeout("tcp", "example.com:80", 5*time.Second)
	d := net.Dialer{Timeout: 5 * time.Second}
	d.DialContext(ctx, "tcp", "example.com:80")
	http.NewRequest(http.MethodGet, u, nil)
	cache.Get(u)
	m.Do(u)
}

type server struct{ client *http.Client }

func (s *server) call(req *http.Request) {
	s.client.Do(req) // field set elsewhere: not judged
}
