package a

import "net/http"

type breaker struct{ failures int }

var b breaker

func get(u string) {
	http.Get(u)
}
