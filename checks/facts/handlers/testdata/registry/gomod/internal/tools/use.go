package tools

import "context"

// Handle and HandleFunc are named here in calls and comments only: no
// declaration of either, so the registry following ReadHandler.Handle and
// SearchHandler.HandleFunc into this package does not parse this file
// (godecl.MayDeclare), and none of its functions is a handler.
func serveAll(ctx context.Context, r *ReadHandler, s *SearchHandler) {
	_, _ = r.Handle(ctx, nil)
	_ = s.HandleFunc()
}
