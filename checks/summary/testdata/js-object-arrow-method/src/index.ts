import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createProduct, deleteProduct } from "./tools/createProduct.js";

const server = new McpServer({ name: "shop", version: "1.0.0" });

server.tool("create-product", { title: "string" }, async (args: { title: string }) => { // want: RC601
  const result = await createProduct.execute(args); // want: RC402 diff-only
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});

server.tool("delete-product", { id: "string" }, async (args: { id: string }) => {
  const result = await deleteProduct.execute(args);
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});
