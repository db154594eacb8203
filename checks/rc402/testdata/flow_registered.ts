// Tool handlers reached by data flow (handlers.Registered): a name-keyed
// map looked up in a loop over the definitions. What they return is the
// tool's result; what they throw becomes the isError result's text, unless
// a wrapper the registration passes them through catches it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { readFile } from "node:fs/promises";

const server = new McpServer({ name: "docs", version: "1.0.0" });

const DEFS = [{ name: "read_doc" }, { name: "stat_doc" }];

const DOC_ACTIONS = {
  read_doc: async (args: { path: string }) => {
    try {
      return { content: [{ type: "text", text: await readFile(args.path, "utf8") }] };
    } catch (err) {
      return { content: [{ type: "text", text: `read failed: ${(err as Error).message}` }] }; // want: RC402
    }
  },
  stat_doc: async (args: { path: string }) => {
    try {
      return { content: [{ type: "text", text: (await readFile(args.path)).length.toString() }] };
    } catch (err) {
      throw new Error(`stat failed: ${(err as Error).message}`); // want: RC402
    }
  },
};

for (const def of DEFS) {
  server.tool(def.name, {}, async (args: any) => DOC_ACTIONS[def.name as keyof typeof DOC_ACTIONS](args));
}

// Look-alike: a wrapper that catches what the handler throws and answers
// with a fixed text.
function safe(fn: (args: any) => Promise<any>) {
  return async (args: any) => {
    try {
      return await fn(args);
    } catch {
      return { isError: true, content: [{ type: "text", text: "the tool failed" }] };
    }
  };
}

const ADMIN_ACTIONS = {
  purge_doc: async (args: { path: string }) => {
    try {
      return { content: [{ type: "text", text: await readFile(args.path, "utf8") }] };
    } catch (err) {
      throw new Error(`purge failed: ${(err as Error).message}`);
    }
  },
};

server.tool("purge_doc", {}, safe(ADMIN_ACTIONS.purge_doc));
