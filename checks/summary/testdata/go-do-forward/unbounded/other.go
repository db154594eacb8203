package unbounded

import "net/http"

// fetch sends a request built without a context through the wrapper: the
// client's missing Timeout leaves it unbounded.
func fetch(url string) (*http.Response, error) {
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	return newProbe().Do(req)
}
