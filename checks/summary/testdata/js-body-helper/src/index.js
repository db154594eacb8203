import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { adminRequest, apiRequest, pingRequest } from './request.js';

const server = new McpServer({ name: 'helix', version: '1.0.0' });

server.tool('page-status', { url: 'string' }, async ({ url }) => {
  const json = await adminRequest(url); // want: RC402 diff-only
  return { content: [{ type: 'text', text: JSON.stringify(json) }] };
});

server.tool('ping', { url: 'string' }, async ({ url }) => {
  const text = await pingRequest(url);
  return { content: [{ type: 'text', text }] };
});

server.tool('api', { url: 'string' }, async ({ url }) => {
  const json = await apiRequest(url);
  return { content: [{ type: 'text', text: JSON.stringify(json) }] };
});
