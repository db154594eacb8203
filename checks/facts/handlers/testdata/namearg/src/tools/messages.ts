export async function handlePost(client: any, args: any) {
  return client.post("/messages", args);
}

export async function handleList(client: any, args: any) {
  return client.get("/messages");
}

// not in the table: no tool
export async function handleDraft(client: any, args: any) {
  return client.post("/drafts", args);
}
