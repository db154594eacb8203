import { exec } from "child_process";
import { promisify } from "util";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

// util.promisify(exec) rejects with child_process.exec's error: the command
// line and its stderr.
const execAsync = promisify(exec);

function lookup(name: string, cb: (err: Error | null, v?: string) => void) {
  cb(name ? null : new Error("name is required"), name.toUpperCase());
}
// A promisified function of the file: its errors are the file's own text.
const lookupAsync = promisify(lookup);

const server = new McpServer({ name: "docker", version: "1.0.0" });

server.tool("rm", {}, async ({ id }: any) => {
  try {
    const { stdout } = await execAsync(`docker rm ${id}`, { timeout: 10000 });
    return { content: [{ type: "text", text: stdout }] };
  } catch (error: any) {
    return { content: [{ type: "text", text: `Error removing: ${error.message}` }], isError: true }; // want: RC402
  }
});

server.tool("lookup", {}, async ({ name }: any) => {
  try {
    return { content: [{ type: "text", text: String(await lookupAsync(name)) }] };
  } catch (error: any) {
    return { content: [{ type: "text", text: `Error: ${error.message}` }], isError: true };
  }
});
