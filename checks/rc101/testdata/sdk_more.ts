// @paddle/paddle-node-sdk has no timeout option: every call is a fetch
// without a signal (libmodels/data/sdks-more.yml).
import { Environment, Paddle } from "@paddle/paddle-node-sdk";

export const paddle = new Paddle(process.env.PADDLE_API_KEY!, { environment: Environment.sandbox }); // want: RC101
