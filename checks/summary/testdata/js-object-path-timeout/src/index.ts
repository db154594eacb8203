import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { crawl, search, feed, tuned } from './providers/fetchers.js';

const server = new McpServer({ name: 'x', version: '1' });
server.tool('crawl', { url: z.string() }, async ({ url }) => {
  return { content: [{ type: 'text', text: await crawl(url) }] }; // want: RC104 diff-only
});
server.tool('search', { url: z.string() }, async ({ url }) => {
  return { content: [{ type: 'text', text: await search(url) }] };
});
server.tool('feed', { url: z.string() }, async ({ url }) => {
  return { content: [{ type: 'text', text: await feed(url) }] }; // want: RC104 diff-only
});
server.tool('tuned', { url: z.string() }, async ({ url }) => {
  return { content: [{ type: 'text', text: await tuned(url) }] };
});
