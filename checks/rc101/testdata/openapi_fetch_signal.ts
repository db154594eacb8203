// clean twin: a file that builds abort signals may bound each request in its
// middleware, so the construction is not judged.
import createClient from "openapi-fetch";
import type { paths } from "./schema";

export function createBoundedClient(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  client.use({
    onRequest({ request }) {
      return new Request(request, { signal: AbortSignal.timeout(10_000) });
    },
  });
  return client;
}
