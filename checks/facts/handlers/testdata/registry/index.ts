// A server at the scan's root: its relative imports (./ts/src/...) name
// files of the scan. The low-level CallTool handler looks the tool's
// definition up by the requested name and calls its handler.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import * as Handlers from './ts/src/dispatch/index.js';
import { HANDLERS } from './ts/src/dispatch/keyed.js';

const server = new Server({ name: 'x', version: '1' }, { capabilities: { tools: {} } });

const toolDefinitions = {
  x_install: { handler: Handlers.installHandler },
  x_analyze: { handler: Handlers.analyzeHandler },
};

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    const def = toolDefinitions[request.params.name as string];
    if (def) {
      return { content: [{ type: 'text', text: JSON.stringify(await def.handler(request.params.arguments)) }] };
    }
    const result = await HANDLERS[request.params.name](request.params.arguments);
    Handlers.auditLog(request.params.name);
    return { content: [{ type: 'text', text: JSON.stringify(result) }] };
  } catch (e) {
    return { content: [{ type: 'text', text: 'failed' }], isError: true };
  }
});
