// A server's main(), called only by the module's entry code, reads its
// configuration and spec once, before it serves: not a request's path, not
// reported (mailgun-mcp-server's loadOpenApiSpec, postgresql-mcp-server's
// --tools-config). A handler of the same server, a function also used as a
// handler, and a polling loop in main() still block requests.
import fs from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

const server = new McpServer({ name: "spec", version: "1.0.0" });

function loadConfig(path: string) {
  return JSON.parse(fs.readFileSync(path, "utf8"));
}

async function refresh(): Promise<void> {
  fs.readFileSync("tokens.json", "utf8"); // want: RC201
}

export async function main(argv = process.argv): Promise<void> {
  const spec = fs.readFileSync("openapi.yaml", "utf8");
  const config = loadConfig(argv[2] ?? "config.json");
  await refresh();
  server.tool("spec", {}, async () => {
    return { content: [{ type: "text", text: fs.readFileSync("openapi.yaml", "utf8") }] }; // want: RC201
  });
  await server.connect(new StdioServerTransport());
  while (config.poll) {
    fs.statSync(spec); // want: RC201 low
    await new Promise((r) => setTimeout(r, 60_000));
  }
}

server.tool("refresh", {}, async () => {
  await refresh();
  return { content: [] };
});

const isEntrypoint = process.argv[1]?.endsWith("startup_main.js");
if (isEntrypoint) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
