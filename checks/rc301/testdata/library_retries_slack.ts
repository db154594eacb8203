// @slack/web-api's WebClient runs every Web API call through pRetry with
// ten retries by default, a request that got no answer included: a message
// it re-sends after a reset can be posted twice.
import { WebClient } from "@slack/web-api";

const web = new WebClient(process.env.SLACK_TOKEN);

export async function sendMessage(channel: string, text: string) {
  return web.chat.postMessage({ channel, text }); // want: RC301 medium
}

// a read and an update are not creates: silent
export async function history(channel: string) {
  return web.conversations.history({ channel });
}

export async function edit(channel: string, ts: string, text: string) {
  return web.chat.update({ channel, ts, text });
}
