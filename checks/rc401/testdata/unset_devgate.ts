// RC401 insecure default behind a development gate: when the secret is not
// configured, the check lets the request through unless the environment says
// production; an environment nobody set is not production (shapes from
// scotthamilton77/atlas-mcp-server and cyanheads/git-mcp-server, renamed).
import { jwtVerify } from "jose";
import { Request, Response, NextFunction } from "express";
import { settings, environment } from "./settings";

// A start-up refusal that holds only in production does not close the default.
if (environment === "production" && !settings.jwtSecretKey) {
  throw new Error("JWT_SECRET_KEY must be set in production");
}

export function jwtMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (!settings.jwtSecretKey) {
    if (environment !== "production") {
      console.warn("no secret: bypassing authentication");
      req.auth = { token: "dev-placeholder", clientId: "dev" };
      return next(); // want: RC401 medium
    } else {
      res.status(500).json({ error: "server misconfigured" });
      return;
    }
  }
  const header = req.headers.authorization;
  if (!header) {
    res.status(401).json({ error: "unauthorized" });
    return;
  }
  jwtVerify(header.slice(7), settings.jwtSecretKey).then(() => next(), () => res.status(401).end());
}

export class TokenStrategy {
  private readonly signingSecret: Uint8Array | null = null;
  private readonly env: string = settings.environment;

  async verify(token: string): Promise<{ token: string; clientId: string }> {
    if (!this.signingSecret) {
      if (this.env !== "production") {
        return { token: "dev-placeholder", clientId: "dev-client" }; // want: RC401 medium
      }
      throw new Error("secret missing in production");
    }
    const { payload } = await jwtVerify(token, this.signingSecret);
    if (!payload.sub) throw new Error("unauthorized");
    return { token, clientId: String(payload.sub) };
  }
}

// ---- clean twins ----

// The bypass needs an explicit development setting, not the default.
export function explicitDevMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (!settings.apiSecretKey) {
    if (environment === "development") {
      return next();
    }
    res.status(500).json({ error: "server misconfigured" });
    return;
  }
  if (req.headers.authorization !== `Bearer ${settings.apiSecretKey}`) {
    res.status(401).end();
    return;
  }
  next();
}

// Without the secret the check denies, whatever the environment.
export class StrictStrategy {
  private readonly signingSecret: Uint8Array | null = null;
  private readonly env: string = settings.environment;

  async verify(token: string): Promise<{ token: string }> {
    if (!this.signingSecret) {
      if (this.env !== "production") {
        throw new Error("set JWT_SECRET_KEY, even in development");
      }
      throw new Error("secret missing in production");
    }
    const { payload } = await jwtVerify(token, this.signingSecret);
    if (!payload.sub) throw new Error("unauthorized");
    return { token };
  }
}
