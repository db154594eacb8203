// RC401 credential fallback: a request without its own credential is served
// with the server's configured one. Shapes from MCP servers' HTTP transports,
// renamed.
import express from "express";

const app = express();

// ---- positives ----

const extractKey = (req: express.Request): string | undefined => {
  return (
    (req.headers["x-ticketing-api-key"] as string) ||
    req.headers["authorization"]?.replace("Bearer ", "") ||
    (req.query.apiKey as string) ||
    process.env.TICKETING_API_KEY // want: RC401 medium
  );
};

app.post("/mcp", async (req, res) => {
  const token = (req.headers["x-deploy-api-token"] as string) ?? process.env.DEPLOY_API_TOKEN ?? ""; // want: RC401 medium
  res.json({ token: token.length, key: extractKey(req) });
});

// ---- clean look-alikes ----

app.post("/mcp2", async (req, res) => {
  // a server-side default for a value that is no credential
  const baseUrl = (req.headers["x-deploy-base-url"] as string) || process.env.DEPLOY_BASE_URL || "";
  // the credential comes from the request only: refused without one
  const token = req.headers["x-deploy-api-token"] as string;
  if (!token) {
    res.status(401).end();
    return;
  }
  // a fallback to another request value
  const key = (req.headers["x-api-key"] as string) || (req.query.apiKey as string);
  // a fallback to a non-secret configuration value
  const region = (req.headers["x-region-token-hint"] as string) || process.env.DEFAULT_REGION;
  res.json({ baseUrl, token, key, region });
});
