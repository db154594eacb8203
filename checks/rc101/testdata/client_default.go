package fixture

import (
	"net/http"
	"time"
)

// A file that sets http.DefaultClient.Timeout: http.Get and the default client are bounded.
func init() {
	http.DefaultClient.Timeout = 10 * time.Second
}

func get(u string) {
	http.Get(u)
	http.DefaultClient.Get(u)
}
