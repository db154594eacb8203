// Class of real code: a blockchain node's JSON-RPC API answers every call
// over POST, reads included. Tools named for a simulation, an estimate, a
// trace or a dry run ask the node to compute an answer from the state it
// has and change nothing (debug_traceCall, alchemy_simulateExecution,
// eth_estimateUserOperationGas; GreptimeDB's pipeline _dryrun): a retry
// repeats nothing. A tool that sends or submits through the same endpoint
// is a write.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";

const server = new McpServer({ name: "node-rpc", version: "1.0.0" });
const rpc = axios.create({ baseURL: "https://eth-mainnet.example/v2/key", timeout: 10_000 });

async function callJsonRpc(method: string, params: unknown[]) {
  const response = await rpc.post("", { jsonrpc: "2.0", id: 1, method, params });
  return response.data;
}

// ---- negatives ----

server.tool("simulateExecution", { tx: z.object({}).passthrough() }, async ({ tx }) => {
  const out = await callJsonRpc("alchemy_simulateExecution", [tx]);
  return { content: [{ type: "text", text: JSON.stringify(out) }] };
});

server.tool("debugTraceCall", { tx: z.object({}).passthrough(), block: z.string() }, async ({ tx, block }) => {
  const out = await callJsonRpc("debug_traceCall", [tx, block]);
  return { content: [{ type: "text", text: JSON.stringify(out) }] };
});

server.tool("estimateUserOperationGas", { op: z.object({}).passthrough() }, async ({ op }) => {
  const out = await callJsonRpc("eth_estimateUserOperationGas", [op]);
  return { content: [{ type: "text", text: JSON.stringify(out) }] };
});

server.tool("dryrun_pipeline", { name: z.string(), data: z.string() }, async ({ name, data }) => {
  const r = await axios.post(`https://db.example/v1/pipelines/_dryrun`, { pipeline_name: name, data }, { timeout: 10_000 });
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
});

// ---- positives ----

server.tool("sendRawTransaction", { raw: z.string() }, async ({ raw }) => { // want: RC601
  const out = await callJsonRpc("eth_sendRawTransaction", [raw]);
  return { content: [{ type: "text", text: JSON.stringify(out) }] };
});

server.tool("submitSimulatedBundle", { bundle: z.array(z.string()) }, async ({ bundle }) => { // want: RC601
  const out = await callJsonRpc("eth_sendBundle", [bundle]);
  return { content: [{ type: "text", text: JSON.stringify(out) }] };
});
