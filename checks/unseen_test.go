package checks_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// unseenRepo is a repository whose tool file calls, in two try blocks,
// a function of another module that the summaries read (it only trims the
// caller's text) and one of a module the repository does not hold.
var unseenRepo = map[string]string{
	"src/safe.ts": "export function tidy(q: string): string {\n  return q.trim();\n}\n",
	"src/tools.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { tidy } from "./safe.js";
import { runRemote } from "./remote.js";

const server = new McpServer({ name: "u", version: "1" });

server.tool("tidy", {}, async ({ q }: any) => {
  try {
    return { content: [{ type: "text", text: tidy(q) }] };
  } catch (error) {
    return { content: [{ type: "text", text: "failed: " + (error as Error).message }], isError: true };
  }
});

server.tool("remote", {}, async ({ q }: any) => {
  try {
    return { content: [{ type: "text", text: await runRemote(q) }] };
  } catch (error) {
    return { content: [{ type: "text", text: "failed: " + (error as Error).message }], isError: true };
  }
});
`,
}

// TestUnseenCallsResolved checks dropSeenUnknown: RC402's low finding of an
// error of unknown origin in a tool result stays where the call it names
// does not resolve (./remote.js is not in the repository) and is dropped
// where the summaries read the function it calls.
func TestUnseenCallsResolved(t *testing.T) {
	got := scanRC402(t, unseenRepo, "src/tools.ts")
	if want := "src/tools.ts:19:RC402:low"; strings.Join(got, " ") != want {
		t.Errorf("findings %v, want %s (none at line 11: tidy is read by the summaries)", got, want)
	}
}

// scanRC402 scans the files paths of the in-memory repository repo (path ->
// source; the rest of repo is what the summaries may read) with RC402 alone
// and returns its findings as "path:line:RC402:severity", in order.
func scanRC402(t *testing.T, repo map[string]string, paths ...string) []string {
	t.Helper()
	return scanRC402Module(t, "", repo, paths...)
}

// scanRC402Module is scanRC402 for a repository whose go.mod names Go
// module module ("" for none).
func scanRC402Module(t *testing.T, module string, repo map[string]string, paths ...string) []string {
	t.Helper()
	src := &checks.Source{
		GoModule: module,
		Has:      func(p string) bool { _, ok := repo[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if s, ok := repo[p]; ok {
				return []byte(s), nil
			}
			return nil, fmt.Errorf("%s: not found", p)
		},
	}
	var in []checks.Input
	for _, p := range paths {
		b := []byte(repo[p])
		in = append(in, checks.Input{Path: p, Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }})
	}
	e := &checks.Engine{Rules: []*checks.Rule{checks.RuleByID("RC402")}, Workers: 1, Repo: src}
	res, err := e.Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%s:%d:%s:%s", f.Path, f.StartLine, f.RuleID, f.Severity))
	}
	return got
}
