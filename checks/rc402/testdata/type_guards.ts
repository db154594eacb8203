// Class of real code: predicates of a client module (axios.isAxiosError,
// node:net's isIPv4) look at the value they are given and never throw; a
// try block that only calls them fails with the server's own errors.
import axios from "axios";
import * as net from "net";
import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "guards", version: "1.0.0" });

function checkHost(host: string): void {
  if (net.isIPv4(host) && host.startsWith("10.")) {
    throw new Error(`private address ${host} is not allowed`);
  }
}

function classify(err: unknown): string {
  if (axios.isAxiosError(err) || axios.isCancel(err)) {
    throw new Error("request failed");
  }
  return "other";
}

server.tool("fetch_page", { url: z.string() }, async ({ url }) => {
  try {
    checkHost(url);
    classify(url);
  } catch (error) {
    return { content: [{ type: "text", text: `rejected: ${(error as Error).message}` }], isError: true };
  }
  try {
    const res = await axios.get(url, { timeout: 5000 });
    return { content: [{ type: "text", text: String(res.data) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `fetch failed: ${(error as Error).message}` }], isError: true }; // want: RC402
  }
});
