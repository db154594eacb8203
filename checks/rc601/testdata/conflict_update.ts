// A create whose 409 Conflict the tool answers by updating the existing
// resource is a create-or-update (checks/facts/upsert); one whose catch
// only reports the conflict stays a finding.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";

const server = new McpServer({ name: "dash", version: "1.0.0" });
const api = axios.create({ baseURL: "http://dash:3000/api", timeout: 10000 });

// ---- positives ----

server.tool("create_note", { text: z.string() }, async ({ text }) => { // want: RC601
  try {
    const res = await api.post("/notes", { text });
    return { content: [{ type: "text", text: JSON.stringify(res.data) }] };
  } catch (err: any) {
    if (err.response?.status === 409) {
      return { content: [{ type: "text", text: "conflict" }], isError: true };
    }
    throw err;
  }
});

// ---- negatives ----

server.tool("save_dashboard", { uid: z.string(), json: z.string() }, async ({ uid, json }) => {
  try {
    const res = await api.post("/dashboards", { uid, json });
    return { content: [{ type: "text", text: JSON.stringify(res.data) }] };
  } catch (err: any) {
    if (err.response?.status === 409) {
      const res = await api.put(`/dashboards/${uid}`, { json });
      return { content: [{ type: "text", text: JSON.stringify(res.data) }] };
    }
    throw err;
  }
});
