import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const WEATHER = process.env.WEATHER_URL ?? "https://api.weather.example/v1";
const server = new McpServer({ name: "w", version: "1" });

server.tool("forecast", { city: z.string() }, async ({ city }) => {
  const r = await fetch(`${WEATHER}/forecast?q=${city}`, { signal: AbortSignal.timeout(5_000) }); // want: RC404
  return { content: [{ type: "text", text: await r.text() }] };
});
