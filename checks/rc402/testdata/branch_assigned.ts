// A variable assigned on the branches of an if / else-if chain and sent
// after it (facts/branchvals): either branch may have run.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "orders", version: "1.0.0" });

server.tool("get_order", { id: z.string() }, async ({ id }) => {
  let text: string;
  try {
    const res = await fetch(`https://orders.example/api/${id}`, { signal: AbortSignal.timeout(5000) });
    text = await res.text();
  } catch (e) {
    const err = e as Error;
    if (err.name === "AbortError") {
      text = "timed out";
    } else if (id.length > 0) {
      text = `lookup failed: ${err.message}`;
    } else {
      text = "bad id";
    }
    return { content: [{ type: "text", text: text }], isError: true }; // want: RC402
  }
  return { content: [{ type: "text", text }] };
});

// ---- clean look-alike: every branch of the chain assigns fixed text ----

server.tool("get_invoice", { id: z.string() }, async ({ id }) => {
  let text: string;
  try {
    const res = await fetch(`https://orders.example/api/invoices/${id}`, { signal: AbortSignal.timeout(5000) });
    return { content: [{ type: "text", text: await res.text() }] };
  } catch (e) {
    const err = e as Error;
    if (err.name === "AbortError") {
      text = "timed out";
    } else {
      text = "lookup failed";
    }
    return { content: [{ type: "text", text: text }], isError: true };
  }
});
