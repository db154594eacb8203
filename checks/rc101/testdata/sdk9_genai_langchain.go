package llm

// google.golang.org/genai and LangChainGo clients send with a zero-Timeout
// http.Client (libmodels/data/sdks-sdk9.yml): each call is bounded only by
// the context it is given, so context.Background() never ends. Clean twins:
// sdk9_genai_bounded.go (a request timeout in the client's options),
// sdk9_langchain_bounded.go (a client of its own), and the deadline
// contexts below.

import (
	"context"
	"time"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/ollama"
	"github.com/tmc/langchaingo/llms/openai"
	"google.golang.org/genai"
)

func gemini(q string) (*genai.GenerateContentResponse, error) {
	client, err := genai.NewClient(context.Background(), &genai.ClientConfig{APIKey: "k", Backend: genai.BackendGeminiAPI})
	if err != nil {
		return nil, err
	}
	return client.Models.GenerateContent(context.Background(), "gemini-2.5-flash", genai.Text(q), nil) // want: RC101
}

func geminiDeadline(q string) (*genai.GenerateContentResponse, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client, err := genai.NewClient(ctx, &genai.ClientConfig{APIKey: "k", Backend: genai.BackendGeminiAPI})
	if err != nil {
		return nil, err
	}
	return client.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(q), nil)
}

func promql(q string) (string, error) {
	llm, err := openai.New()
	if err != nil {
		return "", err
	}
	resp, err := llm.GenerateContent(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, q)}) // want: RC101
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Content, nil
}

func embed(texts []string) ([][]float32, error) {
	llm, err := ollama.New(ollama.WithModel("nomic-embed-text"))
	if err != nil {
		return nil, err
	}
	return llm.CreateEmbedding(context.TODO(), texts) // want: RC101
}

func embedDeadline(texts []string) ([][]float32, error) {
	llm, err := ollama.New(ollama.WithModel("nomic-embed-text"))
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	return llm.CreateEmbedding(ctx, texts)
}
