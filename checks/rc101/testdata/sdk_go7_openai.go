package llm

// go-openai: NewClient and DefaultConfig give an http.Client{} with no
// Timeout (config.go), and nothing in this file replaces the config's
// client.

import (
	openai "github.com/sashabaranov/go-openai"
)

func newClient(key string) *openai.Client {
	return openai.NewClient(key) // want: RC101
}

func newDeepseek(key string) *openai.Client {
	cfg := openai.DefaultConfig(key) // want: RC101
	cfg.BaseURL = "https://api.deepseek.com/v1"
	return openai.NewClientWithConfig(cfg)
}
