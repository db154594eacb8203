import express from "express";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { server } from "./server.js";

const app = express();

// The raw message of whatever failed in the route's try block, of unknown
// origin, sent in a 500 body: low (errresp).
app.post("/mcp", async (req, res) => {
  try {
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (error: any) {
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: "2.0", error: { code: -32603, message: "Internal server error", data: error.message } }); // want: RC402 low
    }
  }
});

app.get("/sse", async (req, res) => {
  try {
    await openStream(req, res);
  } catch (error) {
    res.status(500).send(error instanceof Error ? error.message : String(error)); // want: RC402 low
  }
});

// Clean look-alikes: a 4xx answer to the request, a fixed text, the
// message only logged.
app.post("/messages", async (req, res) => {
  try {
    await routeMessage(req.body);
  } catch (error: any) {
    res.status(400).json({ error: error.message });
  }
});

app.delete("/mcp", async (req, res) => {
  try {
    await closeSession(req.headers["mcp-session-id"]);
  } catch (error: any) {
    console.error("close failed", error.message);
    res.status(500).json({ error: "Internal server error" });
  }
});

// A known origin stays medium.
app.get("/health", async (_req, res) => {
  try {
    const r = await fetch("https://upstream.example/health", { signal: AbortSignal.timeout(2000) });
    res.json({ ok: true, upstream: await r.json() });
  } catch (error: any) {
    res.status(502).json({ error: error.message }); // want: RC402 medium
  }
});

declare function openStream(req: unknown, res: unknown): Promise<void>;
declare function routeMessage(body: unknown): Promise<void>;
declare function closeSession(id: unknown): Promise<void>;
