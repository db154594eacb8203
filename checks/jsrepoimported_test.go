package checks_test

import (
	"fmt"
	"testing"
)

// cliRepo: a server that imports src/utils/cli.ts, a wrapper that runs the
// bw program for its tools (review33 MEDIUM-11, /tmp/r33/cli), and a
// look-alike: tool/cli.ts that only a command-line program (commander)
// imports, a script.
var cliRepo = map[string]string{
	"package.json": `{"name":"b","type":"module"}`,
	"src/index.ts": "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { bw } from \"./utils/cli.js\";\n" +
		"const server = new McpServer({ name: \"b\", version: \"1.0.0\" });\nserver.registerTool(\"list\", {}, async () => ({ content: [{ type: \"text\", text: bw(\"list\") }] }));\n",
	"src/utils/cli.ts": "import { execSync } from \"node:child_process\";\nexport function bw(args: string): string {\n  return execSync(\"bw \" + args).toString();\n}\n",
	"tool/main.ts":     "import { Command } from \"commander\";\nimport { run } from \"./cli.js\";\nnew Command().action(() => run(\"x\")).parse();\n",
	"tool/cli.ts":      "import { execSync } from \"node:child_process\";\nexport function run(args: string): string {\n  return execSync(\"bw \" + args).toString();\n}\n",
}

// TestCliImportedDiffMode: in diff mode a changed cli.ts that an unchanged
// server imports is server code, as in a whole scan (its execSync without
// a timeout is RC102, and RC201 for the async caller); a cli.ts that only a command-line program imports
// stays a script; without a repository search (the bot) the answer is the
// changed files' own, as before.
func TestCliImportedDiffMode(t *testing.T) {
	src, _ := importerSource(cliRepo, nil)
	got := func(changed string) string {
		var out string
		for _, f := range scanChange(t, cliRepo, changed, src).Findings {
			out += fmt.Sprintf("%s:%d:%s ", f.Path, f.StartLine, f.RuleID)
		}
		return out
	}
	if g, want := got("src/utils/cli.ts"), "src/utils/cli.ts:3:RC102 src/utils/cli.ts:3:RC201 "; g != want {
		t.Errorf("server's cli.ts: %q, want %q", g, want)
	}
	if g := got("tool/cli.ts"); g != "" {
		t.Errorf("a program's cli.ts is a script: %q", g)
	}
	src.Grep = nil
	if g := got("src/utils/cli.ts"); g != "" {
		t.Errorf("without Grep (the bot) as before: %q", g)
	}
}
