package main

// A message handed to a broker through a client's Produce method (sdkcreate.go:
// produce is a creating verb): each call appends a new record to the topic,
// so produce_message without a key duplicates it on a retry.

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// KafkaClient is the project's broker client.
type KafkaClient interface {
	ProduceMessage(ctx context.Context, topic string, key, value []byte) error
	ProduceWithDedupeID(ctx context.Context, topic string, id string, value []byte) error
	ListTopics(ctx context.Context) ([]string, error)
}

func registerKafka(s *server.MCPServer, kafkaClient KafkaClient) {
	// ---- positives ----

	s.AddTool(mcp.NewTool("produce_message", mcp.WithString("topic"), mcp.WithString("value")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		err := kafkaClient.ProduceMessage(ctx, req.GetString("topic", ""), nil, []byte(req.GetString("value", "")))
		return nil, err
	})

	// ---- clean look-alikes ----

	// the caller's dedupe id travels with the message
	s.AddTool(mcp.NewTool("produce_deduped", mcp.WithString("topic"), mcp.WithString("dedupe_id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		err := kafkaClient.ProduceWithDedupeID(ctx, req.GetString("topic", ""), req.GetString("dedupe_id", ""), nil)
		return nil, err
	})

	// a read
	s.AddTool(mcp.NewTool("list_topics"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := kafkaClient.ListTopics(ctx)
		return nil, err
	})
}
