// Tool definition objects ({ name, inputSchema, annotations, handler }, as
// sentry-mcp's defineTool): the definition's annotations declare
// idempotentHint too, not only the registration's options (hint.go).
import { z } from "zod";

declare function defineTool<T>(def: T): T;

// clean look-alike: declared idempotent, and its POST triggers an action (no new resource)
export const refreshStatus = defineTool({
  name: "onboarding_status_refresh",
  inputSchema: { organizationSlug: z.string() },
  annotations: { readOnlyHint: false, idempotentHint: true },
  async handler(params: { organizationSlug: string }) {
    const r = await fetch(`https://api.example.com/orgs/${params.organizationSlug}/onboarding/refresh`, {
      method: "POST",
      signal: AbortSignal.timeout(10_000),
    });
    return r.json();
  },
});

export const createWidget = defineTool({
  name: "create_widget",
  inputSchema: { title: z.string() },
  annotations: { idempotentHint: true },
  async handler(params: { title: string }) { // want: RC601
    const r = await fetch("https://api.example.com/widgets", {
      method: "POST",
      body: JSON.stringify(params),
      signal: AbortSignal.timeout(10_000),
    });
    return r.json();
  },
});
