package main

// Tool functions that return mcp-go's `mcp.NewTool("name", opts...)` with
// the tool's handler, for the server to register with `s.AddTool(F(cfg))`
// (CefBoud/kafka-mcp-server: handlers.goFactories with gonewtool.Def),
// whose handler sends through a client a library row models as mutating:
// sarama's SyncProducer.SendMessage appends the message at a new offset on
// every call (libmodels/data/sdks-rc601s28.yml, bounds.GoClientRow).

import (
	"context"

	"github.com/IBM/sarama"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ---- positives ----

func ProduceMessageTool(brokers []string) (tool mcp.Tool, handler server.ToolHandlerFunc) {
	return mcp.NewTool("produceMessage",
			mcp.WithString("topic", mcp.Required()),
			mcp.WithString("value", mcp.Required()),
		), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
			producer, err := sarama.NewSyncProducer(brokers, sarama.NewConfig())
			if err != nil {
				return mcp.NewToolResultError("producer unavailable"), nil
			}
			defer producer.Close()
			msg := &sarama.ProducerMessage{Topic: request.GetString("topic", ""), Value: sarama.StringEncoder(request.GetString("value", ""))}
			if _, _, err := producer.SendMessage(msg); err != nil {
				return mcp.NewToolResultError("send failed"), nil
			}
			return mcp.NewToolResultText("sent"), nil
		}
}

// ---- negatives ----

// A producer tool that takes the caller's idempotency key (and keys the
// message by it) is not reported.
func ProduceKeyedTool(brokers []string) (tool mcp.Tool, handler server.ToolHandlerFunc) {
	return mcp.NewTool("produceKeyed",
			mcp.WithString("topic", mcp.Required()),
			mcp.WithString("idempotency_key", mcp.Required()),
		), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			producer, err := sarama.NewSyncProducer(brokers, sarama.NewConfig())
			if err != nil {
				return mcp.NewToolResultError("producer unavailable"), nil
			}
			defer producer.Close()
			msg := &sarama.ProducerMessage{Topic: request.GetString("topic", ""), Key: sarama.StringEncoder(request.GetString("idempotency_key", ""))}
			_, _, err = producer.SendMessage(msg)
			return mcp.NewToolResultText("sent"), err
		}
}

// A tool function whose handler only reads (a topic's partitions) makes no
// mutation.
func ListPartitionsTool(brokers []string) (tool mcp.Tool, handler server.ToolHandlerFunc) {
	return mcp.NewTool("partitionCount",
			mcp.WithString("topic", mcp.Required()),
		), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			client, err := sarama.NewClient(brokers, sarama.NewConfig())
			if err != nil {
				return mcp.NewToolResultError("client unavailable"), nil
			}
			defer client.Close()
			ps, err := client.Partitions(request.GetString("topic", ""))
			return mcp.NewToolResultText(string(rune(len(ps)))), err
		}
}

// mcp-go's NewTool with no handler beside it is no tool of its own here:
// the AddTool that pairs it with one is (describeTool has none).
func describeTool() mcp.Tool {
	return mcp.NewTool("describe", mcp.WithString("name"))
}
