import { TokenExpiredError, verify } from "jsonwebtoken";

const OPA_URL = process.env.OPA_URL ?? "http://opa.internal:8181";
const WEATHER_URL = "https://api.weather.example/v1";
const decisions = new DecisionCache<string, boolean>();

// ---- positives ----

async function gate(user: string, tool: string): Promise<boolean> {
  try {
    const res = await fetch(`${OPA_URL}/v1/data/mcp/allow`, { method: "POST", body: JSON.stringify({ input: { user, tool } }) });
    return (await res.json()).result === true;
  } catch {
    return true; // want: RC401
  }
}

export function hasPermission(user: string, perm: string): Promise<boolean> {
  return policyClient.check(user, perm).catch(() => true); // want: RC401
}

async function isAdmin(user: string): Promise<boolean> {
  try {
    return (await directory.lookup(user)).admin;
  } finally {
    return true; // want: RC401
  }
}

export async function authorize(user: string, tool: string) {
  try {
    return await policy.decide(user, tool);
  } catch (err) {
    return { allowed: true, reason: "policy unavailable" }; // want: RC401
  }
}

function verifyJWT(token: string): boolean {
  try {
    verify(token, publicKey);
    return true;
  } catch (e) {
    if (e instanceof TokenExpiredError) return true; // want: RC401
    return false;
  }
}

class Guard {
  canEdit(user: string, doc: string): boolean {
    return decisions.getOrDefault(`${user}:${doc}`, true); // want: RC401
  }

  async hasRole(user: string, role: string): Promise<boolean> {
    const ok = await roles.has(user, role).then((r) => r.ok, () => true); // want: RC401
    return ok;
  }
}

const checkScopes = async (token: string, wanted: string[]): Promise<boolean> => {
  try {
    const claims = await introspect(token);
    return wanted.every((s) => claims.scope.includes(s));
  } catch (err) {
    logger.error({ err }, "introspection failed");
  }
  metrics.count("authz.fallback");
  return true; // want: RC401
};

function isAllowed(user: string, tool: string): boolean {
  return Boolean(decisions.get(`${user}:${tool}`) ?? true); // want: RC401
}

// ---- negatives ----

class SlidingWindowRateLimiter {
  isAllowed(key: string): boolean {
    try {
      return this.store.hit(key) <= this.max;
    } catch {
      return true; // rate limiting, not authorization
    }
  }
}

function isTokenExpired(token: string): boolean {
  try {
    return decode(token).exp < Date.now() / 1000;
  } catch {
    return true;
  }
}

async function hasAccessAnon(user: string): Promise<boolean> {
  try {
    return await policy.check(user);
  } catch {
    if (config.allowAnonymous) return true;
    return false;
  }
}

async function checkPermissionAudited(user: string, perm: string): Promise<boolean> {
  if (!(await policy.allows(user, perm))) return false;
  try {
    writeAuditLine(user, perm);
  } catch {
    console.warn("audit unavailable");
  }
  return true;
}

async function canAccessGuarded(user: string, res: string): Promise<boolean> {
  let decision: boolean | undefined;
  try {
    decision = await policy.decide(user, res);
  } catch {
    console.warn("policy down");
  }
  if (decision === undefined) return false;
  return true;
}

async function validateSession(token: string): Promise<boolean> {
  try {
    return await verifier.verify(token);
  } catch {
    try {
      await refresher.refresh(token);
      return true; // the happy path of the inner try
    } catch {
      return false;
    }
  }
}

async function isUp(): Promise<boolean> {
  try {
    await fetch(`${WEATHER_URL}/health`, { signal: AbortSignal.timeout(1_000) });
  } catch {
    return true;
  }
  return true;
}

function isAuthorizedFireAndForget(user: string): boolean {
  audit.record(user).catch(() => true);
  return decisions.get(user) === true;
}

function checkAuthStrictness(opts: Map<string, boolean>): boolean {
  return opts.getOrDefault("requireAuth", true);
}
