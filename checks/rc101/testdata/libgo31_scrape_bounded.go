package scrape

import (
	"time"

	"github.com/valyala/fasthttp"
)

// ---- clean look-alike ----

// fast bounds the read of every response.
var fast = &fasthttp.Client{MaxConnsPerHost: 16, ReadTimeout: 10 * time.Second}

// get uses the bounded twin of the package-level Get.
func get(url string) ([]byte, error) {
	req := fasthttp.AcquireRequest()
	resp := fasthttp.AcquireResponse()
	req.SetRequestURI(url)
	err := fasthttp.DoTimeout(req, resp, 10*time.Second)
	return resp.Body(), err
}
