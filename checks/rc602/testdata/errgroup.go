package tools

import (
	"context"
	"fmt"

	"golang.org/x/sync/errgroup"
)

// Every account's databases in an errgroup: one failing account fails all.
func discover(ctx context.Context, fetcher Fetcher, accounts []Account) ([]Resource, error) {
	out := make([][]Resource, len(accounts))
	g, gctx := errgroup.WithContext(ctx)
	for i, account := range accounts {
		g.Go(func() error {
			dbs, err := fetcher.FetchDatabaseResources(gctx, account.Name) // want: RC602
			if err != nil {
				return fmt.Errorf("failed to discover databases: %w", err)
			}
			out[i] = dbs
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return flatten(out), nil
}

// Clean: a failed item keeps its error on its entry; only an authorization
// error fails the call.
func usage(ctx context.Context, s *Client, names []string) (map[string]Usage, error) {
	results := make([]Usage, len(names))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(10)
	for i, name := range names {
		g.Go(func() error {
			u, err := s.fetchMetricUsage(gctx, name)
			if err != nil {
				if isAuthz(err) {
					return err
				}
				u.Error = err.Error()
				results[i] = u
				return nil
			}
			results[i] = u
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return index(names, results), nil
}

// Clean: local work per item (parsing), no upstream.
func parseAll(docs []string) ([]Doc, error) {
	parsed := make([]Doc, len(docs))
	var g errgroup.Group
	for i, d := range docs {
		g.Go(func() error {
			doc, err := parseDoc(d)
			if err != nil {
				return err
			}
			parsed[i] = doc
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return parsed, nil
}
