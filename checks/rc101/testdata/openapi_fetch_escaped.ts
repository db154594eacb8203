// openapi-fetch clients built where none of their calls are: a factory's
// return, a lazy holder's closure, a field a getter hands out (the shape of
// confluentinc/mcp-confluent's BaseClientManager). With no custom fetch,
// every call goes through globalThis.fetch with no bound.
import createClient from "openapi-fetch";
import type { paths } from "./schema";
import { authMiddleware, boundedFetch, Lazy } from "./support";

export function createManagementApiClient(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } }); // want: RC101
}

export const arrowFactory = (baseUrl: string) => createClient<paths>({ baseUrl }); // want: RC101

export class ClientManager {
  private readonly cloud: Lazy<ReturnType<typeof createClient<paths>>>;
  private flink: ReturnType<typeof createClient<paths>>;
  private bounded: ReturnType<typeof createClient<paths>>;
  private used;

  constructor(baseUrl: string) {
    this.cloud = new Lazy(() => {
      const client = createClient<paths>({ baseUrl }); // want: RC101
      client.use(authMiddleware());
      return client;
    });
    this.flink = createClient<paths>({ baseUrl }); // want: RC101
    this.flink.use(authMiddleware());
    // clean twin: a custom fetch may bound every call
    this.bounded = createClient<paths>({ baseUrl, fetch: boundedFetch });
    // clean twin: the file calls this client, so its calls are judged per call
    this.used = createClient<paths>({ baseUrl });
  }

  getCloud() {
    return this.cloud.get();
  }

  getFlink() {
    return this.flink;
  }

  getBounded() {
    return this.bounded;
  }

  async ping() {
    return this.used.GET("/ping", {}); // want: RC101
  }
}

// clean twin: options of unknown content may set fetch
export function fromOptions(opts: { baseUrl: string }) {
  return createClient<paths>(opts);
}

// clean twin: a spread may carry fetch
export function withSpread(baseUrl: string, extra: object) {
  return createClient<paths>({ baseUrl, ...extra });
}

// clean twin: the local client is called here
export async function listed(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  const { data } = await client.GET("/items", {}); // want: RC101
  return [client, data];
}

// A client manager keeping one client per cluster in a map its getter
// hands out from (`this.clients.get(id)`): the calls are in the handlers.
export class ClusterClients {
  private clients = new Map<string, ReturnType<typeof createClient<paths>>>();

  register(id: string, baseUrl: string) {
    this.clients.set(id, createClient<paths>({ baseUrl })); // want: RC101
  }

  registerLocal(id: string, baseUrl: string) {
    const client = createClient<paths>({ baseUrl }); // want: RC101
    client.use(authMiddleware());
    this.clients.set(id, client);
  }

  // clean twin: a custom fetch bounds every call
  registerBounded(id: string, baseUrl: string) {
    this.clients.set(id, createClient<paths>({ baseUrl, fetch: boundedFetch }));
  }

  get(id: string) {
    return this.clients.get(id);
  }
}
