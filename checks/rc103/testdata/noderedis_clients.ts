// node-redis clients (libmodels/data/sdks-rows3.yml): createClient bounds the
// connect only (socket.connectTimeout, 5 s); a command on a stalled
// connection waits until the socket closes unless socket.socketTimeout is set.
import { createClient } from "redis";

export const cache = createClient({ url: "redis://cache:6379" }); // want: RC103
export const bare = createClient(); // want: RC103

// Look-alike: an idle-socket timeout set.
export const bounded = createClient({ url: "redis://cache:6379", socket: { socketTimeout: 5_000 } });
