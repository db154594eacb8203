package a

import "net/http"

func health() {
	http.Get("http://localhost:8080/healthz")
}
