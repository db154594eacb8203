import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createConnection, loadDoc } from "./conn.js";

const server = new McpServer({ name: "held", version: "1.0.0" });

async function runQuery(url: string, soql: string) {
  const conn = await createConnection(url);
  try {
    const result = await conn.query(soql);
    return { content: [{ type: "text", text: JSON.stringify(result.records) }] };
  } catch (e: any) {
    return { content: [{ type: "text", text: `Query failed: ${e.message}` }], isError: true }; // want: RC402
  }
}

server.tool("query", {}, async ({ url, soql }: any) => runQuery(url, soql));

server.tool("doc", {}, async ({ text }: any) => {
  const doc = loadDoc(text);
  try {
    return { content: [{ type: "text", text: JSON.stringify(doc.get("name")) }] };
  } catch (e: any) {
    return { content: [{ type: "text", text: `Failed: ${e.message}` }], isError: true };
  }
});
