package llm

// The clean twin of sdk9_genai_langchain.go's promql: the LLM is given its
// own http.Client with a Timeout (WithHTTPClient), which bounds every call.

import (
	"context"
	"net/http"
	"time"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"
)

func promqlBounded(q string) (string, error) {
	llm, err := openai.New(openai.WithHTTPClient(&http.Client{Timeout: 30 * time.Second}))
	if err != nil {
		return "", err
	}
	resp, err := llm.GenerateContent(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, q)})
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Content, nil
}
