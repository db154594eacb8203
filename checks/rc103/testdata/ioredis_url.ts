// ioredis takes its options object after a connection URL, a port or a host
// (new Redis(url, options), new Redis(port, host, options)): the options are
// whichever argument is an object. A URL's query cannot set commandTimeout
// (Redis.ts arms the timer only for a number; a query value is a string), so
// a client built from a URL alone keeps the default of none.
import { Redis } from "ioredis";

export function createRedisClient(url: string): Redis {
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 }); // want: RC103
}

const redisUrl = process.env.REDIS_URL ?? "redis://localhost:6379";
export const shared = new Redis(redisUrl); // want: RC103
export const byPort = new Redis(6379, "cache", { enableReadyCheck: true }); // want: RC103
export const fromEnv = new Redis(process.env.REDIS_URL || "redis://localhost:6379"); // want: RC103

// Look-alikes: a command timeout after the URL or the port, options after an
// argument of unknown type, or options the rule cannot see.
export function boundedClient(url: string): Redis {
  return new Redis(url, { commandTimeout: 5_000, maxRetriesPerRequest: 3 });
}
export const boundedPort = new Redis(6379, "cache", { commandTimeout: 5_000 });
export function unknownFirst(cfg: unknown) {
  return new Redis(cfg as any, { lazyConnect: true });
}
export function spread(url: string, extra: object) {
  return new Redis(url, { ...extra });
}
