// A tool registered with the MCP SDK's `server.tool(name, description,
// paramsSchema, cb)` whose description is a string constant of another
// module (`prompts.ADD_NOTE_DESCRIPTION`, a namespace import) and whose
// parameters are a zod object's `.shape` (zod's ZodObject.shape) that the
// file binds: the parameters are known, so a POST with no key among them
// is reported (opsgenie-mcp-server's `AddNoteSchema.shape`,
// kafka-mcp-server's `prompts.PRODUCE_MESSAGE_DESCRIPTION`). The keyed
// look-alike stays silent, and so does a schema argument that is no
// description and is not known (`other.Unknown`).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import * as prompts from "./prompts.js";
import * as other from "./other.js";

const API = process.env.NOTES_API;
const server = new McpServer({ name: "notes", version: "1.0.0" });

const AddNoteSchema = z.object({
  title: z.string(),
  body: z.string(),
});

const KeyedNoteSchema = z.object({
  title: z.string(),
  idempotencyKey: z.string(),
});

server.tool( // want: RC601
  "add_note",
  prompts.ADD_NOTE_DESCRIPTION,
  AddNoteSchema.shape,
  async (args) => {
    const r = await fetch(`${API}/notes`, { method: "POST", body: JSON.stringify(args) });
    return { content: [{ type: "text", text: await r.text() }] };
  },
);

server.tool(
  "add_keyed_note",
  prompts.ADD_NOTE_DESCRIPTION,
  KeyedNoteSchema.shape,
  async (args) => {
    const r = await fetch(`${API}/notes`, { method: "POST", body: JSON.stringify(args), headers: { "Idempotency-Key": args.idempotencyKey } });
    return { content: [{ type: "text", text: await r.text() }] };
  },
);

server.tool(
  "add_other_note",
  other.NOTE_SCHEMA_SHAPE,
  AddNoteSchema.shape,
  async (args) => {
    const r = await fetch(`${API}/notes`, { method: "POST", body: JSON.stringify(args) });
    return { content: [{ type: "text", text: await r.text() }] };
  },
);
