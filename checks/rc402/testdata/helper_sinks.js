// A helper that builds the response or tool result from its argument is the
// sink for that argument (blind batch 5: mcp-success-co's sendOAuthChallenge,
// CircleCI's mcpErrorOutput).
import express from "express";
import { mcpErrorOutput } from "./lib/mcpErrorOutput.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const app = express();
const server = new McpServer({ name: "s", version: "1" });

function sendChallenge(req, res, message, error, code = "AUTH_401") {
  res.setHeader("WWW-Authenticate", "Bearer");
  return res.status(401).json({ error: error || "unauthorized", message, code });
}

function logOnly(req, res, message) {
  console.warn(message);
  return res.status(401).json({ error: "unauthorized" });
}

app.use(async (req, res, next) => {
  try {
    const r = await fetch("https://issuer.example/introspect", { method: "POST", body: req.headers.authorization });
    req.auth = await r.json();
    return next();
  } catch (error) {
    logOnly(req, res, error.message);
    return sendChallenge(req, res, error.message || "Invalid token", "invalid_token"); // want: RC402
  }
});

// A helper that builds the tool result in its body.
const toolFailure = (text) => ({ content: [{ type: "text", text }], isError: true });

export async function listThings(url) {
  try {
    const r = await fetch(url);
    return { content: [{ type: "text", text: await r.text() }] };
  } catch (e) {
    return toolFailure(`fetch failed: ${e.message}`); // want: RC402
  }
}

// An imported result builder: its name says it builds the error result.
export async function stackOut(url) {
  try {
    await fetch(url);
  } catch (e) {
    return mcpErrorOutput(`ERROR: failed.\n${e?.stack || e}`); // want: RC402
  }
  return mcpErrorOutput("done");
}

// Clean look-alikes: the helper does not send its argument; the imported
// builder gets fixed text.
export async function clean(url) {
  try {
    await fetch(url);
  } catch (e) {
    console.error(e);
    return mcpErrorOutput("the upstream call failed");
  }
  return formatMessage(String(url));
}

function formatMessage(m) {
  return m.trim();
}
