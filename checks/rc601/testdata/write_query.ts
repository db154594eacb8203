// A write-query tool runs the statement the caller writes (checks/facts/sqlwrite),
// here through a helper named for running it (dbRun).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import Database from "better-sqlite3";

const db = new Database("app.db");
const server = new McpServer({ name: "db", version: "1.0.0" });

function dbRun(sql: string) {
  return db.prepare(sql).run();
}

server.tool("write_query", { query: z.string() }, async ({ query }) => { // want: RC601
  const result = dbRun(query);
  return { content: [{ type: "text", text: String(result.changes) }] };
});

// clean twin: a read tool runs the same helper
server.tool("read_query", { query: z.string() }, async ({ query }) => {
  const result = dbRun(query);
  return { content: [{ type: "text", text: String(result.changes) }] };
});
