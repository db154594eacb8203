// ioredis clients recognised from library rows (libmodels/data/sdks.yml):
// commandTimeout has no default, so a command on a stalled connection waits
// until the socket closes.
import Redis from "ioredis";

export const cache = new Redis({ host: "cache", port: 6379 }); // want: RC103
export const bare = new Redis(); // want: RC103

// Look-alikes: a command timeout set, or options the rule cannot see.
export const bounded = new Redis({ host: "cache", port: 6379, commandTimeout: 5_000 });
const opts = { host: "cache", commandTimeout: 5_000 };
export const fromOpts = new Redis(opts);
