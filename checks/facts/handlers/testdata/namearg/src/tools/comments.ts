export async function handleCommentTool(client: any, toolName: string, args: any) {
  if (toolName === "crm_route_comment") {
    return client.post("/comments", args);
  }
  throw new Error(`unknown tool ${toolName}`);
}
