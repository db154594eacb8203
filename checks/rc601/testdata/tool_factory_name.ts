import { z } from "zod";
import { createTool } from "./factory.js";
import type { KintoneToolCallback } from "./types/tool.js";

// Tools a project factory builds from a name constant, a config and a
// callback typed as the SDK's ToolCallback (kintone/mcp-server): the
// factory's call names the callback's tool, so a client's create counts for
// a tool named to add.

const inputSchema = { app: z.string(), records: z.array(z.record(z.string(), z.unknown())) };

const toolName = "kintone-add-records";
const toolConfig = { title: "Add Records", inputSchema };

const callback: KintoneToolCallback<typeof inputSchema> = async ({ app, records }, { client }) => { // want: RC601
  const response = await client.record.addRecords({ app, records });
  return { content: [{ type: "text", text: JSON.stringify(response.ids) }] };
};

export const addRecords = createTool(toolName, toolConfig, callback);

// clean twin: an update of records by id sets the values it is given
const updateName = "kintone-update-records";

const updateCallback: KintoneToolCallback<typeof inputSchema> = async ({ app, records }, { client }) => {
  const response = await client.record.updateRecords({ app, records });
  return { content: [{ type: "text", text: JSON.stringify(response.records) }] };
};

export const updateRecords = createTool(updateName, toolConfig, updateCallback);
