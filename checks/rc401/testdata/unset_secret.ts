// RC401 insecure default: authentication that lets every request through
// when its secret is not configured (CWE-1188). Shapes from
// Flux159/mcp-server-kubernetes, bytebase/dbhub and cloud-run-mcp, renamed.
import { timingSafeEqual } from "crypto";
import { Request, Response, NextFunction } from "express";

// ---- positives ----

export function createBearerMiddleware() {
  const expected = process.env.SERVICE_AUTH_TOKEN;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!expected) { // want: RC401 medium
      next();
      return;
    }
    const got = req.headers["x-service-auth"];
    if (typeof got !== "string" || !timingSafeEqual(Buffer.from(got), Buffer.from(expected))) {
      res.status(401).json({ error: "unauthorized" });
      return;
    }
    next();
  };
}

export function checkBearer(header: string | undefined, allowedTokens: string[]): { ok: boolean } {
  if (allowedTokens.length === 0) return { ok: true }; // want: RC401 medium
  if (!header || !header.startsWith("Bearer ")) return { ok: false };
  return { ok: allowedTokens.includes(header.slice(7)) };
}

export const apiKeyGuard = (req: Request, res: Response, next: NextFunction) => {
  const apiKey = process.env.MCP_API_KEY;
  if (apiKey === undefined || apiKey === "") return next(); // want: RC401 medium
  if (req.header("x-api-key") !== apiKey) return res.status(403).end();
  return next();
};

async function verifyIdToken(idToken: string, audience?: string) {
  const info = await oauth.getTokenInfo(idToken);
  if (audience && info.aud !== audience) { // want: RC401 medium
    throw new Error("wrong audience");
  }
  return info;
}

// ---- clean look-alikes ----

// Refuses to serve without the secret: denies when it is unset.
export function strictMiddleware() {
  const expected = process.env.SERVICE_AUTH_TOKEN;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!expected) {
      res.status(401).json({ error: "authentication is not configured" });
      return;
    }
    if (req.headers["x-service-auth"] !== expected) {
      res.status(401).end();
      return;
    }
    next();
  };
}

// An explicit, named opt-out that someone must set.
export function optOutMiddleware() {
  const expected = process.env.SERVICE_AUTH_TOKEN;
  const allowUnauthenticated = process.env.DANGEROUSLY_ALLOW_UNAUTHENTICATED === "true";
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!expected && allowUnauthenticated) {
      next();
      return;
    }
    if (req.headers["x-service-auth"] !== expected) {
      res.status(401).end();
      return;
    }
    next();
  };
}

// The server refuses to start without the token (checked at start-up).
function validateStartup(errors: string[]) {
  if (remote && !remoteAuthToken) {
    errors.push("REMOTE=true requires REMOTE_AUTH_TOKEN");
  }
}
const remoteAuthToken = process.env.REMOTE_AUTH_TOKEN;
export const remoteGuard = (req: Request, res: Response, next: NextFunction) => {
  if (!remoteAuthToken) return next();
  if (req.headers.authorization !== `Bearer ${remoteAuthToken}`) return res.status(401).end();
  next();
};

// A missing credential on the request is handled by the route (optional
// authentication): the tested value comes from the request, not the config.
export const attachUser = (req: Request, res: Response, next: NextFunction) => {
  const token = req.headers.authorization;
  if (!token) return next();
  if (!verify(token)) return res.status(401).end();
  next();
};

// Audience always required.
async function verifyStrict(idToken: string, audience: string) {
  const info = await oauth.getTokenInfo(idToken);
  if (!audience || info.aud !== audience) {
    throw new Error("wrong audience");
  }
  return info;
}

// Not a credential: an optional feature switched off.
export function metricsMiddleware(req: Request, res: Response, next: NextFunction) {
  if (!metricsPrefix) return next();
  if (req.path.startsWith(metricsPrefix)) return res.status(403).end();
  next();
}

// Validates the option's form, not the token's claim.
export function providerFor(options: { audience?: string } = {}) {
  if (options.audience !== undefined && (typeof options.audience !== "string" || options.audience.trim().length === 0)) {
    throw new TypeError("audience must be non-empty");
  }
  return options;
}

async function verifyAnyAudience(idToken: string, expectedAudience?: string) {
  const payload = await decode(idToken);
  if (expectedAudience && !payload.aud.includes(expectedAudience)) { // want: RC401 medium
    throw new Error("wrong audience");
  }
  return payload;
}

// A look-up result, not configuration: the token was verified before, and an
// untracked one is let through on purpose (a revocation list).
export async function checkTokenRevocation(token: string) {
  const tokens = await sql`SELECT id, user_id FROM oauth_access_tokens WHERE access_token = ${token}`;
  if (tokens.length === 0) {
    return { valid: true, userId: null };
  }
  if (tokens[0].revoked) return { valid: false };
  return { valid: true, userId: tokens[0].user_id };
}
