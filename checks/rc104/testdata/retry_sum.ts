import axios from "axios";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "retries", version: "1.0.0" });
const MAX_ATTEMPTS = 3;

server.tool("search", "Searches with retries", {}, async () => {
  // 3 attempts x 20 s each: 60 s over the 30 s tool budget
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) { // want: RC104
    try {
      const r = await axios.get("https://api.example.com/search", { timeout: 20_000 });
      return { content: [{ type: "text", text: String(r.data) }] };
    } catch (err) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  }
  return { content: [{ type: "text", text: "failed" }] };
});

server.tool("lookup", "Retries within the budget", {}, async () => {
  // 3 attempts x 8 s + 3 x 1 s = 27 s
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const r = await fetch("https://api.example.com/lookup", { signal: AbortSignal.timeout(8000) });
      return { content: [{ type: "text", text: await r.text() }] };
    } catch (err) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return { content: [{ type: "text", text: "failed" }] };
});

server.tool("abort-timer", "Retries with an abort timer within the budget", {}, async () => {
  // 3 attempts x 8 s + 3 x 1 s = 27 s: the abort timer is each attempt's
  // timeout, not a sleep of the pass as well
  for (let attempt = 0; attempt < 3; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 8000);
    try {
      const r = await fetch("https://api.example.com/lookup", { signal: controller.signal });
      return { content: [{ type: "text", text: await r.text() }] };
    } catch (err) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      clearTimeout(timer);
    }
  }
  return { content: [{ type: "text", text: "failed" }] };
});

server.tool("abort-timer-long", "Retries with an abort timer over the budget", {}, async () => {
  // 3 attempts x 15 s + 3 x 1 s = 48 s
  for (let attempt = 0; attempt < 3; attempt++) { // want: RC104
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 15_000);
    try {
      const r = await fetch("https://api.example.com/lookup", { signal: controller.signal });
      return { content: [{ type: "text", text: await r.text() }] };
    } catch (err) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      clearTimeout(timer);
    }
  }
  return { content: [{ type: "text", text: "failed" }] };
});
