package pkg

import "net/http"

func helper(url string) error {
	_, err := http.Get(url)
	return err
}
