// Issue 21: local file operations measured by what they do. A stat, an
// existence check, a mkdir or a small written manifest takes milliseconds on
// a local disk: reported low, as a notice. Reads of whole files or folders,
// and writes of data of unknown size, keep RC201's high.
import * as fs from "node:fs";
import path from "node:path";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "builder", version: "1.0.0" });

server.tool("prepare_workspace", "Create the workspace", {}, async ({ dir, files }) => {
  if (!fs.existsSync(dir)) { // want: RC201 low
    fs.mkdirSync(dir, { recursive: true }); // want: RC201 low
  }
  const st = fs.statSync(dir); // want: RC201 low
  fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ files })); // want: RC201 low
  fs.writeFileSync(path.join(dir, "README"), `workspace for ${dir}`); // want: RC201 low
  const all = fs.readFileSync(path.join(dir, "data.bin")); // want: RC201
  const names = fs.readdirSync(dir); // want: RC201
  fs.writeFileSync(path.join(dir, "copy.bin"), all); // want: RC201
  return { content: [{ type: "text", text: `${names.length} entries, ${st.size} bytes` }] };
});
