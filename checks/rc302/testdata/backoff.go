package fixtures

import (
	"math/rand"
	"net/http"
	"time"
)

const retryDelay = 2 * time.Second

// ---- positives ----

func fixed(client *http.Client, req *http.Request) (*http.Response, error) {
	for attempt := 0; attempt < 5; attempt++ {
		resp, err := client.Do(req)
		if err == nil {
			return resp, nil
		}
		time.Sleep(2 * time.Second) // want: RC302
	}
	return nil, errGaveUp
}

func fixedConst(c *Client) error {
	for i := 0; i < 5; i++ {
		if err := c.Ping(); err != nil {
			time.Sleep(retryDelay) // want: RC302
			continue
		}
		return nil
	}
	return errGaveUp
}

func shifted(c *Client) error {
	for i := 0; i < 5; i++ {
		err := c.Ping()
		if err == nil {
			return nil
		}
		time.Sleep(100 * time.Millisecond << i) // want: RC302
	}
	return errGaveUp
}

func doubling(c *Client) error {
	backoff := 100 * time.Millisecond
	for i := 0; i < 5; i++ {
		err := c.Ping()
		if err == nil {
			return nil
		}
		time.Sleep(backoff) // want: RC302
		backoff *= 2
	}
	return errGaveUp
}

func afterFixed(c *Client) error {
	for i := 0; i < 5; i++ {
		err := c.Ping()
		if err == nil {
			return nil
		}
		<-time.After(time.Second) // want: RC302
	}
	return errGaveUp
}

func linear(c *Client) error {
	for i := 0; i < 5; i++ {
		err := c.Ping()
		if err == nil {
			return nil
		}
		time.Sleep(time.Duration(i) * time.Second) // want: RC302
	}
	return errGaveUp
}

func noWait(c *Client) (string, error) {
	for i := 0; i < 4; i++ { // want: RC302
		v, err := c.Fetch()
		if err != nil {
			continue
		}
		return v, nil
	}
	return "", errGaveUp
}

func noWaitForever(url string) *http.Response {
	for { // want: RC302
		resp, err := http.Get(url)
		if err == nil {
			return resp
		}
	}
}

// ---- negatives ----

func jitter(c *Client) error {
	for i := 0; i < 5; i++ {
		err := c.Ping()
		if err == nil {
			return nil
		}
		time.Sleep(time.Duration(rand.Int63n(int64(100 * time.Millisecond << i))))
	}
	return errGaveUp
}

func helper(c *Client) error {
	for i := 0; i < 5; i++ {
		err := c.Ping()
		if err == nil {
			return nil
		}
		time.Sleep(c.backoff.Next(i))
	}
	return errGaveUp
}

func waitHelper(c *Client) error {
	for i := 0; i < 5; i++ {
		err := c.Ping()
		if err == nil {
			return nil
		}
		waitBackoff(i)
	}
	return errGaveUp
}

func single(c *Client) error {
	for i := 0; i < 2; i++ {
		if err := c.Ping(); err == nil {
			return nil
		}
	}
	return errGaveUp
}

func items(urls []string) {
	for _, u := range urls {
		resp, err := http.Get(u)
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		resp.Body.Close()
		return
	}
}

func ticker(c *Client) {
	t := time.NewTicker(time.Second)
	for range t.C {
		c.Ping()
	}
}

func fails(c *Client) error {
	for i := 0; i < 5; i++ {
		if err := c.Ping(); err != nil {
			return err
		}
		time.Sleep(time.Second)
	}
	return nil
}

func jitterVar(c *Client) error {
	for i := 0; i < 5; i++ {
		err := c.Ping()
		if err == nil {
			return nil
		}
		d := time.Duration(rand.Float64() * float64(time.Second<<i))
		time.Sleep(d)
	}
	return errGaveUp
}
