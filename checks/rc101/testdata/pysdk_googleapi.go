package gapi

import (
	"context"
	"net/http"
	"time"

	"google.golang.org/api/chat/v1"
	"google.golang.org/api/option"
)

// google.golang.org/api's NewService without option.WithHTTPClient sends
// through &http.Client{Transport: ...}, which has no Timeout (library row
// google.golang.org/api/gmail/v1.NewService and its aliases).
func open(ctx context.Context) (*chat.Service, error) {
	return chat.NewService(ctx, option.WithScopes(chat.ChatSpacesScope)) // want: RC101
}

// Clean twins: a bounded client of the caller's, and options the file
// cannot see (opts...).
func bounded(ctx context.Context, opts []option.ClientOption) []*chat.Service {
	a, _ := chat.NewService(ctx, option.WithHTTPClient(&http.Client{Timeout: 30 * time.Second}))
	b, _ := chat.NewService(ctx, opts...)
	return []*chat.Service{a, b}
}
