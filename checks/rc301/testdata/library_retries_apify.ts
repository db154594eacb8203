// apify-client's HttpClient re-sends every request (POST included) on
// network errors, 429 and 5xx answers, up to maxRetries (8) times: a create
// it re-sends can create twice (shape from apify/apify-mcp-server, renamed).
import { ApifyClient } from "apify-client";

const client = new ApifyClient({ token: process.env.APIFY_TOKEN });

export async function createTask(actId: string, name: string) {
  return client.tasks().create({ actId, name }); // want: RC301 medium
}

export async function listTasks() {
  return client.tasks().list();
}
