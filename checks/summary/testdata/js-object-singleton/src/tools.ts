import { itemsClient, paths } from "./client";

export async function listTool(space: string) {
  await itemsClient.listItems(space); // want: RC101 diff-only
  await itemsClient.boundedItems(space); // clean twin: bounded through this.fetchBounded
  return paths.item(space);
}
