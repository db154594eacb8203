package llm

import (
	"context"
	"time"

	"github.com/ollama/ollama/api"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// ---- clean look-alike ----

// newOpenAI bounds each attempt.
func newOpenAI(key string) openai.Client {
	return openai.NewClient(option.WithAPIKey(key), option.WithRequestTimeout(60*time.Second))
}

// list bounds its call with a context deadline.
func list(ctx context.Context) (*api.ListResponse, error) {
	c, err := api.ClientFromEnvironment()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	return c.List(ctx)
}
