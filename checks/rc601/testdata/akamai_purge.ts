// Akamai Fast Purge v3: an invalidate or delete of the same URLs or cache
// tags leaves them stale or removed again (libmodels/data/http-apis.yml,
// akamai-fast-purge-api). A new property version is a new resource on every
// call.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "akamai", version: "1.0.0" });
const HOST = process.env.AKAMAI_HOST;

// ---- positives ----

server.tool("property_version_create", { propertyId: z.string() }, async ({ propertyId }) => { // want: RC601
  const res = await fetch(`https://${HOST}/papi/v1/properties/${propertyId}/versions`, {
    method: "POST",
    body: JSON.stringify({ createFromVersion: 1 }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

// ---- negatives ----

server.tool("fastpurge_tags", { tags: z.array(z.string()), action: z.enum(["invalidate", "delete"]), network: z.string() }, async ({ tags, action, network }) => {
  const res = await fetch(`https://${HOST}/ccu/v3/${action}/tag/${network}`, {
    method: "POST",
    body: JSON.stringify({ objects: tags }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});
