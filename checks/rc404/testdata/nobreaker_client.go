package a

import (
	"net/http"
	"time"
)

var c = &http.Client{Timeout: 5 * time.Second}

func ping() error {
	req, _ := http.NewRequest("GET", "https://status.example/", nil)
	_, err := c.Do(req) // want: RC404
	return err
}
