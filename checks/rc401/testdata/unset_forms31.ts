// RC401 insecure default in TypeScript: a validator that answers true when
// no token is configured, before checking the bearer token it reads from
// the request with a helper (shape from a public MCP server, renamed).
import { IncomingMessage } from "http";

class Sessions {
  validateAuthToken(t: string): boolean {
    return t.length > 0;
  }
}

export class HttpServer {
  constructor(private authToken: string | undefined, private sessionManager: Sessions) {}

  private validateAuthentication(req: IncomingMessage): boolean {
    if (!this.authToken) { // want: RC401 medium
      return true; // No auth required
    }
    const authHeader = req.headers["authorization"];
    if (!authHeader) {
      return false;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(authHeader);
    if (!match || !match[1]) {
      return false;
    }
    return this.sessionManager.validateAuthToken(match[1]);
  }

  private validateAuthenticationStrict(req: IncomingMessage): boolean {
    if (!this.authToken) {
      return false;
    }
    const authHeader = req.headers["authorization"];
    if (!authHeader) {
      return false;
    }
    return this.sessionManager.validateAuthToken(authHeader);
  }
}

// Not a check of the caller: a list of secret names and an upstream's 401 read
// from its error (shape from a public MCP server's credential writer).
export async function buildSpecCredentials(req: { url: string }, names: { sensitive: boolean; name: string }[]) {
  const secretKeys = names.filter((e) => e.sensitive).map((e) => e.name);
  let clientSecret: string | undefined;
  if (secretKeys.length > 0) {
    try {
      clientSecret = await fetchSecret(req.url);
    } catch (sdkError: any) {
      if (sdkError.statusCode === 401) {
        return { success: false, error: "token expired" };
      }
      return { success: false, error: "lookup failed" };
    }
  }
  return { success: true, clientSecret };
}

declare function fetchSecret(url: string): Promise<string>;

// A test double's flag that answers 401 once, then serves: no configured secret.
export class MockRemote {
  private shouldFailNextTokenCall = false;
  handleRequest(req: { url: string }, res: { writeHead(n: number): void; end(): void }) {
    if (this.shouldFailNextTokenCall) {
      this.shouldFailNextTokenCall = false;
      res.writeHead(401);
      res.end();
      return;
    }
    res.writeHead(200);
    res.end();
  }
}

// Clean: the constructor refuses to build the server without a token, so
// the validator's early pass can never run.
export class StrictHttpServer {
  private authToken: string;
  constructor(authToken: string | undefined, private sessionManager: Sessions) {
    if (!authToken) {
      throw new Error("AUTH_TOKEN is required");
    }
    this.authToken = authToken;
  }

  private validateAuthentication(req: IncomingMessage): boolean {
    if (!this.authToken) {
      return true;
    }
    const authHeader = req.headers["authorization"];
    if (!authHeader) {
      return false;
    }
    return this.sessionManager.validateAuthToken(authHeader);
  }
}
