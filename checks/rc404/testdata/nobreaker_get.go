package a

import "net/http"

func fetch(u string) (*http.Response, error) {
	return http.Get(u) // want: RC404
}

func post(u string) (*http.Response, error) {
	return http.Post(u, "application/json", nil)
}
