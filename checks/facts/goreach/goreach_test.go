package goreach_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	_ "github.com/resilience-check/resilience-check/checks/facts/handlers" // sets model.HandlerHook
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

const src = `package p

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type S struct{}

func register(s *server.MCPServer, x *S) {
	s.AddTool(mcp.NewTool("a"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		helperA()
		x.viaRecv(ctx)
		return nil, nil
	})
}

func helperA() { deep1() }
func deep1()   { deep2() }
func deep2()   { deep3() }
func deep3()   { deep4() }
func deep4()   {}

func (s *S) viaRecv(ctx context.Context) { s.own(); go func() { inLiteral() }() }
func (s *S) own()                        {}
func inLiteral()                         {}

func main()                        { startupOnly() }
func run(ctx context.Context)      { startupOnly() }
func RunQuery(ctx context.Context) { queryHelper() }
func startupOnly()                 {}
func queryHelper()                 {}
func serveHTTP(w http.ResponseWriter, r *http.Request) { httpHelper() }
func httpHelper()                                      {}
func unreached()                                       {}
`

func TestFuncs(t *testing.T) {
	f := modeltest.Parse(t, "p.go", model.LangGo, []byte(src))
	var got []string
	for fn, r := range goreach.Funcs(f) {
		name := goreach.Name(f, fn)
		if name == "" {
			line, _ := f.Position(int(fn.StartByte()))
			name = fmt.Sprintf("literal@%d", line)
		}
		if r.Self {
			name += "(root)"
		}
		got = append(got, name)
	}
	sort.Strings(got)
	want := []string{"RunQuery(root)", "deep1", "deep2", "deep3", "helperA", "httpHelper", "inLiteral", "literal@14(root)", "literal@27",
		"own", "queryHelper", "serveHTTP(root)", "viaRecv(root)"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("reached:\n got %v\nwant %v", got, want)
	}
}

const ctxSrc = `package p

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

func h1(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	use(ctx)          // handler ctx
	vctx := context.WithValue(ctx, 1, 2)
	use(vctx)         // through WithValue
	tctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	use(tctx)         // bounded
	helper(ctx, 1)
	mixed(ctx)
	return nil, nil
}

func helper(ctx context.Context, n int) { use(ctx) } // every call passes the handler's ctx

func mixed(ctx context.Context) { use(ctx) } // one call passes a bounded ctx

func other() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	mixed(ctx)
}

func lonely(ctx context.Context) { use(ctx) } // no caller in the file

func use(ctx context.Context) {}

func shaped(ctx context.Context) (*mcp.CallToolResult, error) { use(ctx); return nil, nil } // handler-shaped helper, bounded by its caller

func shapedOpen(ctx context.Context) (*mcp.CallToolResult, error) { use(ctx); return nil, nil } // handler-shaped helper given the handler's ctx

func shapedValue(ctx context.Context) (*mcp.CallToolResult, error) { use(ctx); return nil, nil } // also named as a value: stays a handler

func h2(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	shaped(tctx)
	shapedValue(tctx)
	register(shapedValue)
	return shapedOpen(ctx)
}

func register(h func(context.Context) (*mcp.CallToolResult, error)) {}
`

func TestHandlerCtx(t *testing.T) {
	f := modeltest.Parse(t, "p.go", model.LangGo, []byte(ctxSrc))
	lines := map[int]bool{}
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(c *model.Node) bool {
		if f.Text(model.Callee(c)) != "use" {
			return true
		}
		if _, url, ok := goreach.HandlerCtx(f, model.Arg(c, 0)); ok {
			if url == "" {
				t.Errorf("no URL")
			}
			line, _ := f.Position(int(c.StartByte()))
			lines[line] = true
		}
		return true
	})
	for _, l := range []int{11, 13, 22, 38, 40} {
		if !lines[l] {
			t.Errorf("line %d: want the handler's context", l)
		}
	}
	for _, l := range []int{16, 24, 32, 36} {
		if lines[l] {
			t.Errorf("line %d: not the handler's context", l)
		}
	}
}
