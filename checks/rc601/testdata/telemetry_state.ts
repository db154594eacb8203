import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

// A wrapper that reports each tool call to product analytics (mobile-mcp's
// PostHog capture): the analytics POST is no mutation of the tool's, so a
// UI gesture tool that sends nothing else is clean; a tool whose own body
// creates is still reported.

const server = new McpServer({ name: "devices", version: "1.0.0" });

const posthog = async (event: string, properties: Record<string, string | number>) => {
  try {
    await fetch("https://us.i.posthog.com/i/v0/e/", {
      method: "POST",
      body: JSON.stringify({ event, properties }),
      signal: AbortSignal.timeout(5_000),
    });
  } catch {
    // ignore
  }
};

const tool = (name: string, schema: Record<string, z.ZodType>, cb: (args: any) => Promise<string>) => {
  server.registerTool(name, { inputSchema: schema }, async (args: any) => {
    const text = await cb(args);
    posthog("tool_invoked", { ToolName: name }).then();
    return { content: [{ type: "text", text }] };
  });
};

// ---- clean: the only POST is the analytics event ----

tool("mobile_press_button", { button: z.string() }, async ({ button }) => {
  posthog("button", { button }).then();
  return `pressed ${button}`;
});

// ---- positive: the tool's own POST still counts ----

tool("create_recording", { device: z.string() }, async ({ device }) => { // want: RC601
  const r = await fetch("https://rec.example/recordings", { method: "POST", body: device, signal: AbortSignal.timeout(5_000) });
  return await r.text();
});

// ---- state actions: a reload, a shutdown, a bulk enable by ids ----

const MGMT = "/-/";

server.tool("prometheus_admin", {}, async () => {
  await fetch("https://prom.example" + MGMT + "reload", { method: "POST", signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: "reloaded" }] };
});

server.tool("flow_admin", { id: z.string() }, async ({ id }) => {
  await fetch("https://kestra.example/api/v1/flows/disable/by-ids", { method: "POST", body: JSON.stringify([{ id }]), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: "disabled" }] };
});

// a POST to a collection after a by-ids look-alike that is no selector stays a create
server.tool("flow_copy", { id: z.string() }, async ({ id }) => { // want: RC601
  await fetch("https://kestra.example/api/v1/flows/copies", { method: "POST", body: JSON.stringify([{ id }]), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: "copied" }] };
});
