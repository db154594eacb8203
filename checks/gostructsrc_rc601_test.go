package checks_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// goInputTypeRepo is a go-sdk server whose tool handlers take their input as
// a struct of another package of the module (`params pipedrive.AddActivityParams`:
// yamirghofran/pipedrive-mcp-go): the struct's fields are the tool's
// parameters (checks/facts/gostructsrc). add_activity's has no key and its
// client creates: reported. add_keyed_activity's struct carries an
// idempotency key, and add_embedded_activity's embeds a type of its own
// (promoted fields unread): neither is reported.
var goInputTypeRepo = map[string]string{
	"go.mod": "module example.com/pd\n\ngo 1.22\n",
	"internal/pipedrive/params.go": "package pipedrive\n\n" +
		"type AddActivityParams struct {\n\tSubject string `json:\"subject\"`\n\tDealID  int    `json:\"deal_id,omitempty\"`\n}\n\n" +
		"type AddKeyedActivityParams struct {\n\tSubject        string `json:\"subject\"`\n\tIdempotencyKey string `json:\"idempotency_key\"`\n}\n\n" +
		"type Base struct {\n\tIdempotencyKey string `json:\"idempotency_key\"`\n}\n\n" +
		"type AddEmbeddedActivityParams struct {\n\tBase\n\tSubject string `json:\"subject\"`\n}\n",
	"internal/server/tools.go": `package server

import (
	"context"

	"example.com/pd/internal/pipedrive"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Client interface {
	AddActivity(ctx context.Context, p any) (any, error)
}

func Register(s *mcp.Server, client Client) {
	mcp.AddTool(s, &mcp.Tool{Name: "add-activity", Description: "Create a new activity"}, func(ctx context.Context, req *mcp.CallToolRequest, params pipedrive.AddActivityParams) (*mcp.CallToolResult, any, error) {
		_, err := client.AddActivity(ctx, params)
		return &mcp.CallToolResult{}, nil, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "add-keyed-activity", Description: "Create a new activity once per key"}, func(ctx context.Context, req *mcp.CallToolRequest, params pipedrive.AddKeyedActivityParams) (*mcp.CallToolResult, any, error) {
		_, err := client.AddActivity(ctx, params)
		return &mcp.CallToolResult{}, nil, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "add-embedded-activity", Description: "Create a new activity"}, func(ctx context.Context, req *mcp.CallToolRequest, params pipedrive.AddEmbeddedActivityParams) (*mcp.CallToolResult, any, error) {
		_, err := client.AddActivity(ctx, params)
		return &mcp.CallToolResult{}, nil, err
	})
}
`,
}

func TestRC601GoInputTypeOfAnotherPackage(t *testing.T) {
	repo := goInputTypeRepo
	src := &checks.Source{
		GoModule: "example.com/pd",
		Has:      func(p string) bool { _, ok := repo[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if s, ok := repo[p]; ok {
				return []byte(s), nil
			}
			return nil, fmt.Errorf("%s: not found", p)
		},
	}
	var in []checks.Input
	for _, p := range []string{"internal/server/tools.go", "internal/pipedrive/params.go"} {
		b := []byte(repo[p])
		in = append(in, checks.Input{Path: p, Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }})
	}
	e := &checks.Engine{Rules: []*checks.Rule{checks.RuleByID("RC601")}, Workers: 1, Repo: src}
	res, err := e.Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%s:%d %s", f.Path, f.StartLine, f.Message))
	}
	if len(got) != 1 || !strings.Contains(got[0], "tool add-activity ") {
		t.Errorf("RC601 findings %q, want one on add-activity", got)
	}
}
