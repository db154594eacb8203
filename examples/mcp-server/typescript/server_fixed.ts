// weather-desk, written to fail safely: the same tools as server.ts.
//
// Every upstream call has a deadline (AbortSignal.timeout, axios timeout) and its
// own circuit breaker, subprocesses have a timeout and never block the event loop,
// the idempotent GET is retried with capped exponential backoff and full jitter,
// authorization fails closed, errors reach the model as a reference id, the
// mutating tool takes an idempotency key, aggregation degrades with allSettled and
// the pg pool is bounded. resilience-check reports nothing here.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import axios from "axios";
import { randomUUID } from "node:crypto";
import { execFile } from "node:child_process";
import CircuitBreaker from "opossum";
import { Pool } from "pg";
import { z } from "zod";

const WEATHER_URL = process.env.WEATHER_URL ?? "https://api.weather.example/v1";
const SEARCH_URL = process.env.SEARCH_URL ?? "https://search.example/api/v2/search";
const NEWS_URL = process.env.NEWS_URL ?? "https://news.example/api/headlines";
const AUTHZ_URL = process.env.AUTHZ_URL ?? "http://authz.internal:8080/v1/check";
const TICKETS_URL = process.env.TICKETS_URL ?? "https://helpdesk.example/api/tickets";
const HISTORY_SQL =
  "SELECT observed_at, temp_c, wind_kph FROM observations WHERE station_id = $1 AND observed_at > now() - make_interval(days => $2) ORDER BY observed_at";

const HTTP_TIMEOUT_MS = 8_000;
const RENDER_TIMEOUT_MS = 30_000;
const BREAKER_OPTIONS = { timeout: 10_000, errorThresholdPercentage: 50, resetTimeout: 30_000, volumeThreshold: 5 };

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 30_000,
  connectionTimeoutMillis: 5_000,
  statement_timeout: 15_000,
  query_timeout: 15_000,
});
const searchApi = axios.create({ baseURL: SEARCH_URL, timeout: HTTP_TIMEOUT_MS });
const ticketsByKey = new Map<string, unknown>();

const server = new McpServer({ name: "weather-desk", version: "1.0.0" });

type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };

function text(value: unknown): ToolResult {
  return { content: [{ type: "text", text: typeof value === "string" ? value : JSON.stringify(value) }] };
}

// An expected failure whose message is safe to show the model.
class SafeError extends Error {
  constructor(readonly code: string, readonly userMessage: string) {
    super(userMessage);
  }
}

function toolError(err: unknown): ToolResult {
  if (err instanceof SafeError) return { ...text(err.userMessage), isError: true };
  const ref = randomUUID().slice(0, 8);
  console.error(`[ref ${ref}] unexpected tool error`, err); // stderr: the stdio transport owns stdout
  return { ...text(`Internal error [ref: ${ref}]. The operation did not complete.`), isError: true };
}

async function getJson(url: string, init: RequestInit = {}): Promise<any> {
  const resp = await fetch(url, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  if (!resp.ok) throw new Error(`upstream answered ${resp.status}`);
  return resp.json();
}

// One breaker per upstream: a failing news API must not trip the weather API.
const authzBreaker = new CircuitBreaker(getJson, { ...BREAKER_OPTIONS, name: "authz" });
const weatherBreaker = new CircuitBreaker(getJson, { ...BREAKER_OPTIONS, name: "weather" });
const newsBreaker = new CircuitBreaker(getJson, { ...BREAKER_OPTIONS, name: "news" });
const ticketsBreaker = new CircuitBreaker(getJson, { ...BREAKER_OPTIONS, name: "tickets" });
const searchBreaker = new CircuitBreaker(
  async (params: Record<string, unknown>) => (await searchApi.get("", { params })).data,
  { ...BREAKER_OPTIONS, name: "search" },
);

// Bounded retries for idempotent calls: delay uniform in [0, min(cap, base * 2^attempt)].
async function withRetry<T>(fn: () => Promise<T>, attempts = 3, baseMs = 200, capMs = 4_000): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) {
      const delay = Math.random() * Math.min(capMs, baseMs * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    try {
      return await fn();
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}

function runRenderer(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("radar-render", args, { timeout: RENDER_TIMEOUT_MS, maxBuffer: 16 << 20 }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}

async function isAuthorized(userId: string, action: string): Promise<boolean> {
  try {
    const { allowed } = await authzBreaker.fire(`${AUTHZ_URL}?user=${encodeURIComponent(userId)}&action=${encodeURIComponent(action)}`);
    return allowed === true;
  } catch {
    // Better a temporary error than access we cannot verify.
    throw new SafeError("AUTHZ_UNAVAILABLE", "Authorization service temporarily unavailable; try again later.");
  }
}

server.tool("get_forecast", "Daily forecast for a city", { city: z.string(), days: z.number().int().default(3) }, async ({ city, days }) => {
  try {
    return text(await weatherBreaker.fire(`${WEATHER_URL}/forecast?q=${encodeURIComponent(city)}&days=${days}`));
  } catch (err) {
    return toolError(err);
  }
});

server.registerTool(
  "search_web",
  { title: "Web search", description: "Web search results for a query", inputSchema: { query: z.string(), limit: z.number().int().default(5) } },
  async ({ query, limit }) => {
    try {
      const data = await searchBreaker.fire({ q: query, count: limit });
      return text(data.results.map((r: { title: string; url: string }) => ({ title: r.title, url: r.url })));
    } catch (err) {
      return toolError(err);
    }
  },
);

server.tool("list_regions", "Regions the radar renderer knows about", {}, async () => {
  try {
    return text((await runRenderer(["--list-regions"])).trim().split("\n"));
  } catch (err) {
    return toolError(err);
  }
});

server.tool("radar_image", "Latest radar frame for a region as base64 PNG", { region: z.string() }, async ({ region }) => {
  try {
    return text(await runRenderer(["--region", region, "--format", "png-base64"]));
  } catch (err) {
    return toolError(err);
  }
});

server.tool("weather_alerts", "Active severe-weather alerts for a region", { region: z.string() }, async ({ region }) => {
  try {
    // Every attempt goes through the breaker: failures count towards tripping it,
    // and once it is open the attempts fail fast without touching the upstream.
    return text(await withRetry(() => weatherBreaker.fire(`${WEATHER_URL}/alerts?region=${encodeURIComponent(region)}`)));
  } catch (err) {
    return toolError(err);
  }
});

server.tool(
  "create_ticket",
  "Open a helpdesk ticket on behalf of a user. Reuse the same idempotencyKey when retrying.",
  { userId: z.string(), title: z.string(), body: z.string(), idempotencyKey: z.string().uuid() },
  async ({ userId, title, body, idempotencyKey }) => {
    try {
      if (!(await isAuthorized(userId, "tickets:create"))) throw new SafeError("FORBIDDEN", "Not allowed to create tickets.");
      const key = `${userId}:${idempotencyKey}`;
      const done = ticketsByKey.get(key);
      if (done !== undefined) return text(done); // a retry of a ticket already created: replay the result
      const ticket = await ticketsBreaker.fire(TICKETS_URL, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
        body: JSON.stringify({ reporter: userId, title, body }),
      });
      ticketsByKey.set(key, ticket);
      setTimeout(() => ticketsByKey.delete(key), 86_400_000).unref(); // bound memory: keys live a day
      return text(ticket);
    } catch (err) {
      return toolError(err);
    }
  },
);

server.tool("city_briefing", "Forecast, alerts and local headlines for a city", { city: z.string() }, async ({ city }) => {
  const q = encodeURIComponent(city);
  const [forecast, alerts, news] = await Promise.allSettled([
    weatherBreaker.fire(`${WEATHER_URL}/forecast?q=${q}`),
    weatherBreaker.fire(`${WEATHER_URL}/alerts?q=${q}`),
    newsBreaker.fire(`${NEWS_URL}?q=${q}%20weather`),
  ]);
  if (forecast.status === "rejected") {
    return toolError(new SafeError("FORECAST_UNAVAILABLE", "The forecast service is temporarily unavailable."));
  }
  return text({
    forecast: forecast.value,
    alerts: alerts.status === "fulfilled" ? alerts.value.alerts : null,
    headlines: news.status === "fulfilled" ? news.value.articles.slice(0, 5) : null,
    _partial: [alerts.status === "rejected" && "alerts", news.status === "rejected" && "headlines"].filter(Boolean),
  });
});

server.tool("station_history", "Hourly observations from a weather station", { stationId: z.string(), days: z.number().int().default(7) }, async ({ stationId, days }) => {
  try {
    const { rows } = await pool.query(HISTORY_SQL, [stationId, days]);
    return text({ station: stationId, observations: rows });
  } catch (err) {
    return toolError(err);
  }
});

await server.connect(new StdioServerTransport());
