// serialize-error's serializeError(err) makes an error's name, message and
// stack enumerable: JSON.stringify of it sends the stack trace that
// JSON.stringify(err) alone would drop (batch 29, alanhoff/newrelic-mcp).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { serializeError, isErrorLike } from "serialize-error";

const server = new McpServer({ name: "nr", version: "1.0.0" });

server.registerTool("query", { description: "run a query" }, async (input) => {
  try {
    const res = await fetch("https://api.newrelic.com/graphql", { method: "POST", body: JSON.stringify(input) });
    return { content: [{ type: "text", text: await res.text() }] };
  } catch (err) {
    return {
      isError: true,
      content: [{ text: JSON.stringify(serializeError(err)), type: "text" }], // want: RC402
    };
  }
});

// Clean look-alike: the serialized error is logged, the tool gets fixed text.
server.registerTool("ping", { description: "ping" }, async () => {
  try {
    await fetch("https://api.newrelic.com/ping");
    return { content: [{ type: "text", text: "ok" }] };
  } catch (err) {
    console.error(JSON.stringify(serializeError(err)));
    return { isError: true, content: [{ type: "text", text: isErrorLike(err) ? "upstream failed" : "failed" }] };
  }
});
