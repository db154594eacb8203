// SDKs with no timeout of their own (libmodels/data/sdks-rc101s28.yml):
// Stadia Maps' generated client bounds a call only through its initOverrides
// signal; the Dropbox SDK takes no timeout at all.
import { GeocodingApi, RoutingApi, Configuration } from "@stadiamaps/api";
import { Dropbox } from "dropbox";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const config = new Configuration({ apiKey: process.env.STADIA_API_KEY });
const geocodeApi = new GeocodingApi(config);
const routeApi = new RoutingApi(config);
const server = new McpServer({ name: "maps", version: "1.0.0" });

server.tool("geocode", { text: z.string() }, async ({ text }) => {
  const res = await geocodeApi.searchV2({ text }); // want: RC101
  return { content: [{ type: "text", text: JSON.stringify(res) }] };
});

server.tool("route", { body: z.any() }, async ({ body }) => {
  const res = await routeApi.route({ routeRequest: body }, { signal: AbortSignal.timeout(10_000) });
  return { content: [{ type: "text", text: JSON.stringify(res) }] };
});

async function search(client: Dropbox, query: string): Promise<string> {
  const res = await client.filesSearchV2({ query }); // want: RC101
  return JSON.stringify(res.result.matches);
}

server.tool("dropbox_search", { query: z.string() }, async ({ query }) => {
  const client = new Dropbox({ accessToken: process.env.DROPBOX_TOKEN });
  return { content: [{ type: "text", text: await search(client, query) }] };
});
