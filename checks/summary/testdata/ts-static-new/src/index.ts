import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { NoteStore, TaskService } from "./services/task";

// A static method of an imported class, and a method called on an instance
// built inline (new NoteStore().save()): both followed into the class.
const server = new McpServer({ name: "x", version: "1" });
server.tool("create_task", { title: z.string() }, async ({ title }) => { // want: RC601
  const t = await TaskService.createTask(title);
  return { content: [{ type: "text", text: JSON.stringify(t) }] };
});
server.tool("save_note", { text: z.string() }, async ({ text }) => { // want: RC601
  const t = await new NoteStore().save(text);
  return { content: [{ type: "text", text: JSON.stringify(t) }] };
});
server.tool("show_notes", {}, async () => { // clean: the inline instance's method only reads
  const t = await new NoteStore().list();
  return { content: [{ type: "text", text: JSON.stringify(t) }] };
});
