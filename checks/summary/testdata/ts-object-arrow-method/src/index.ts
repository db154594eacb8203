import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { createProduct, getProduct } from "./tools/createProduct.js";

export function register(server: McpServer) {
  createProduct.initialize("https://shop.example.com");
  server.tool("create_product", { title: z.string() }, async ({ title }) => { // want: RC601
    const p = await createProduct.execute(title);
    return { content: [{ type: "text", text: JSON.stringify(p) }] };
  });
  // clean twin: the singleton's execute only reads
  server.tool("get_product", { id: z.string() }, async ({ id }) => {
    const p = await getProduct.execute(id);
    return { content: [{ type: "text", text: JSON.stringify(p) }] };
  });
}
