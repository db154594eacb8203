// Independent sources fetched one after the other in one try whose catch returns only an error.

export async function overview(api: Api, crm: Crm, id: string) {
  try {
    const account = await api.getAccount(id);
    const tickets = await crm.listTickets(id); // want: RC602
    return { account, tickets };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: `Error: ${error}` }] };
  }
}

// Clean: the second call needs the first one's answer.
export async function ownerOf(api: Api, id: string) {
  try {
    const repo = await api.getRepo(id);
    const owner = await api.getUser(repo.ownerId);
    return { repo, owner };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: String(error) }] };
  }
}

// Clean: one source asked twice.
export async function twoPages(api: Api) {
  try {
    const a = await api.listItems({ page: 1 });
    const b = await api.listItems({ page: 2 });
    return [...a, ...b];
  } catch (error) {
    throw new Error(`listing failed: ${error}`);
  }
}
