package api

import "net/http"

func get[T any](url string, out *T) (*http.Response, error) {
	return http.Get(url) // want: RC101
}
