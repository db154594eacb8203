import { createClient } from "redis";

// positive: commands wait for their reply with no timer; connectTimeout
// bounds only connecting
export const cache = createClient({ url: process.env.REDIS_URL, socket: { connectTimeout: 5000 } }); // want: RC103

// clean look-alike: an idle socket is closed and its pending commands rejected
export const bounded = createClient({ url: process.env.REDIS_URL, socket: { socketTimeout: 10000 } });

export async function lookup(key: string): Promise<string | null> {
  return cache.get(key);
}
