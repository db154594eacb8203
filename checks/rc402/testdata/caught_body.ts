import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listWidgets } from "./widgets.js";

const server = new McpServer({ name: "caught-body", version: "1.0.0" });

// The body of an HTTP client error's answer (axios: error.response.data) is
// the upstream's raw error text, whatever the file shows of the try block.
server.tool("widgets", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await listWidgets()) }] };
  } catch (error: any) {
    return { content: [{ type: "text", text: `Failed: ${JSON.stringify(error.response?.data)}` }], isError: true }; // want: RC402
  }
});

server.tool("widget-message", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await listWidgets()) }] };
  } catch (err: any) {
    return { content: [{ type: "text", text: "Failed: " + String(err.response.data) }], isError: true }; // want: RC402
  }
});

// Clean twins: the status alone, and a field of the body that is no error text.
server.tool("widget-status", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await listWidgets()) }] };
  } catch (error: any) {
    return { content: [{ type: "text", text: `Failed with HTTP ${error.response?.status}` }], isError: true };
  }
});

server.tool("widget-code", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await listWidgets()) }] };
  } catch (error: any) {
    return { content: [{ type: "text", text: `Failed with code ${error.response?.data?.code}` }], isError: true };
  }
});

// Clean twin: response.data of a value that is no caught error (the
// success answer of a client call) is the tool's result.
server.tool("widget-data", {}, async () => {
  const response: any = await listWidgets();
  return { content: [{ type: "text", text: JSON.stringify(response.data) }] };
});

// Clean twin: the API's own error field picked out of the body, as a
// helper's meta.get("message") (status_helper.py).
server.tool("widget-reason", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await listWidgets()) }] };
  } catch (err: any) {
    return { content: [{ type: "text", text: "Failed: " + err.response.data.message }], isError: true };
  }
});

// The body bound to a name first: a field of it serialized whole (a FastAPI
// detail list, which echoes the request's fields) is the upstream's raw answer.
server.tool("widget-detail", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await listWidgets()) }] };
  } catch (err: any) {
    const data = err.response?.data as { detail?: unknown; message?: string; code?: string };
    return { content: [{ type: "text", text: `Failed: ${JSON.stringify(data?.detail)}` }], isError: true }; // want: RC402
  }
});

// Clean twin: fields of the bound body read as they are are the API's own
// error text, as err.response.data.message above.
server.tool("widget-bound-field", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await listWidgets()) }] };
  } catch (err: any) {
    const data = err.response?.data as { detail?: unknown; message?: string; code?: string };
    return { content: [{ type: "text", text: `Failed: ${data?.message} (code ${data?.code})` }], isError: true };
  }
});
