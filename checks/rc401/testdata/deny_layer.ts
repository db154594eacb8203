// RC401: a layered decision that falls back to the local decision when the
// policy service fails (shape from tufantunc/ssh-mcp, renamed).
type Decision = { decision: "allow" | "ask" | "deny"; reason?: string };

export class Policy {
  constructor(private opaUrl: string) {}

  evaluate(cmd: string): Decision {
    return cmd.startsWith("rm ") ? { decision: "deny" } : { decision: "allow" };
  }

  async evaluateRemote(cmd: string): Promise<Decision> {
    const local = this.evaluate(cmd);
    if (local.decision === "deny") {
      return local;
    }
    try {
      const resp = await fetch(`${this.opaUrl}/v1/data/policy/allow`, {
        method: "POST",
        body: JSON.stringify({ input: { cmd } }),
        signal: AbortSignal.timeout(5000),
      });
      const data = (await resp.json()) as { result?: boolean };
      if (data.result === false) {
        return { decision: "deny", reason: "denied by policy" };
      }
    } catch (err) { // want: RC401
      console.warn("policy service unavailable", err);
    }
    return local;
  }

  // ---- clean twins ----

  async evaluateStrict(cmd: string): Promise<Decision> {
    const local = this.evaluate(cmd);
    if (local.decision === "deny") {
      return local;
    }
    try {
      const resp = await fetch(`${this.opaUrl}/v1/data/policy/allow`, { method: "POST", signal: AbortSignal.timeout(5000) });
      const data = (await resp.json()) as { result?: boolean };
      if (data.result === false) {
        return { decision: "deny" };
      }
    } catch (err) {
      return { decision: "deny", reason: "policy service unavailable" };
    }
    return local;
  }

  // no early return pins the fallback to a non-denial
  async evaluateUnpinned(cmd: string): Promise<Decision> {
    let verdict: Decision = { decision: "ask" };
    try {
      const resp = await fetch(`${this.opaUrl}/v1/data/policy/allow`, { method: "POST", signal: AbortSignal.timeout(5000) });
      verdict = (await resp.json()) as Decision;
    } catch (err) {
      console.warn("policy service unavailable", err);
    }
    return verdict;
  }
}
