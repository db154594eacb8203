import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { getHandler, tools } from "./registry.js";

const server = new Server({ name: "dispatch", version: "1.0.0" }, { capabilities: { tools: {} } });

// the dispatcher runs the handler of the tool the request names: any error
// of any tool comes out of that call
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const handler = getHandler(request.params.name);
  try {
    return await handler(request.params.arguments);
  } catch (error) {
    return {
      content: [{ type: "text", text: `Error: ${error instanceof Error ? error.message : String(error)}` }], // want: RC402
      isError: true,
    };
  }
});

export async function runTool(name: string, args: unknown) {
  const tool = tools.find((t) => t.name === name);
  try {
    return await tool.handle(args);
  } catch (error) {
    return { content: [{ type: "text", text: `Tool failed: ${(error as Error).message}` }], isError: true }; // want: RC402
  }
}

// clean twin: a fixed message, the error goes to the log
export async function runToolQuiet(name: string, args: unknown) {
  const tool = tools.find((t) => t.name === name);
  try {
    return await tool.handle(args);
  } catch (error) {
    console.error(error);
    return { content: [{ type: "text", text: "Tool failed; see the server log" }], isError: true };
  }
}

// clean twin: a method of another name on another object is not a tool run
export async function parseArgs(args: string) {
  const parser = getHandler("parser");
  try {
    return JSON.parse(args);
  } catch (error) {
    return { content: [{ type: "text", text: `Bad arguments: ${(error as Error).message}` }], isError: true };
  }
}

// clean twin: a table of tools the file builds as an array literal is
// judged by its entries (summary/dispatch), not as any error of any tool
const localTools = [{ name: "ping", handle: async (_args: unknown) => "pong" }];

export async function runLocalTool(name: string, args: unknown) {
  const tool = localTools.find((t) => t.name === name);
  try {
    return await tool?.handle(args);
  } catch (error) {
    return { content: [{ type: "text", text: `Tool failed: ${(error as Error).message}` }], isError: true };
  }
}
