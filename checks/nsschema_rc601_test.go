package checks

import (
	"context"
	"strings"
	"testing"
)

// A tool whose parameters are the `.shape` of a zod object that a module
// imported as a namespace declares (`import * as params from
// "./parameters.js"`, `params.ProduceMessageParams.shape`: kafka-mcp-server)
// has known parameters: RC601 reports its POST when no property is a key,
// and stays silent when the namespace's schema declares one. Before, the
// schema (and the description constant of another namespace) stayed
// unknown and the tool was never judged.
func TestRC601NamespaceSchema(t *testing.T) {
	server := []byte(`import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as params from "./parameters.js";
import * as prompts from "./prompts.js";

const server = new McpServer({ name: "queue", version: "1.0.0" });

server.tool("produce_message", prompts.PRODUCE_DESCRIPTION, params.ProduceParams.shape, async (args) => {
  const r = await fetch("https://api.example.com/messages", { method: "POST", body: JSON.stringify(args) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("produce_keyed_message", prompts.PRODUCE_DESCRIPTION, params.KeyedProduceParams.shape, async (args) => {
  const r = await fetch("https://api.example.com/messages", { method: "POST", body: JSON.stringify(args) });
  return { content: [{ type: "text", text: await r.text() }] };
});
`)
	parameters := []byte(`import { z } from "zod";

export const ProduceParams = z.object({
  topic: z.string(),
  value: z.string(),
});

export const KeyedProduceParams = z.object({
  topic: z.string(),
  value: z.string(),
  idempotencyKey: z.string(),
});
`)
	prompts := []byte("export const PRODUCE_DESCRIPTION = \"Produce a message\";\n")
	res, err := (&Engine{Workers: 1}).Scan(context.Background(), []Input{memInput("src/tools.ts", server),
		memInput("src/parameters.ts", parameters), memInput("src/prompts.ts", prompts)})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		if f.RuleID == "RC601" {
			got = append(got, f.Message)
		}
	}
	if len(got) != 1 || !strings.Contains(got[0], "produce_message ") {
		t.Errorf("RC601 findings %q, want one on produce_message", got)
	}
}
