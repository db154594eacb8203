// A tool calling an imported function under a module-level alias.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { kubectl, quote } from "./kube.js";

const server = new McpServer({ name: "k", version: "1.0.0" });

const runKubectl = kubectl;
const quoteArg = quote;
let either = kubectl;
either = quote;

server.tool("pods", {}, async ({ ns }) => {
  return { content: [{ type: "text", text: runKubectl(["get", "pods", "-n", ns]) }] }; // want: RC201
});

// Clean twins: an alias of a function without I/O, and a `let` bound twice.
server.tool("quote", {}, async ({ ns }) => {
  return { content: [{ type: "text", text: quoteArg(ns) }] };
});

server.tool("either", {}, async ({ ns }) => {
  return { content: [{ type: "text", text: either(ns) }] };
});
