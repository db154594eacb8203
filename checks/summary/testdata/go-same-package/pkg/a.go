package pkg

import "net/http"

func fetch(url string) (*http.Response, error) {
	return http.Get(url) // want: RC101
}
