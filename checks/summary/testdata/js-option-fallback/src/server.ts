// The tools pass the model's optional timeout_ms on: a model that leaves it
// out (as models usually do) gets runPrediction's 300 s fallback.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { runPrediction, quickPrediction } from "./run.js";

const server = new McpServer({ name: "predictions", version: "1.0.0" });

server.tool("run", "Runs a model", { model: z.string(), timeout_ms: z.number().optional() }, async (params) => {
  const out = await runPrediction({ model: params.model, timeoutMs: params.timeout_ms }); // want: RC104 diff-only
  return { content: [{ type: "text", text: out }] };
});

// clean: the schema gives timeout_ms a default, filled in before the handler runs
server.tool("runDefault", "Runs a model", { model: z.string(), wait_ms: z.number().default(20_000) }, async (params) => {
  const out = await runPrediction({ model: params.model, timeoutMs: params.wait_ms });
  return { content: [{ type: "text", text: out }] };
});

// clean: a fixed timeout within the budget
server.tool("runFixed", "Runs a model", { model: z.string() }, async (params) => {
  const out = await runPrediction({ model: params.model, timeoutMs: 20_000 });
  return { content: [{ type: "text", text: out }] };
});

// clean: the helper's own fallback is within the budget
server.tool("quick", "Runs a model quickly", { model: z.string(), limit_ms: z.number().optional() }, async (params) => {
  const out = await quickPrediction({ model: params.model, timeoutMs: params.limit_ms });
  return { content: [{ type: "text", text: out }] };
});
