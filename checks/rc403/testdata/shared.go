package upstream

import (
	"context"
	"io"
	"net/http"
	"os"
	"time"

	"github.com/afex/hystrix-go/hystrix"
	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/circuitbreaker"
	"github.com/sony/gobreaker/v2"
)

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

var (
	weatherURL = envOr("WEATHER_URL", "https://api.weather.example/v1")
	searchURL  = envOr("SEARCH_URL", "https://search.example/api")
	newsURL    = "https://news.example/headlines"
	dynamicURL = os.Getenv("DYNAMIC_URL")

	client = &http.Client{Timeout: 10 * time.Second}

	shared   = gobreaker.NewCircuitBreaker[[]byte](gobreaker.Settings{Name: "shared"})
	weather  = gobreaker.NewCircuitBreaker[[]byte](gobreaker.Settings{Name: "weather"})
	search   = gobreaker.NewCircuitBreaker[[]byte](gobreaker.Settings{Name: "search"})
	plain    = gobreaker.NewCircuitBreaker(gobreaker.Settings{Name: "plain"})
	fsShared = circuitbreaker.NewWithDefaults[any]()
	fsOwn    = circuitbreaker.NewWithDefaults[any]()
	built    = circuitbreaker.Builder[any]().WithFailureThreshold(3).Build()
)

func body(resp *http.Response, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// ---- positives ----

func p1() {
	shared.Execute(func() ([]byte, error) { return body(client.Get(weatherURL + "/forecast")) })
	shared.Execute(func() ([]byte, error) { return body(client.Get(searchURL + "?q=x")) }) // want: RC403
}

func p2(ctx context.Context) {
	plain.Execute(func() (any, error) {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, newsURL, nil)
		return client.Do(req)
	})
	plain.Execute(func() (any, error) { // want: RC403
		req, _ := http.NewRequest("GET", "https://tickets.example/api", nil)
		return client.Do(req)
	})
}

func getBody(ctx context.Context, cb *gobreaker.CircuitBreaker[[]byte], rawURL string) ([]byte, error) {
	return cb.Execute(func() ([]byte, error) { return body(client.Get(rawURL)) })
}

func p3(ctx context.Context) {
	getBody(ctx, weather, weatherURL+"/a")
	getBody(ctx, weather, weatherURL+"/b")
	getBody(ctx, weather, newsURL) // want: RC403
}

func p4() {
	failsafe.Get(func() (any, error) { return client.Get(weatherURL) }, fsShared)
	failsafe.Get(func() (any, error) { return client.Get(newsURL) }, fsShared) // want: RC403
}

func p5() {
	failsafe.With(built).Get(func() (any, error) { return client.Get("https://one.example/") })
	failsafe.With(built).Get(func() (any, error) { return client.Get("https://two.example/") }) // want: RC403
}

func p6() {
	hystrix.Do("upstream", func() error { _, err := client.Get(searchURL); return err }, nil)
	hystrix.Do("upstream", func() error { _, err := client.Get(newsURL); return err }, nil) // want: RC403
}

func p7() {
	shared2 := gobreaker.NewCircuitBreaker[any](gobreaker.Settings{})
	shared2.Execute(func() (any, error) { return http.DefaultClient.Get("https://x.example/") })
	shared2.Execute(func() (any, error) { return http.DefaultClient.Get("https://y.example/") }) // want: RC403
}

func p8() {
	s := gobreaker.NewTwoStepCircuitBreaker[any](gobreaker.Settings{})
	getAny(s, "https://m.example/")
	getAny(s, "https://n.example/") // want: RC403
}

func getAny(s any, u string) {}

// ---- negatives ----

func n1() {
	weather.Execute(func() ([]byte, error) { return body(client.Get(weatherURL + "/a")) })
	weather.Execute(func() ([]byte, error) { return body(client.Get(weatherURL + "/b")) })
	search.Execute(func() ([]byte, error) { return body(client.Get(searchURL)) })
	search.Execute(func() ([]byte, error) { return body(client.Get(dynamicURL)) }) // host unknown
}

func n2(u string) {
	search.Execute(func() ([]byte, error) { return body(client.Get(u)) })
	failsafe.Get(func() (any, error) { return client.Get(newsURL) }, fsOwn)
	failsafe.Get(func() (any, error) { return client.Get(newsURL + "/x") }, fsOwn)
	hystrix.Do("search", func() error { _, err := client.Get(searchURL); return err }, nil)
	hystrix.Do("news", func() error { _, err := client.Get(newsURL); return err }, nil)
}

type fakeBreaker struct{}

func (fakeBreaker) Execute(fn func() ([]byte, error)) ([]byte, error) { return fn() }

func n3() {
	var fb fakeBreaker
	fb.Execute(func() ([]byte, error) { return body(client.Get("https://x.example/")) })
	fb.Execute(func() ([]byte, error) { return body(client.Get("https://y.example/")) })
}
