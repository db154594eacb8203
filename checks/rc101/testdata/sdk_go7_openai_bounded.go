package llm

// The clean twin of sdk_go7_openai.go: the config's HTTPClient is given a
// timeout, so the client built from it is bounded.

import (
	"net/http"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

func newBounded(key string) *openai.Client {
	cfg := openai.DefaultConfig(key)
	cfg.HTTPClient = &http.Client{Timeout: 30 * time.Second}
	return openai.NewClientWithConfig(cfg)
}
