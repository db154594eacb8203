// weather-desk: a small MCP server (TypeScript SDK) with the resilience defects
// people ship. Every defective line ends with an "expect" comment naming the rule
// that should report it; server_fixed.ts is the same server written correctly.
// This file is scanned by resilience-check, never run.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import axios from "axios";
import { execFile, execSync } from "node:child_process";
import { Pool } from "pg";
import { z } from "zod";

const WEATHER_URL = process.env.WEATHER_URL ?? "https://api.weather.example/v1";
const SEARCH_URL = process.env.SEARCH_URL ?? "https://search.example/api/v2/search";
const NEWS_URL = process.env.NEWS_URL ?? "https://news.example/api/headlines";
const AUTHZ_URL = process.env.AUTHZ_URL ?? "http://authz.internal:8080/v1/check";
const TICKETS_URL = process.env.TICKETS_URL ?? "https://helpdesk.example/api/tickets";
const HISTORY_SQL =
  "SELECT observed_at, temp_c, wind_kph FROM observations WHERE station_id = $1 AND observed_at > now() - make_interval(days => $2) ORDER BY observed_at";

const pool = new Pool({ connectionString: process.env.DATABASE_URL }); // expect: RC501 RC103
const cachedAuthz = new Map<string, boolean>();

const server = new McpServer({ name: "weather-desk", version: "1.0.0" });

type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };

function text(value: unknown): ToolResult {
  return { content: [{ type: "text", text: typeof value === "string" ? value : JSON.stringify(value) }] };
}

async function isAuthorized(userId: string, action: string): Promise<boolean> {
  try {
    const resp = await fetch(`${AUTHZ_URL}?user=${encodeURIComponent(userId)}&action=${action}`, { signal: AbortSignal.timeout(2_000) });
    const { allowed } = (await resp.json()) as { allowed: boolean };
    cachedAuthz.set(`${userId}:${action}`, allowed);
    return allowed;
  } catch {
    // Policy service down: use the last answer, or let the user through.
    return cachedAuthz.get(`${userId}:${action}`) ?? true; // expect: RC401
  }
}

server.tool("get_forecast", "Daily forecast for a city", { city: z.string(), days: z.number().int().default(3) }, async ({ city, days }) => {
  const resp = await fetch(`${WEATHER_URL}/forecast?q=${encodeURIComponent(city)}&days=${days}`); // expect: RC101
  return text(await resp.json());
});

server.registerTool(
  "search_web",
  { title: "Web search", description: "Web search results for a query", inputSchema: { query: z.string(), limit: z.number().int().default(5) } },
  async ({ query, limit }) => {
    const { data } = await axios.get(SEARCH_URL, { params: { q: query, count: limit } }); // expect: RC101
    return text(data.results.map((r: { title: string; url: string }) => ({ title: r.title, url: r.url })));
  },
);

server.tool("list_regions", "Regions the radar renderer knows about", {}, async () => {
  const out = execSync("radar-render --list-regions", { encoding: "utf8" }); // expect: RC102 RC201
  return text(out.trim().split("\n"));
});

server.tool("radar_image", "Latest radar frame for a region as base64 PNG", { region: z.string() }, async ({ region }) => {
  const png = await new Promise<string>((resolve, reject) => {
    execFile("radar-render", ["--region", region, "--format", "png-base64"], (err, stdout) => (err ? reject(err) : resolve(stdout))); // expect: RC102
  });
  return text(png);
});

async function fetchAlerts(region: string): Promise<unknown> {
  // Keep asking until the alerts service answers.
  while (true) { // expect: RC303
    try {
      const resp = await fetch(`${WEATHER_URL}/alerts?region=${encodeURIComponent(region)}`, { signal: AbortSignal.timeout(8_000) });
      if (resp.ok) return await resp.json();
    } catch {
      // network error: try again
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // expect: RC302
  }
}

server.tool("weather_alerts", "Active severe-weather alerts for a region", { region: z.string() }, async ({ region }) => {
  return text(await fetchAlerts(region));
});

server.tool("create_ticket", "Open a helpdesk ticket on behalf of a user", { userId: z.string(), title: z.string(), body: z.string() }, async ({ userId, title, body }) => { // expect: RC601
  if (!(await isAuthorized(userId, "tickets:create"))) return { ...text("not allowed"), isError: true };
  for (let attempt = 0; attempt < 5; attempt++) { // expect: RC104
    try {
      const resp = await fetch(TICKETS_URL, { method: "POST", body: JSON.stringify({ reporter: userId, title, body }), signal: AbortSignal.timeout(10_000) }); // expect: RC301
      if (resp.ok) return text(await resp.json());
    } catch {
      // timed out or connection reset: try again
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // expect: RC302
  }
  return { ...text("ticket service unavailable"), isError: true };
});

server.tool("city_briefing", "Forecast, alerts and local headlines for a city", { city: z.string() }, async ({ city }) => {
  const q = encodeURIComponent(city);
  const signal = AbortSignal.timeout(8_000);
  const [forecast, alerts, news] = await Promise.all([ // expect: RC602
    fetch(`${WEATHER_URL}/forecast?q=${q}`, { signal }).then((r) => r.json()),
    fetch(`${WEATHER_URL}/alerts?q=${q}`, { signal }).then((r) => r.json()),
    fetch(`${NEWS_URL}?q=${q}%20weather`, { signal }).then((r) => r.json()),
  ]);
  return text({ forecast, alerts: alerts.alerts, headlines: news.articles.slice(0, 5) });
});

server.tool("station_history", "Hourly observations from a weather station", { stationId: z.string(), days: z.number().int().default(7) }, async ({ stationId, days }) => {
  try {
    const { rows } = await pool.query(HISTORY_SQL, [stationId, days]); // expect: RC103
    return text({ station: stationId, observations: rows });
  } catch (err) {
    return { ...text(`query failed: ${(err as Error).stack}`), isError: true }; // expect: RC402
  }
});

await server.connect(new StdioServerTransport());
