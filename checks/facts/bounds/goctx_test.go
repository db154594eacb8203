package bounds

import (
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/libmodels"
)

// A user row of a Go driver whose calls each take a context (the shape of
// libmodels/data/go-db.yml) is read generically: a connect function is
// judged by its own context, a client reached through a package variable
// or a method's result keeps the row, an MCP handler's context is a gap
// only for boundGaps' handlerCtx (HandlerCtx set), a deadline is no gap,
// and a file that names a client-level setting (Bound.Also) is not judged.
func TestGoContextRows(t *testing.T) {
	pos := 0
	base := libmodels.Row{Lang: libmodels.Go, Module: "example.com/acmedb", Kind: libmodels.Database, Nested: true,
		Methods: []string{"Query", "Exec"},
		Bound:   &libmodels.Bound{Where: libmodels.Context, Position: &pos, PerCall: true, Also: []string{"StmtTimeout"}},
		Default: &libmodels.Default{Value: "none", URL: "https://acmedb.example.com/timeouts"}, Source: "https://acmedb.example.com"}
	connect, client := base, base
	connect.Name, connect.API = "example.com/acmedb.Connect", libmodels.Function
	client.Name, client.API = "example.com/acmedb.Client", libmodels.Type
	rows := []*libmodels.Row{&connect, &client}
	set := mergeRows(t, rows)
	src := `package tools

import (
	"context"
	"time"

	"example.com/acmedb"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *acmedb.Client

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("q"), handle)
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, _ := acmedb.Connect(ctx, "dsn")
	tx := conn.Begin()
	tx.Query(context.Background(), "q")
	db.Exec(ctx, "x")
	bounded, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	db.Query(bounded, "y")
	return nil, nil
}
`
	f := modeltest.Parse(t, "x.go", model.LangGo, []byte(src))
	all := func(*libmodels.Row) bool { return true }
	budget := func(*libmodels.Row) time.Duration { return 15 * time.Second }
	type gap struct {
		line    int
		handler bool
	}
	got := func(gaps []BoundGap) []gap {
		var out []gap
		for _, g := range gaps {
			line, _ := f.Position(int(g.At.StartByte()))
			out = append(out, gap{line, g.HandlerCtx != ""})
		}
		return out
	}
	want := []gap{{19, true}, {21, false}, {22, true}}
	if g := got(boundGaps(f, set, all, budget, true, false)); len(g) != len(want) || g[0] != want[0] || g[1] != want[1] || g[2] != want[2] {
		t.Errorf("with handler contexts: %+v, want %+v", g, want)
	}
	if g := got(BoundGaps(f, set, all, budget)); len(g) != 1 || g[0] != want[1] {
		t.Errorf("BoundGaps: %+v, want only %+v", g, want[1])
	}
	bounded := modeltest.Parse(t, "y.go", model.LangGo, []byte(src+"\nvar opts = acmedb.Options{StmtTimeout: time.Second}\n"))
	if g := boundGaps(bounded, set, all, budget, true, false); len(g) != 0 {
		t.Errorf("a file naming the client-level setting: %d gaps, want 0", len(g))
	}
}
