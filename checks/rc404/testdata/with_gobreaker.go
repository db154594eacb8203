package a

import (
	"net/http"

	"github.com/sony/gobreaker"
)

var cb = gobreaker.NewCircuitBreaker(gobreaker.Settings{Name: "api"})

func get(u string) (interface{}, error) {
	return cb.Execute(func() (interface{}, error) { return http.Get(u) })
}
