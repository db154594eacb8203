// A part of a container a local variable holds, filled in place and sent
// (facts/cntpath): `results.failed.push({ id, error: e.message })` then
// `{ failed: results.failed }`; and a shorthand property `{ failed }`, which
// is `{ failed: failed }` (notion-mcp-server's delete-blocks-batch shape).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";

const server = new McpServer({ name: "blocks", version: "1.0.0" });

server.tool("delete_blocks", { ids: z.array(z.string()) }, async ({ ids }) => {
  const results: { deleted: string[]; failed: Array<{ id: string; error: string }> } = { deleted: [], failed: [] };
  for (const id of ids) {
    try {
      await axios.delete(`https://blocks.example/api/${id}`, { timeout: 5000 });
      results.deleted.push(id);
    } catch (e) {
      results.failed.push({
        id,
        error: e instanceof Error ? e.message : String(e), // want: RC402
      });
    }
  }
  return { content: [{ type: "text", text: JSON.stringify({ deleted: results.deleted.length, failed: results.failed }) }] };
});

server.tool("archive_blocks", { ids: z.array(z.string()) }, async ({ ids }) => {
  const failed: Array<{ id: string; error: string }> = [];
  for (const id of ids) {
    try {
      await axios.post(`https://blocks.example/api/${id}/archive`, {}, { timeout: 5000 });
    } catch (e: any) {
      failed.push({ id, error: e.message }); // want: RC402
    }
  }
  return { content: [{ type: "text", text: JSON.stringify({ failed }) }] };
});

// ---- clean look-alikes ----

// only the count of the failed part is sent; the part that is sent holds ids
server.tool("purge_blocks", { ids: z.array(z.string()) }, async ({ ids }) => {
  const results: { deleted: string[]; failed: Array<{ id: string; error: string }> } = { deleted: [], failed: [] };
  for (const id of ids) {
    try {
      await axios.delete(`https://blocks.example/api/${id}?purge=1`, { timeout: 5000 });
      results.deleted.push(id);
    } catch (e: any) {
      console.error(e);
      results.failed.push({ id, error: e.message });
    }
  }
  return { content: [{ type: "text", text: JSON.stringify({ deleted: results.deleted, failed: results.failed.length }) }] };
});

// a shorthand property of a variable that holds only the server's own text
server.tool("lock_blocks", { ids: z.array(z.string()) }, async ({ ids }) => {
  const failed: Array<{ id: string; error: string }> = [];
  for (const id of ids) {
    try {
      await axios.post(`https://blocks.example/api/${id}/lock`, {}, { timeout: 5000 });
    } catch (e: any) {
      console.error(e);
      failed.push({ id, error: "lock failed" });
    }
  }
  return { content: [{ type: "text", text: JSON.stringify({ failed }) }] };
});
