// Tools whose callbacks declare a helper (docker-mcp-server's formatResult,
// webflow's deleteRobotsDotTxt inside registerTools): the handler's bare call
// means the helper declared around it, which calls another module.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { kubectl, quote } from "./kube.js";

const server = new McpServer({ name: "k", version: "1.0.0" });

function run(args: string[]): string {
  return quote(args.join(" "));
}

export function registerTools(srv: McpServer) {
  const getPods = (ns: string) => {
    return kubectl(["get", "pods", "-n", ns]);
  };

  srv.tool("pods", {}, async ({ ns }) => {
    const out = getPods(ns); // want: RC201
    return { content: [{ type: "text", text: out }] };
  });
}

server.tool("describe", {}, async ({ name }) => {
  const run = (args: string[]) => kubectl(args);
  return { content: [{ type: "text", text: run(["describe", name]) }] }; // want: RC201
});

// Clean twins: the module's run() does no I/O, and getPods is not declared here.
server.tool("echo", {}, async ({ name }) => {
  return { content: [{ type: "text", text: run([name]) }] };
});

server.tool("other", {}, async ({ ns }) => {
  return { content: [{ type: "text", text: String(getPods(ns)) }] };
});
