// Tools that load a helper module on first use with a dynamic import
// (attio-mcp-server's `const { handleUniversalSearch } = await
// import('./shared-handlers.js')`, docker-mcp-server, DesktopCommanderMCP):
// the names the import binds, destructured or as the module's namespace,
// mean that module's functions.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "k", version: "1.0.0" });

server.tool("pods", {}, async ({ ns }) => {
  const { kubectl } = await import("./kube.js");
  return { content: [{ type: "text", text: kubectl(["get", "pods", "-n", ns]) }] }; // want: RC201
});

server.tool("nodes", {}, async () => {
  const { kubectl: run } = await import("./kube.js");
  return { content: [{ type: "text", text: run(["get", "nodes"]) }] }; // want: RC201
});

server.tool("describe", {}, async ({ name }) => {
  const kube = await import("./kube.js");
  return { content: [{ type: "text", text: kube.kubectl(["describe", name]) }] }; // want: RC201
});

// Clean twins: quote does no I/O, and a package's dynamic import is not
// repository code.
server.tool("echo", {}, async ({ name }) => {
  const { quote } = await import("./kube.js");
  return { content: [{ type: "text", text: quote(name) }] };
});

server.tool("yaml", {}, async ({ text }) => {
  const { parse } = await import("yaml");
  return { content: [{ type: "text", text: String(parse(text)) }] };
});
