import { handleCommentTool } from "./comments.js";

export async function handleTool(client: any, toolName: string, args: any) {
  switch (toolName) {
    case "crm_route_delete":
      return client.delete(`/items/${args.id}`);
    case "crm_route_comment":
      return handleCommentTool(client, toolName, args); // handed on again at the second argument
  }
  throw new Error(`unknown tool ${toolName}`);
}
