// An id named in a description's Returns section is one the tool hands
// back, not one its caller gives (checks/facts/docret): create_agent's
// description says it returns the agent object "with agent_id", so the
// agent it makes has no caller-given id and a retry makes a second agent
// (griffinwork40/elevenlabs-voice-agent-mcp's elevenlabs_create_agent).
// A tool whose schema declares the agent's own id is keyed.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "agents", version: "1.0.0" });
const base = "https://agents.example.com";

// ---- positives ----

server.tool( // want: RC601
  "create_agent",
  `Create a new voice agent.

Args:
  - name (string): display name

Returns:
  For JSON format: Complete agent object with agent_id, name, created_at`,
  {
    name: z.string().describe("Display name"),
  },
  async (args) => {
    const res = await fetch(`${base}/agents/create`, {
      method: "POST",
      body: JSON.stringify({ name: args.name }),
      signal: AbortSignal.timeout(10_000),
    });
    return { content: [{ type: "text", text: await res.text() }] };
  },
);

// ---- negatives ----

server.tool(
  "add_agent",
  `Create a new voice agent under the caller's id.

Args:
  - agent_id (string): the agent's own id

Returns:
  For JSON format: the agent object`,
  {
    agent_id: z.string().describe("The agent's own id"),
    name: z.string().describe("Display name"),
  },
  async (args) => {
    const res = await fetch(`${base}/agents/create`, {
      method: "POST",
      body: JSON.stringify({ agent_id: args.agent_id, name: args.name }),
      signal: AbortSignal.timeout(10_000),
    });
    return { content: [{ type: "text", text: await res.text() }] };
  },
);
