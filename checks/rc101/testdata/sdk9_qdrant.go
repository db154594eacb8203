package rag

// The Qdrant Go client sends each request under the context it is given and
// sets no deadline of its own (libmodels/data/sdks-sdk9.yml):
// context.Background() waits forever on a server that never answers.

import (
	"context"
	"time"

	"github.com/qdrant/go-client/qdrant"
)

func search(client *qdrant.Client, q []float32) ([]*qdrant.ScoredPoint, error) {
	return client.Query(context.Background(), &qdrant.QueryPoints{CollectionName: "docs", Query: qdrant.NewQuery(q...)}) // want: RC101
}

func searchBounded(client *qdrant.Client, q []float32) ([]*qdrant.ScoredPoint, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return client.Query(ctx, &qdrant.QueryPoints{CollectionName: "docs", Query: qdrant.NewQuery(q...)})
}

func closeIt(client *qdrant.Client) error { return client.Close() }
