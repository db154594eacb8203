package rag

// A lazy client getter declared with sync.OnceValue[*genai.Client] is typed
// by its type argument: a call on genAI() is a call on a *genai.Client
// (libmodels/data/sdks-sdk9.yml), bounded only by the context it is given.

import (
	"context"
	"sync"
	"time"

	"google.golang.org/genai"
)

var genAI = sync.OnceValue[*genai.Client](func() *genai.Client {
	c, err := genai.NewClient(context.Background(), &genai.ClientConfig{APIKey: "k"})
	if err != nil {
		panic(err)
	}
	return c
})

func search(q string) (*genai.GenerateContentResponse, error) {
	return genAI().Models.GenerateContent(context.Background(), "gemini-2.5-pro", genai.Text(q), nil) // want: RC101
}

func searchBounded(q string) (*genai.GenerateContentResponse, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return genAI().Models.GenerateContent(ctx, "gemini-2.5-pro", genai.Text(q), nil)
}

var counter = sync.OnceValue(func() int { return 1 })

func local() int { return counter() }
