package checks

import (
	"context"
	"strings"
	"testing"
)

// A tool that sends a GraphQL document another module of the repository
// exports (`client.query(CREATE_UPDATE, vars)` with `export const
// CREATE_UPDATE = /* GraphQL */ `+"`mutation { create_update(...) }`"+`:
// ashrocket/monday-mcp's src/graphql.ts) is judged by that document
// (checks/facts/gqlimport): a create mutation is reported, an update
// mutation and a query are not. Before, the document stayed unknown and the
// tool was left to the summaries, which could not resolve the client.
func TestRC601ImportedGraphQLDocument(t *testing.T) {
	tools := []byte(`import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CREATE_UPDATE, CHANGE_ITEM_NAME, GET_UPDATES } from "../graphql.js";

export function register(server: McpServer, client: { query: (doc: string, vars: object) => Promise<unknown> }) {
  server.registerTool("post_update", { description: "Post an update", inputSchema: { item_id: z.string(), body: z.string() } },
    async ({ item_id, body }) => {
      const data = await client.query(CREATE_UPDATE, { itemId: item_id, body });
      return { content: [{ type: "text", text: JSON.stringify(data) }] };
    });
  server.registerTool("rename_item", { description: "Rename an item", inputSchema: { item_id: z.string(), name: z.string() } },
    async ({ item_id, name }) => {
      const data = await client.query(CHANGE_ITEM_NAME, { itemId: item_id, name });
      return { content: [{ type: "text", text: JSON.stringify(data) }] };
    });
  server.registerTool("fetch_updates", { description: "Read the updates", inputSchema: { item_id: z.string() } },
    async ({ item_id }) => {
      const data = await client.query(GET_UPDATES, { itemId: item_id });
      return { content: [{ type: "text", text: JSON.stringify(data) }] };
    });
}
`)
	docs := []byte("export const CREATE_UPDATE = /* GraphQL */ `\n  mutation CreateUpdate($itemId: ID!, $body: String!) {\n    create_update(item_id: $itemId, body: $body) { id }\n  }\n`;\n\n" +
		"export const CHANGE_ITEM_NAME = `\n  mutation ($itemId: ID!, $name: String!) {\n    change_simple_column_value(item_id: $itemId, column_id: \"name\", value: $name) { id }\n  }\n`;\n\n" +
		"export const GET_UPDATES = /* GraphQL */ `\n  query ($itemId: ID!) { items(ids: [$itemId]) { updates { id body } } }\n`;\n")
	res, err := (&Engine{Workers: 1}).Scan(context.Background(), []Input{memInput("src/tools/updates.ts", tools), memInput("src/graphql.ts", docs)})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		if f.RuleID == "RC601" {
			got = append(got, f.Message)
		}
	}
	if len(got) != 1 || !strings.Contains(got[0], "post_update ") {
		t.Errorf("RC601 findings %q, want one on post_update", got)
	}
}
