package fixtures

import (
	"bytes"
	"context"
	"math/rand"
	"net/http"
	"net/url"
	"time"

	retryablehttp "github.com/hashicorp/go-retryablehttp"
)

// ---- positives ----

func createTicket(ctx context.Context, client *http.Client, body []byte) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, ticketsURL, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	for attempt := 0; attempt < 5; attempt++ {
		resp, err := client.Do(req) // want: RC301
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Duration(rand.Int63n(int64(100 << attempt))))
	}
	return nil, errGaveUp
}

func postHelper(body []byte) (*http.Response, error) {
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := http.Post(ordersURL, "application/json", bytes.NewReader(body)) // want: RC301
		if err != nil {
			time.Sleep(time.Duration(rand.Intn(1000)) * time.Millisecond)
			continue
		}
		return resp, nil
	}
	return nil, errGaveUp
}

func patchLiteral(client *http.Client, body []byte) error {
	req, _ := http.NewRequest("PATCH", itemURL, bytes.NewReader(body))
	for attempt := 0; attempt < 3; attempt++ {
		if _, err := client.Do(req); err == nil { // want: RC301
			return nil
		}
		time.Sleep(time.Duration(rand.Intn(1000)) * time.Millisecond)
	}
	return errGaveUp
}

func clientPost(httpClient *http.Client, body []byte) (*http.Response, error) {
	for {
		resp, err := httpClient.Post(ordersURL, "application/json", bytes.NewReader(body)) // want: RC301
		if err == nil {
			return resp, nil
		}
		if ctxDone() {
			return nil, err
		}
	}
}

func retryable(body []byte) (*http.Response, error) {
	rc := retryablehttp.NewClient()
	return rc.Post(ordersURL, "application/json", body) // want: RC301
}

func retryablePkg(body []byte) (*http.Response, error) {
	return retryablehttp.Post(ordersURL, "application/json", body) // want: RC301
}

func postFormLoop(values url.Values) (*http.Response, error) {
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := http.PostForm(formURL, values) // want: RC301
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Duration(rand.Intn(1000)) * time.Millisecond)
	}
	return nil, errGaveUp
}

func retryableDo(body []byte) (*http.Response, error) {
	rc := retryablehttp.NewClient()
	req, _ := retryablehttp.NewRequest(http.MethodPatch, itemURL, body)
	return rc.Do(req) // want: RC301
}

// ---- negatives ----

func withKey(ctx context.Context, client *http.Client, body []byte, key string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, ticketsURL, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Idempotency-Key", key)
	for attempt := 0; attempt < 5; attempt++ {
		resp, err := client.Do(req)
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Duration(rand.Int63n(int64(100 << attempt))))
	}
	return nil, errGaveUp
}

func getRetried(client *http.Client) (*http.Response, error) {
	req, _ := http.NewRequest(http.MethodGet, itemURL, nil)
	for attempt := 0; attempt < 5; attempt++ {
		resp, err := client.Do(req)
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Duration(rand.Int63n(int64(100 << attempt))))
	}
	return nil, errGaveUp
}

func postOnce(client *http.Client, body []byte) (*http.Response, error) {
	return client.Post(ordersURL, "application/json", bytes.NewReader(body))
}

func postEach(client *http.Client, bodies [][]byte) {
	for _, b := range bodies {
		resp, err := client.Post(ordersURL, "application/json", bytes.NewReader(b))
		if err != nil {
			continue
		}
		resp.Body.Close()
	}
}

func methodParam(client *http.Client, method string) error {
	req, _ := http.NewRequest(method, itemURL, nil)
	for attempt := 0; attempt < 3; attempt++ {
		if _, err := client.Do(req); err == nil {
			return nil
		}
		time.Sleep(time.Duration(rand.Intn(1000)) * time.Millisecond)
	}
	return errGaveUp
}

func retryableGet() (*http.Response, error) {
	rc := retryablehttp.NewClient()
	return rc.Get(itemURL)
}

func unrelatedPost(board *Board, msg string) error {
	for attempt := 0; attempt < 3; attempt++ {
		if err := board.Post(msg); err == nil {
			return nil
		}
		time.Sleep(time.Duration(rand.Intn(1000)) * time.Millisecond)
	}
	return errGaveUp
}
