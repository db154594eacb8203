package a

import (
	"net/http"
	"testing"
)

func TestLive(t *testing.T) {
	http.Get("https://api.example.com/")
}
