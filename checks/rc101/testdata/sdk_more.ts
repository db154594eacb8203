// @paddle/paddle-node-sdk has no timeout option: every call is a fetch
// without a signal (libmodels/data/sdks-more.yml).
import { Environment, Paddle } from "@paddle/paddle-node-sdk";

export const paddle = new Paddle(process.env.PADDLE_API_KEY!, { environment: Environment.sandbox }); // want: RC101

// @sanity/client waits 5 minutes per request by default.
import { createClient } from "@sanity/client";

export const sanity = createClient({ projectId: "p", dataset: "d", useCdn: false }); // want: RC101
export const sanityBounded = createClient({ projectId: "p", dataset: "d", useCdn: false, timeout: 20_000 });
