// node-consul (npm "consul"): event.fire fires a new user event under a new
// ID on every call, so a retried fire-event tool fires it twice
// (libmodels/data/sdks-rc601x29.yml; kocierik/consul-mcp-server). A key
// write and a service registration are keyed by the caller's key and id.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import Consul from "consul";

export function registerEventTools(server: McpServer, consul: Consul) {
  // ---- positives ----
  server.tool( // want: RC601
    "fire-event",
    "Fire a new event",
    { name: z.string(), payload: z.string().optional() },
    async ({ name, payload }) => {
      const event = await consul.event.fire(name, payload || "");
      return { content: [{ type: "text", text: `Fired event: ${event.ID}` }] };
    }
  );

  // ---- clean look-alikes ----
  server.tool(
    "put-kv",
    "Write a key",
    { key: z.string(), value: z.string() },
    async ({ key, value }) => {
      await consul.kv.set(key, value);
      return { content: [{ type: "text", text: `Wrote ${key}` }] };
    }
  );
  server.tool(
    "register-service",
    "Register a service under its id",
    { id: z.string(), name: z.string() },
    async ({ id, name }) => {
      await consul.agent.service.register({ id, name });
      return { content: [{ type: "text", text: `Registered ${id}` }] };
    }
  );
}
