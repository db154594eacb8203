// An error a TS SDK tool callback throws reaches the client: McpServer
// answers it with an isError result holding error.message, the low-level
// Server (setRequestHandler) with a JSON-RPC error of that message (blind
// batch 5: mcp-server-datadog, mcp-mongo-server, brightdata-mcp).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { MongoClient } from "mongodb";

const client = new MongoClient("mongodb://db:27017");
const server = new McpServer({ name: "s", version: "1" });

server.tool("find", {}, async () => {
  try {
    const docs = await client.db("app").collection("items").find({}).toArray();
    return { content: [{ type: "text", text: JSON.stringify(docs) }] };
  } catch (error: any) {
    throw new Error(`Failed to query: ${error.message}`); // want: RC402
  }
});

const low = new Server({ name: "l", version: "1" }, { capabilities: { tools: {} } });

low.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    const r = await fetch("https://api.datadoghq.com/api/v1/query?api_key=k");
    return { content: [{ type: "text", text: await r.text() }] };
  } catch (e) {
    throw new Error(String(e)); // want: RC402
  }
});

// Clean look-alikes: a fixed message, a bare rethrow (left alone, as the
// peers do), and a throw inside the try block its own catch handles.
server.tool("fixed", {}, async () => {
  try {
    const docs = await client.db("app").collection("items").find({}).toArray();
    return { content: [{ type: "text", text: JSON.stringify(docs) }] };
  } catch (error: any) {
    console.error(error);
    throw new Error("query failed");
  }
});

server.tool("rethrow", {}, async () => {
  try {
    return { content: [{ type: "text", text: String(await client.db("app").collection("items").countDocuments()) }] };
  } catch (error) {
    throw error;
  }
});

server.tool("inner", {}, async () => {
  try {
    const n = await client.db("app").collection("items").countDocuments();
    if (n > 1000) {
      throw new Error(`too many: ${n}`);
    }
    return { content: [{ type: "text", text: String(n) }] };
  } catch (error) {
    return { content: [{ type: "text", text: "count failed" }], isError: true };
  }
});
