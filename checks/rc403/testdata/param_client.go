package a

import "net/http"

type doer interface {
	Do(*http.Request) (*http.Response, error)
}

func call(d doer, c *http.Client, req *http.Request) {
	d.Do(req) // unknown client type
	c.Do(req) // a parameter: not judged
}
