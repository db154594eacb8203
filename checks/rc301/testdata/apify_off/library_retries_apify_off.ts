// Clean twin: maxRetries: 0 turns apify-client's retries off.
import { ApifyClient } from "apify-client";

const client = new ApifyClient({ token: process.env.APIFY_TOKEN, maxRetries: 0 });

export async function createTask(actId: string, name: string) {
  return client.tasks().create({ actId, name });
}
