import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "agg", version: "1.0.0" });

// ---- positives ----

server.tool("briefing", { city: z.string() }, async ({ city }) => {
  const [forecast, alerts, news] = await Promise.all([ // want: RC602
    weather.forecast(city),
    weather.alerts(city),
    news.search(city),
  ]);
  return { content: [{ type: "text", text: JSON.stringify({ forecast, alerts, news }) }] };
});

export async function dashboard(id: string): Promise<Dashboard> {
  const [a, b] = (await Promise.all([getUsage(id), getBilling(id)])) as [Usage, Billing]; // want: RC602
  return { a, b };
}

export const load = async (q: string) => {
  const r = await Promise.all<[Promise<A>, Promise<B>]>([fetchA(q), fetchB(q)]); // want: RC602
  return r;
};

class Aggregator {
  async run(q: string) {
    const out = await Promise.all([this.github.search(q), this.jira.search(q)]); // want: RC602
    return out.flat();
  }
}

async function withNonNull(q: string) {
  const x = (await Promise.all([first(q)!, second(q)]))!; // want: RC602
  return x;
}

async function generic(q: string) {
  const pair: [A, B] = await Promise.all([fetchJson<A>(urlA(q)), fetchJson<B>(urlB(q))]); // want: RC602
  return pair;
}

async function nested(q: string) {
  return { both: await Promise.all([apiA.get(q), apiB.get(q)]) }; // want: RC602
}

async function satisfies(q: string) {
  const v = (await Promise.all([svcA.call(q), svcB.call(q)])) satisfies unknown[]; // want: RC602
  return v;
}

// ---- negatives ----

async function settled(q: string) {
  const [a, b] = await Promise.allSettled([fetchA(q), fetchB(q)]);
  return [a, b];
}

async function handled(q: string) {
  const [a, b] = await Promise.all([fetchA(q).catch(() => undefined), fetchB(q).catch(() => undefined)]);
  return [a, b];
}

async function single(q: string) {
  const [a] = await Promise.all([fetchA(q)]);
  return a;
}

async function discarded(q: string) {
  await Promise.all([cache.invalidate(q), index.invalidate(q)]);
}

async function mapped(ids: string[]) {
  const rows = await Promise.all(ids.map((id) => db.get(id))); // want: RC602 (one lookup per id: one failure loses every row)
  return rows;
}

async function values(a: Promise<A>, b: Promise<B>) {
  return Promise.all([a, b]);
}

async function race(q: string) {
  return Promise.race([fetchA(q), fetchB(q)]);
}

async function local(p: string, q: string) {
  return Promise.all([Promise.resolve(p), import("./mod.js")]);
}

async function eventAndTrigger(page: Page, sel: string) {
  const [popup] = await Promise.all([page.context().waitForEvent("page"), page.click(sel)]);
  return popup;
}

async function sameSourceTwice(sql: string) {
  // one source asked twice (list and count of one query): not a multi-source aggregation
  const [rows, total] = await Promise.all([this.pool.query(sql, [10]), this.pool.query(sql, [0])]);
  return { rows, total };
}

async function twoClients() {
  const [a, b] = await Promise.all([makeClient(), makeClient()]);
  return [a, b];
}

async function lazySetup(input: Input) {
  // loading an SDK module and building a client: set-up, not aggregation of data
  const [{ Command }, client] = await Promise.all([this.loadSdkModule(), this.getClient()]);
  return client.send(new Command(input));
}

async function listEverything(client: Client) {
  const listOrEmpty = (fn: () => Promise<string[]>) => fn().catch(() => []);
  // each element catches its own failure inside the local helper
  const [tools, prompts] = await Promise.all([listOrEmpty(() => client.listTools()), listOrEmpty(() => client.listPrompts())]);
  return { tools, prompts };
}

// Real code often makes one source optional with a conditional element; the
// optional call can still reject and take the required result down with it.
async function orderWithExtras(api: ShopApi, id: string, withNotes: boolean) {
  const [order, notes] = await Promise.all([ // want: RC602
    api.getOrder(id),
    withNotes ? api.listOrderNotes(id) : Promise.resolve([]),
  ]);
  return { order, notes };
}

async function twoOptionalExtras(api: ShopApi, id: string, opts: Opts) {
  const [refunds, shipments] = await Promise.all([ // want: RC602
    opts.refunds ? api.listRefunds(id) : Promise.resolve([]),
    opts.shipments ? api.listShipments(id) : Promise.resolve([]),
  ]);
  return { refunds, shipments };
}

async function optionalButHandled(api: ShopApi, id: string, withNotes: boolean) {
  // the optional element catches its own failure: nothing is lost
  const [order, notes] = await Promise.all([
    api.getOrder(id),
    withNotes ? api.listOrderNotes(id).catch(() => []) : Promise.resolve([]),
  ]);
  return { order, notes };
}

async function optionalLocalOnly(api: ShopApi, id: string, cached: Note[] | null) {
  // the conditional element is a value either way: one upstream call only
  const [order, notes] = await Promise.all([api.getOrder(id), cached ? Promise.resolve(cached) : Promise.resolve([])]);
  return { order, notes };
}

// ---- result objects tested one by one after the aggregate (results.go) ----

export async function replicationStatus() {
  return withSharedClient(async (run) => {
    const [slotsRes, replicasRes, walRes] = await Promise.all([
      run(`SELECT * FROM pg_replication_slots`),
      run(`SELECT * FROM pg_stat_replication`),
      run(`SELECT pg_is_in_recovery()`),
    ]);
    if (!slotsRes.ok) return slotsRes; // want: RC602
    if (!replicasRes.ok) return replicasRes;
    if (!walRes.ok) return walRes;
    return { ok: true, data: { slots: slotsRes.data, replicas: replicasRes.data, wal: walRes.data } };
  });
}

// clean look-alike: the essential source ends the answer, the others are degraded into warnings
export async function health() {
  return withSharedClient(async (run) => {
    const [versionRes, sizeRes, connsRes] = await Promise.all([
      run(`SELECT version()`),
      run(`SELECT pg_database_size(current_database())`),
      run(`SELECT count(*) FROM pg_stat_activity`),
    ]);
    if (!versionRes.ok) return versionRes;
    const warnings: string[] = [];
    if (!sizeRes.ok) warnings.push(`size fetch failed: ${sizeRes.error}`);
    if (!connsRes.ok) warnings.push(`connections fetch failed: ${connsRes.error}`);
    return { ok: true, data: { version: versionRes.data, size: sizeRes.data, conns: connsRes.data }, warnings };
  });
}

// rejecting sources whose responses are also checked: the first non-ok response ends the answer
export async function twoApis(q: string) {
  const [users, orders] = await Promise.all([fetch(usersUrl(q)), fetch(ordersUrl(q))]);
  if (!users.ok) throw new Error(`users: ${users.status}`); // want: RC602
  if (!orders.ok) throw new Error(`orders: ${orders.status}`);
  return { users: await users.json(), orders: await orders.json() };
}

// failures gathered only to fail the answer as a whole
export async function vto(stateId: string) {
  const [values, focus] = await Promise.all([
    callGraphQL(`query { values(state: "${stateId}") { id } }`),
    callGraphQL(`query { focus(state: "${stateId}") { id } }`),
  ]);
  const errors: string[] = [];
  if (!values.ok) errors.push(`values: ${values.error}`); // want: RC602
  if (!focus.ok) errors.push(`focus: ${focus.error}`);
  if (errors.length > 0) return { isError: true, text: errors.join(", ") };
  return { values: values.data, focus: focus.data };
}
