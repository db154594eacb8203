// Low-level Server tools dispatched by name, and the feature handlers a
// CallToolRequest is handed to.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequest, CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "t", version: "1" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "create_ticket": { // want: RC601
      const r = await fetch("https://t.example/tickets", { method: "POST", body: JSON.stringify(request.params.arguments), signal: AbortSignal.timeout(5000) });
      return { content: [{ type: "text", text: await r.text() }] };
    }
    case "get_ticket": {
      const r = await fetch("https://t.example/tickets/1", { signal: AbortSignal.timeout(5000) });
      return { content: [{ type: "text", text: await r.text() }] };
    }
    case "update_ticket": {
      const r = await fetch("https://t.example/tickets/1", { method: "PUT", body: "{}", signal: AbortSignal.timeout(5000) });
      return { content: [{ type: "text", text: await r.text() }] };
    }
  }
  throw new Error("unknown tool");
});

export const handleCommentsRequest = async (request: CallToolRequest) => {
  const { name } = request.params;
  if (name === "add_comment") { // want: RC601
    await fetch("https://t.example/comments", { method: "POST", body: "{}", signal: AbortSignal.timeout(5000) });
    return { content: [] };
  }
  if (name === "list_comments") {
    await fetch("https://t.example/comments/query", { method: "POST", body: "{}", signal: AbortSignal.timeout(5000) });
    return { content: [] };
  }
  return { content: [] };
};

// a prompt handler dispatches by name too: no tool
server.setRequestHandler(GetPromptRequestSchema, async (request) => {
  switch (request.params.name) {
    case "create_summary":
      await fetch("https://t.example/prompts", { method: "POST", body: "{}", signal: AbortSignal.timeout(5000) });
  }
  return { messages: [] };
});
