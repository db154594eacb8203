package llm

import (
	"github.com/ollama/ollama/api"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// openai-go: "Requests do not time out by default; use context to
// configure a timeout for a request lifecycle" (README), and nothing in
// this file gives one.
func newOpenAI(key string) openai.Client {
	return openai.NewClient(option.WithAPIKey(key)) // want: RC101
}

// Ollama's ClientFromEnvironment sends through http.DefaultClient.
func newOllama() (*api.Client, error) {
	return api.ClientFromEnvironment() // want: RC101
}

// The clean look-alike, clients given a per-request bound or a context
// deadline, is libgo31_llm_bounded.go.
