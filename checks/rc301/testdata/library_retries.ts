// contentful-sdk-core retries every method on connection errors, 429 and
// 5xx (retryOnError true by default): a create it re-sends can create twice.
import { createClient } from "contentful-management";

const client = createClient({ accessToken: "t" }, { type: "plain" });

export async function createEntry(spaceId: string, fields: object) {
  return client.entry.create({ spaceId, environmentId: "master", contentTypeId: "post" }, { fields }); // want: RC301 medium
}

export async function getEntry(spaceId: string, entryId: string) {
  return client.entry.get({ spaceId, environmentId: "master", entryId });
}
