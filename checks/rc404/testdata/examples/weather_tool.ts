// Class of real code: an SDK's example server that calls a public API from a
// tool to show the SDK's shape. It is run by a person trying the SDK, not a
// long-running production server, so no breaker is asked of it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "weather-example", version: "0.0.1" });

server.tool("forecast", "Forecast for a point", {}, async ({ lat, lon }) => {
  const res = await fetch(`https://api.weather.example/points/${lat},${lon}`, { signal: AbortSignal.timeout(10_000) });
  return { content: [{ type: "text", text: await res.text() }] };
});
