// RC401 clean look-alike of the thirty-fourth session's unset-secret forms
// (shape from jeanibarz/knowledge-base-mcp-server, renamed): an empty
// configured token denies (`return false`), as does a mismatch; false is
// no success value, so nothing is reported.
import { timingSafeEqual } from "crypto";

export class BearerHost {
  private authTokenBuf: Buffer = Buffer.alloc(0);

  private verifyBearer(authHeader: string | undefined): boolean {
    if (!authHeader || !authHeader.startsWith("Bearer ")) {
      return false;
    }
    if (this.authTokenBuf.length === 0) {
      return false;
    }
    const provided = Buffer.from(authHeader.slice("Bearer ".length), "latin1");
    if (provided.length !== this.authTokenBuf.length) {
      return false;
    }
    return timingSafeEqual(provided, this.authTokenBuf);
  }
}

export function requireKey(provided: string): string | null {
  const expected = getConfig().API_KEY;
  if (!expected) { // want: RC401 medium
    return null;
  }
  if (provided && timingSafeEqual(Buffer.from(provided), Buffer.from(expected))) {
    return null;
  }
  return "unauthorized - missing or invalid API key";
}

// A setting whether to accept API keys is not the secret: under
// `if (!profile.acceptApiKeys) return true` the function answers "challenge
// the request" (firecrawl-mcp-server's requestShouldReceiveOAuthChallenge):
// no finding.
function requestShouldReceiveOAuthChallenge(request: { headers?: Record<string, string> } | undefined, profile: { acceptApiKeys: boolean; apiKey: string }): boolean {
  if (!profile.acceptApiKeys) return true;
  if (!request?.headers) return true;
  const key = request.headers["x-api-key"];
  if (key && key === profile.apiKey) return false;
  return true;
}
