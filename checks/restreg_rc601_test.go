package checks_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// restRegRepo is a TypeScript server with an McpServer subclass whose rest
// methods register tools (TestRC601RestRegistrationMethod).
var restRegRepo = map[string]string{
	"src/mcp/CustomServer.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export class CustomServer extends McpServer {
	private readonly: boolean = false;

	private registerWithAccess(access: string, ...args: unknown[]) {
		const [name, description, schema, cb] = args as [string, string, object, (a: unknown) => unknown];
		return (McpServer.prototype as any).registerTool.call(this, name, { description, inputSchema: schema, annotations: { access } }, cb);
	}

	addToolWithWriteAccess(...args: any[]) {
		if (this.readonly) return null;
		return this.registerWithAccess("write", ...args);
	}

	addToolWithReadAccess(...args: any[]) {
		return this.registerWithAccess("read", ...args);
	}
}

export class Recorder {
	calls: unknown[][] = [];

	addToolWithWriteAccess(...args: any[]) {
		this.calls.push(args);
	}
}
`,
	"src/client/wrapper.ts": `import { AcmeClient } from "@acme/sdk";

export class AcmeWrapper {
	constructor(private client: AcmeClient) {}

	async createTicket(name: string) {
		const res = await this.client.createTicket({ name });
		return res.data;
	}

	async addLink(itemId: number, url: string) {
		const item = (await this.client.getItem(itemId)).data;
		if (item.links.includes(url)) return item;
		return (await this.client.updateItem(itemId, { links: [...item.links, url] })).data;
	}
}
`,
	"src/tools/base.ts": `import type { AcmeWrapper } from "@/client/wrapper";

export class BaseTools {
	constructor(protected client: AcmeWrapper) {}
}
`,
	"src/tools/items.ts": `import { z } from "zod";
import type { CustomServer, Recorder } from "../mcp/CustomServer";
import type { AcmeWrapper } from "../client/wrapper";
import { BaseTools } from "./base";

export class ItemTools extends BaseTools {
	static create(client: AcmeWrapper, server: CustomServer, fakeServer: Recorder) {
		const tools = new ItemTools(client);
		server.addToolWithWriteAccess(
			"items-create",
			"Create an item",
			{ name: z.string() },
			async ({ name }) => await tools.makeItem(name),
		);
		server.addToolWithWriteAccess(
			"items-add-link",
			"Add a link to an item",
			{ itemId: z.number(), url: z.string() },
			async ({ itemId, url }) => await tools.linkItem(itemId, url),
		);
		server.addToolWithReadAccess(
			"items-get",
			"Read an item",
			{ itemId: z.number() },
			async ({ itemId }) => await tools.getItem(itemId),
		);
		fakeServer.addToolWithWriteAccess(
			"notes-create",
			"Create a note",
			{ text: z.string() },
			async ({ text }) => await tools.makeItem(text),
		);
	}

	async makeItem(name: string) {
		const item = await this.client.createTicket(name);
		return { content: [{ type: "text", text: JSON.stringify(item) }] };
	}

	async linkItem(itemId: number, url: string) {
		const item = await this.client.addLink(itemId, url);
		return { content: [{ type: "text", text: JSON.stringify(item) }] };
	}

	async getItem(itemId: number) {
		return { content: [{ type: "text", text: String(itemId) }] };
	}
}
`,
	"tsconfig.json": `{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["./src/*"] } } }
`,
	"package.json": `{"name":"fx","dependencies":{"@acme/sdk":"1.0.0","@modelcontextprotocol/sdk":"1.0.0","zod":"3.0.0"}}
`,
}

// A server that subclasses the SDK's McpServer and registers its tools
// through a method taking the SDK's tool arguments as a rest parameter
// (useshortcut/mcp-server-shortcut's CustomMcpServer.addToolWithWriteAccess
// (...args) -> registerToolWithAccess("write", ...args) ->
// McpServer.prototype.registerTool.call(this, ...)) registers what
// server.tool(...) would (checks/facts/restreg): items-create, whose
// handler reaches the SDK's createTicket through the project's wrapper, is
// reported. items-add-link calls the wrapper's addLink, which reads the item
// and PUTs it with the link added: the wrapper is the project's class (a
// field typed with a class a module of the repository declares, here
// through the `@/` path alias and the base class: checks/facts/ownfield),
// so its body, not the name "add", is judged, and it is not reported. The
// look-alike Recorder.addToolWithWriteAccess(...args) only stores its
// arguments (no McpServer subclass, no registration): notes-create is no
// tool. Before, no addToolWithWriteAccess call was read as a registration;
// without ownfield, items-add-link is reported.
func TestRC601RestRegistrationMethod(t *testing.T) {
	repo := restRegRepo
	src := &checks.Source{ // a whole-repository scan: its files are the summaries' world
		Config: func(p string) ([]byte, error) {
			if s, ok := repo[p]; ok {
				return []byte(s), nil
			}
			return nil, fmt.Errorf("%s: not found", p)
		},
	}
	var in []checks.Input
	for p, s := range repo {
		b := []byte(s)
		in = append(in, checks.Input{Path: p, Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }})
	}
	res, err := (&checks.Engine{Workers: 1, Repo: src}).Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		if f.RuleID == "RC601" {
			got = append(got, fmt.Sprintf("%s:%d %s", f.Path, f.StartLine, f.Message))
		}
	}
	if len(got) != 1 || !strings.Contains(got[0], "tool items-create ") {
		t.Errorf("RC601 findings %q, want one on items-create", got)
	}
}
