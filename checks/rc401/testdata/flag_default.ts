// RC401 insecure default: authentication that a flag switches on and that is
// off when nobody sets it (shape from hyperbrowserai/mcp, renamed).
import express, { Request, Response, NextFunction } from "express";
import { requireBearerAuth } from "./auth";

export function setupHttp(app: express.Application) {
  const enableAuth = process.argv.includes("--auth");
  if (enableAuth) {
    app.get("/mcp", requireBearerAuth({}), handleMcp);
  } else {
    console.log("Authentication is disabled");
    app.get("/mcp", handleMcp); // want: RC401 medium
  }
}

const authEnabled = process.env.MCP_AUTH_ENABLED === "true";

export function authGate(req: Request, res: Response, next: NextFunction) {
  if (!authEnabled) { // want: RC401 medium
    return next();
  }
  if (req.headers.authorization !== `Bearer ${process.env.MCP_TOKEN}`) {
    res.status(401).end();
    return;
  }
  next();
}

// ---- clean twins ----

// On unless someone turns it off: an explicit opt-out.
const authRequired = process.env.MCP_AUTH_REQUIRED !== "false";

export function strictGate(req: Request, res: Response, next: NextFunction) {
  if (!authRequired) {
    return next();
  }
  if (req.headers.authorization !== `Bearer ${process.env.MCP_TOKEN}`) {
    res.status(401).end();
    return;
  }
  next();
}

// The flag's default is set in another module: unknown, not reported.
import { useAuth } from "./config";

export function setupOther(app: express.Application) {
  if (useAuth) {
    app.get("/mcp", requireBearerAuth({}), handleMcp);
  } else {
    app.get("/mcp", handleMcp);
  }
}

// Without the flag the server refuses to serve.
export function setupRefusing(app: express.Application) {
  const enableAuth = process.argv.includes("--auth");
  if (enableAuth) {
    app.get("/mcp", requireBearerAuth({}), handleMcp);
  } else {
    throw new Error("pass --auth to serve over HTTP");
  }
}

function handleMcp(req: Request, res: Response) {
  res.json({});
}
