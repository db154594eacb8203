package fixtures

import (
	"context"
	"math/rand"
	"net/http"
	"strconv"
	"time"
)

// ---- positives ----

func forever(client *http.Client, req *http.Request) (*http.Response, error) {
	for { // want: RC303
		resp, err := client.Do(req)
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Duration(rand.Int63n(int64(time.Second))))
	}
}

func foreverContinue(url string) *http.Response {
	for { // want: RC303
		resp, err := http.Get(url)
		if err != nil {
			time.Sleep(jitter())
			continue
		}
		return resp
	}
}

func foreverInit(ctx context.Context, c *Client) error {
	for i := 0; ; i++ { // want: RC303
		if err := c.Publish(ctx, i); err != nil {
			logf("publish failed: %v", err)
			continue
		}
		break
	}
	return nil
}

func foreverTrue(c *Client) (string, error) {
	for true { // want: RC303
		v, err := c.Fetch()
		if err != nil {
			time.Sleep(jitter())
		} else {
			return v, nil
		}
	}
	return "", nil
}

func foreverAssign(c *Client) (resp *Response) {
	var err error
	for { // want: RC303
		resp, err = c.Call("op")
		if err == nil {
			break
		}
	}
	return resp
}

func foreverSelectSleep(c *Client) error {
	for { // want: RC303
		if err := c.Ping(); err == nil {
			return nil
		}
		select {
		case <-time.After(jitter()):
		}
	}
}

func foreverLabeled(c *Client) (string, error) {
	var v string
retry:
	for { // want: RC303
		var err error
		v, err = c.Fetch()
		if err != nil {
			time.Sleep(jitter())
			continue retry
		}
		break
	}
	return v, nil
}

func foreverStatus(client *http.Client, req *http.Request) *http.Response {
	for { // want: RC303
		resp, err := client.Do(req)
		if err != nil {
			time.Sleep(jitter())
			continue
		}
		if resp.StatusCode < 500 {
			return resp
		}
		resp.Body.Close()
	}
}

// ---- negatives ----

func capped(client *http.Client, req *http.Request) (*http.Response, error) {
	for attempt := 0; attempt < 5; attempt++ {
		resp, err := client.Do(req)
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Duration(rand.Int63n(int64(100 << attempt))))
	}
	return nil, errGaveUp
}

func ctxBound(ctx context.Context, client *http.Client, req *http.Request) (*http.Response, error) {
	for {
		resp, err := client.Do(req)
		if err == nil {
			return resp, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(jitter()):
		}
	}
}

func counted(c *Client) error {
	attempts := 0
	for {
		err := c.Ping()
		if err != nil {
			attempts++
			if attempts > 3 {
				return err
			}
			continue
		}
		return nil
	}
}

func rangeInt(c *Client) error {
	for i := range 3 {
		if err := c.Ping(); err == nil {
			return nil
		}
		time.Sleep(time.Duration(rand.Intn(100<<i)) * time.Millisecond)
	}
	return errGaveUp
}

func overItems(urls []string) *http.Response {
	for _, u := range urls {
		resp, err := http.Get(u)
		if err != nil {
			continue
		}
		return resp
	}
	return nil
}

func failsFast(c *Client) error {
	for {
		if err := c.Ping(); err != nil {
			return err
		}
		break
	}
	return nil
}

func parse(lines []string) int {
	for {
		n, err := strconv.Atoi(next(lines))
		if err != nil {
			continue
		}
		return n
	}
}

func serve(c *Client) {
	for {
		msg, err := c.Receive()
		if err != nil {
			logf("receive: %v", err)
			continue
		}
		handle(msg)
	}
}

func untilCondition(c *Client) {
	for !c.Closed() {
		if err := c.Ping(); err == nil {
			return
		}
	}
}
