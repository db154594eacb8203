import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import jwt from "jsonwebtoken";

const cachedAuthz = new Map<string, boolean>();
const AUTHZ_URL = "http://authz.internal/v1/check";

// ---- positives ----

async function isAuthorized(userId: string, action: string): Promise<boolean> {
  try {
    const resp = await fetch(`${AUTHZ_URL}?user=${userId}&action=${action}`, { signal: AbortSignal.timeout(2_000) });
    return ((await resp.json()) as { allowed: boolean }).allowed;
  } catch {
    return cachedAuthz.get(`${userId}:${action}`) ?? true; // want: RC401
  }
}

export async function hasAccess(user: string, resource: string): Promise<boolean> {
  try {
    return await policy.check(user, resource);
  } catch (err) {
    console.warn("policy down", err);
    return true; // want: RC401
  }
}

const canAccess = async (user: string, doc: string) => {
  let allowed = false;
  try {
    allowed = await policy.check(user, doc);
  } catch {
    allowed = true; // want: RC401
  }
  return allowed;
};

function verifyToken(token: string): boolean {
  try {
    jwt.verify(token, publicKey);
  } catch (e) {
    logger.error({ e }, "verify failed");
  }
  return true; // want: RC401
}

class Gate {
  async checkPermission(user: string, perm: string): Promise<boolean> {
    try {
      return await this.client.check(user, perm);
    } catch {
      return this.cache[`${user}:${perm}`] || true; // want: RC401
    }
  }

  isAllowed = (user: string, tool: string): boolean => cachedAuthz.get(`${user}:${tool}`) ?? true; // want: RC401
}

const authz = {
  checkAuth(req: Request): boolean {
    try {
      return decide(req);
    } catch {
      return true; // want: RC401
    }
  },
};

async function validateToken(token: string): Promise<boolean> {
  const cached = tokenCache.get(token);
  const decision = cached ?? true; // want: RC401
  return decision;
}

export async function authorize(req: { user: string }): Promise<boolean> {
  try {
    return await remote.authorize(req.user);
  } catch (err: unknown) {
    if (isTimeout(err)) return true; // want: RC401
    throw err;
  }
}

// ---- negatives ----

async function isAuthorizedStrict(userId: string, action: string): Promise<boolean> {
  try {
    const resp = await fetch(`${AUTHZ_URL}?user=${userId}&action=${action}`, { signal: AbortSignal.timeout(2_000) });
    return ((await resp.json()) as { allowed: boolean }).allowed;
  } catch (err) {
    throw new McpError(ErrorCode.InternalError, "Authorization service temporarily unavailable");
  }
}

async function hasAccessCached(user: string, res: string): Promise<boolean> {
  try {
    return await policy.check(user, res);
  } catch {
    return cachedAuthz.get(`${user}:${res}`) ?? false;
  }
}

function isHealthy(): boolean {
  try {
    ping();
  } catch {
    return true;
  }
  return true;
}

function verifyTokenNormal(token: string): boolean {
  try {
    jwt.verify(token, publicKey);
  } catch {
    return false;
  }
  return true;
}

async function canAccessDoc(user: string, doc: string, opts: { strict?: boolean }): Promise<boolean> {
  const strict = opts.strict ?? true;
  if (await isAdmin(user)) return true;
  return policy.check(user, doc, { strict });
}

async function checkPermissionRethrow(user: string, perm: string): Promise<boolean> {
  try {
    return await policy.check(user, perm);
  } catch (err) {
    logger.error(err);
    throw err;
  }
}

function authorizeUrl(state: string): string {
  try {
    return buildUrl(state);
  } catch {
    return "about:blank";
  }
}

async function isAllowedWithRetry(user: string): Promise<boolean> {
  for (let i = 0; i < 3; i++) {
    try {
      return await policy.check(user);
    } catch {
      continue;
    }
  }
  return false;
}

const checkAuthLater = (user: string) =>
  policy.check(user).catch(() => {
    // a callback: not the decision's own error path
    return false;
  });
