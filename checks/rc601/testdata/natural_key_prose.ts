// A key named in a parameter's description is no parameter: create_entry's
// "The content type UID" names the parent's uid in prose, so the entry the
// tool makes has no caller-given key (callerid.go paramName). A schema that
// declares the entry's own uid is keyed.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "cms", version: "1.0.0" });
const base = "https://cms.example.com";

// ---- positives ----

server.tool( // want: RC601
  "create_entry",
  "Creates a new entry",
  {
    contentTypeUid: z.string().describe('The content type UID (e.g., "api::article.article")'),
    data: z.record(z.any()).describe("The entry data"),
  },
  async (args) => {
    const res = await fetch(`${base}/content-manager/collection-types/${args.contentTypeUid}`, {
      method: "POST",
      body: JSON.stringify(args.data),
      signal: AbortSignal.timeout(10_000),
    });
    return { content: [{ type: "text", text: await res.text() }] };
  },
);

// ---- negatives ----

server.tool(
  "create_page",
  "Creates a page at the caller's uid",
  {
    uid: z.string().describe("The page's own uid"),
    data: z.record(z.any()).describe("The page data"),
  },
  async (args) => {
    const res = await fetch(`${base}/pages`, {
      method: "POST",
      body: JSON.stringify({ uid: args.uid, ...args.data }),
      signal: AbortSignal.timeout(10_000),
    });
    return { content: [{ type: "text", text: await res.text() }] };
  },
);
