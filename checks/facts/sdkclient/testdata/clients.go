package tools

import (
	"context"
	"net/http"
	"time"

	"github.com/acme/acme-mcp/pkg/store"
	centreon "github.com/acme/centreon-go-client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/other/billingapi"
	"go.etcd.io/bbolt"
)

type Server struct {
	mon   *centreon.Client
	bills *billingapi.Client
	db    *bbolt.Client
	own   *store.Client
}

func NewServer(host string, opts ...centreon.Option) *Server {
	mon := centreon.NewClient(host) // want: RC101
	hc := &http.Client{Timeout: 10 * time.Second}
	return &Server{
		mon:   mon,
		bills: billingapi.New(host, billingapi.WithHTTPClient(hc)),
		db:    bbolt.NewClient("local.db"),
		own:   store.NewClient(host),
	}
}

func variadic(host string, opts ...centreon.Option) *centreon.Client {
	return centreon.NewClient(host, opts...)
}

func (s *Server) hosts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, _ = s.mon.ListHosts(ctx)
	_, _ = s.bills.Invoices(ctx)
	_, _ = s.db.Get("k")
	_, _ = s.own.Get(ctx)
	_, _ = variadic("h").ListHosts(ctx)
	return nil, nil
}
