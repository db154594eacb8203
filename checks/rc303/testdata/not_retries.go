package fixtures

import (
	"context"
	"net/http"
)

// Loops that look like retries but are not: found on real MCP servers and SDKs.

func drain(w http.ResponseWriter, ch chan Event) {
drainLoop:
	for {
		select {
		case ev := <-ch:
			if err := writeEvent(w, ev); err != nil {
				logf("write: %v", err)
			}
		default:
			break drainLoop
		}
	}
}

func forward(ctx context.Context, ch chan Event, out Writer) {
	for {
		select {
		case ev := <-ch:
			if err := out.Send(ev); err != nil {
				logf("send: %v", err)
			}
		case <-ctx.Done():
			return
		}
	}
}

func findPR(ctx context.Context, c *Client) *PR {
	for {
		pr, err := c.FindLinkedPR(ctx)
		if err != nil {
			continue
		}
		if pr != nil {
			return pr
		}
	}
}
