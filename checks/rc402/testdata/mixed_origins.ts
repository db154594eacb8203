// Issue 21: RC402 names the class of the call whose error it is, and when
// the try block mixes calls of several origins, all of them: this block
// writes a temporary file, runs a CLI and a query, so its error is not "only
// a path" (TestMixedOriginsMessage checks the words).
import { execFileSync } from "node:child_process";
import * as fs from "node:fs/promises";
import { Pool } from "pg";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const pool = new Pool();
const server = new McpServer({ name: "converter", version: "1.0.0" });

server.tool("convert", "Convert a document", {}, async ({ input }) => {
  try {
    await fs.writeFile("/tmp/convert-in.txt", input);
    const out = execFileSync("convert-cli", ["/tmp/convert-in.txt"], { timeout: 30_000 }).toString();
    await pool.query("insert into conversions(output) values ($1)", [out]);
    return { content: [{ type: "text", text: out }] };
  } catch (error) {
    return { content: [{ type: "text", text: "conversion failed: " + error.message }], isError: true }; // want: RC402
  }
});

server.tool("read_doc", "Read a document", {}, async ({ path }) => {
  try {
    return { content: [{ type: "text", text: await fs.readFile(path, "utf8") }] };
  } catch (error) {
    return { content: [{ type: "text", text: `read failed: ${error.message}` }], isError: true }; // want: RC402
  }
});
