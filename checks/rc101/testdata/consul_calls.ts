import Consul from "consul";

// node-consul sends each call with a timeout only when its options give
// one (libmodels row consul): none by default.
export async function services(consul: Consul, service: string): Promise<unknown> {
  const health = await consul.health.service({ service }); // want: RC101
  const all = await consul.agent.service.list(); // want: RC101
  return { health, all };
}

// Typed string arguments come first; no options object follows them.
export async function put(consul: Consul, key: string, value: string): Promise<void> {
  await consul.kv.set(key, value); // want: RC101
}

// ---- clean look-alikes ----

export async function bounded(consul: Consul, service: string, pair: { key: unknown; value: unknown }): Promise<unknown> {
  const health = await consul.health.service({ service, timeout: 5000 });
  // the options follow the scalars
  await consul.kv.set("feature/flag", "on", { timeout: 2000 });
  // arguments of unknown type may be the options: unjudged
  await consul.kv.set(pair.key, pair.value);
  return health;
}
