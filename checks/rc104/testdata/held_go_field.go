package fixtures

import (
	"context"
	"os"
	"strconv"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// A field of a method's receiver that the file sets once, in the
// constructor's composite literal, is judged by that value; so is a
// package variable never assigned again (a seam for tests), and a number
// of seconds converted by time.Duration, also an environment reader's
// default.

const defaultLLMTimeout = 240

var waitMax = 45 * time.Second

var waitQuick = 10 * time.Second

var waitTuned = 10 * time.Second

func tune() { waitTuned = 5 * time.Minute }

type llmClient struct {
	timeout time.Duration
	quick   time.Duration
	retune  time.Duration
	twice   time.Duration
}

func getEnvInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

func newLLMClient() *llmClient {
	timeout := time.Duration(getEnvInt("LLM_TIMEOUT", defaultLLMTimeout)) * time.Second
	return &llmClient{timeout: timeout, quick: time.Duration(20) * time.Second, retune: time.Minute, twice: time.Minute} // want: RC104
}

func newOtherClient() *llmClient {
	return &llmClient{twice: 5 * time.Second}
}

func (c *llmClient) analyse() error {
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout) // want: RC104
	defer cancel()
	return call(ctx)
}

func (c *llmClient) analyseQuick() error {
	ctx, cancel := context.WithTimeout(context.Background(), c.quick)
	defer cancel()
	return call(ctx)
}

// set again after construction: not one value
func (c *llmClient) analyseRetuned() error {
	c.retune = 10 * time.Second
	ctx, cancel := context.WithTimeout(context.Background(), c.retune)
	defer cancel()
	return call(ctx)
}

// set by two literals: the largest, 60 s (newLLMClient's, the client the
// tool builds), is what it may wait (summary/gofield)
func (c *llmClient) analyseTwice() error {
	ctx, cancel := context.WithTimeout(context.Background(), c.twice)
	defer cancel()
	return call(ctx)
}

func analyseTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := newLLMClient()
	_ = c.analyse() // want: RC104
	_ = c.analyseQuick()
	_ = c.analyseRetuned()
	_ = c.analyseTwice() // want: RC104
	return nil, nil
}

func waitBuild(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	waitCtx, cancel := context.WithTimeout(ctx, waitMax) // want: RC104
	defer cancel()
	return poll(waitCtx)
}

func waitBuildQuick(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	waitCtx, cancel := context.WithTimeout(ctx, waitQuick)
	defer cancel()
	return poll(waitCtx)
}

func waitBuildTuned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	waitCtx, cancel := context.WithTimeout(ctx, waitTuned)
	defer cancel()
	return poll(waitCtx)
}
