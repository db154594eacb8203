// The client's retries are turned off (retryConfig: { retries: 0 }): the
// library sends the message once, and the tool decides what to retry.
import { WebClient } from "@slack/web-api";

const web = new WebClient(process.env.SLACK_TOKEN, { retryConfig: { retries: 0 } });

export async function sendMessage(channel: string, text: string) {
  return web.chat.postMessage({ channel, text });
}
