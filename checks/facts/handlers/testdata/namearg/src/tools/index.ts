import { handlePost, handleList } from "./messages.js";

// the name-keyed table the dispatcher indexes with the tool's name
export const toolHandlers: Record<string, Function> = {
  crm_post_message: handlePost,
  crm_list_messages: handleList,
};

export async function executeTool(client: any, toolName: string, args: any) {
  const handler = toolHandlers[toolName];
  if (!handler) {
    throw new Error(`Unknown tool: ${toolName}`);
  }
  return await handler(client, args);
}
