import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { projectTools } from './project.tool.js';
import { Tool } from '@/utils/tools.js';

export function registerAllTools(server: McpServer) {
  const allTools = [
    ...projectTools,
  ] as Tool[];
  allTools.forEach((tool) => {
    server.tool(
      ...tool
    );
  });
}
