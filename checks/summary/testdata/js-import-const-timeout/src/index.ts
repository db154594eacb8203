import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { callRemote, callQuick, callChanging, callOptions, callSeconds } from './tools/call.js';

const server = new McpServer({ name: 'x', version: '1' });
server.tool('remote', { url: z.string() }, async ({ url }) => {
  return { content: [{ type: 'text', text: await callRemote(url) }] }; // want: RC104 diff-only
});
server.tool('quick', { url: z.string() }, async ({ url }) => {
  return { content: [{ type: 'text', text: await callQuick(url) }] };
});
server.tool('changing', { url: z.string() }, async ({ url }) => {
  return { content: [{ type: 'text', text: await callChanging(url) }] };
});
server.tool('options', { url: z.string() }, async () => {
  return { content: [{ type: 'text', text: String(await callOptions({ callTool: async () => 1 })) }] }; // want: RC104 diff-only
});
server.tool('seconds', { url: z.string() }, async ({ url }) => {
  return { content: [{ type: 'text', text: await callSeconds(url) }] };
});
