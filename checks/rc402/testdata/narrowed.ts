// Class of real code: a tool whose catch first answers the HTTP client's
// errors in a branch of their own (and returns), then reports whatever else
// failed. What reaches the generic branch is not a network error: the type
// guard above took all of those.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";

const server = new McpServer({ name: "narrowed", version: "1.0.0" });
const http = axios.create({ baseURL: "https://api.example.com" });

server.tool("summarize", "Summarize a page", {}, async ({ page }) => {
  try {
    const res = await http.post("/summaries", { page }, { timeout: 20_000 });
    return { content: [{ type: "text", text: String(res.data.summary) }] };
  } catch (error) {
    if (axios.isAxiosError(error)) {
      const detail = error.response?.data?.message || error.message;
      return { content: [{ type: "text", text: `Summary failed: ${detail}` }], isError: true }; // want: RC402
    }
    return {
      content: [{ type: "text", text: `Summary failed: ${error instanceof Error ? error.message : String(error)}` }],
      isError: true,
    };
  }
});
