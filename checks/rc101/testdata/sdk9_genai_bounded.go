package llm

// The clean twin of sdk9_genai_langchain.go's gemini: the client is built
// with HTTPOptions.Timeout, which puts a deadline on every request.

import (
	"context"
	"time"

	"google.golang.org/genai"
)

func geminiBounded(q string) (*genai.GenerateContentResponse, error) {
	timeout := 30 * time.Second
	client, err := genai.NewClient(context.Background(), &genai.ClientConfig{
		APIKey:      "k",
		Backend:     genai.BackendGeminiAPI,
		HTTPOptions: genai.HTTPOptions{Timeout: &timeout},
	})
	if err != nil {
		return nil, err
	}
	return client.Models.GenerateContent(context.Background(), "gemini-2.5-flash", genai.Text(q), nil)
}
