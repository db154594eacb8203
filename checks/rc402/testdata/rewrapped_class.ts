import axios from "axios";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "rewrapped-class", version: "1.0.0" });

class ApiError extends Error {}

class QuotaError extends Error {}

async function fetchItem(id: string): Promise<unknown> {
  try {
    const r = await axios.get(`https://api.example.com/items/${id}`, { timeout: 10000 });
    return r.data;
  } catch (err: any) {
    throw new ApiError(`item lookup failed: ${err.message}`);
  }
}

async function fetchQuota(id: string): Promise<unknown> {
  try {
    const r = await axios.get(`https://api.example.com/quota/${id}`, { timeout: 10000 });
    return r.data;
  } catch (err: any) {
    throw new QuotaError(`quota lookup failed with status ${err.response?.status}`);
  }
}

server.tool("item", {}, async ({ id }: any) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await fetchItem(id)) }] };
  } catch (e) {
    if (e instanceof ApiError) {
      return { content: [{ type: "text", text: e.message }], isError: true }; // want: RC402
    }
    return { content: [{ type: "text", text: "failed" }], isError: true };
  }
});

server.tool("quota", {}, async ({ id }: any) => {
  // Clean twin: QuotaError carries only the status code.
  try {
    return { content: [{ type: "text", text: JSON.stringify(await fetchQuota(id)) }] };
  } catch (e) {
    if (e instanceof QuotaError) {
      return { content: [{ type: "text", text: e.message }], isError: true };
    }
    return { content: [{ type: "text", text: "failed" }], isError: true };
  }
});
