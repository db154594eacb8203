import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { handleSync } from './handlers/vault.js';

const server = new McpServer({ name: 'vault', version: '1.0.0' });
server.tool('sync', {}, async () => ({ content: [{ type: 'text', text: await handleSync() }] }));
