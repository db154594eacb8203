// A download fetches a stored file, even when the API takes the request as
// a POST (a WhatsApp bridge's /api/download): a repeat returns the same
// file, so a tool named to download is a read (readToolVerbs). A tool
// named to upload still creates.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "media", version: "1.0.0" });
const base = "https://bridge.example.com";

// ---- positives ----

server.tool( // want: RC601
  "upload_media",
  "Uploads a media file",
  { path: z.string() },
  async (args) => {
    const res = await fetch(`${base}/api/upload`, {
      method: "POST",
      body: JSON.stringify({ path: args.path }),
      signal: AbortSignal.timeout(10_000),
    });
    return { content: [{ type: "text", text: await res.text() }] };
  },
);

// ---- negatives ----

server.tool(
  "download_media",
  "Downloads the media of a message to a local file",
  { message_id: z.string() },
  async (args) => {
    const res = await fetch(`${base}/api/download`, {
      method: "POST",
      body: JSON.stringify({ message_id: args.message_id }),
      signal: AbortSignal.timeout(10_000),
    });
    return { content: [{ type: "text", text: await res.text() }] };
  },
);
