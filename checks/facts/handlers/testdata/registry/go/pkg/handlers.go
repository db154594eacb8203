package pkg

import "context"

type Handlers struct{}

func (h *Handlers) createIssue(ctx context.Context, args map[string]any) (string, error) {
	return "", nil
}

func (h *Handlers) closeIssue(ctx context.Context, args map[string]any) (string, error) {
	return "", nil
}
