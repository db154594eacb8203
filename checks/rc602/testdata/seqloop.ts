// Sequential per-item loops inside one try whose catch returns only an error.

export async function createIterations(api: WorkApi, project: string, iterations: Iteration[]) {
  try {
    const results = [];
    for (const { name, start } of iterations) {
      const it = await api.createOrUpdateClassificationNode({ name, start }, project); // want: RC602
      results.push(it);
    }
    return { content: [{ type: "text", text: JSON.stringify(results) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error creating iterations: ${error}` }], isError: true };
  }
}

// Clean: each item catches its failure and records it.
export async function fetchFiles(client: GitApi, hits: Hit[]) {
  try {
    const out = [];
    for (const hit of hits) {
      try {
        out.push(await client.getItem(hit.path));
      } catch (e) {
        out.push({ path: hit.path, error: String(e) });
      }
    }
    return out;
  } catch (error) {
    return { error: String(error) };
  }
}

// Clean: the catch keeps the results gathered.
export async function fetchSome(client: Api, ids: string[]) {
  const got: Item[] = [];
  try {
    for (const id of ids) {
      got.push(await client.getItem(id));
    }
  } catch (error) {
    return { items: got, partial: true };
  }
  return { items: got };
}

// Clean: local work per item.
export async function readAll(paths: string[]) {
  try {
    const texts = [];
    for (const p of paths) {
      texts.push(await fs.promises.readFile(p, "utf8"));
    }
    return texts;
  } catch (error) {
    throw new Error(`read failed: ${error}`);
  }
}

// ---- no try: a loop of writes whose first failure leaves the function (seqwrite.go) ----

export async function updateBatch(notionClient: NotionClient, updates: Update[]) {
  const results = [];
  for (const update of updates) {
    results.push(
      await notionClient.updateBlock(update.block_id, build(update.item)), // want: RC602
    );
  }
  return { updated_count: results.length, results };
}

// Clean: a loop of reads with no try (left to the caller's handling).
export async function readBatch(client: Api, ids: string[]) {
  const items = [];
  for (const id of ids) {
    items.push(await client.getItem(id));
  }
  return items;
}

// Clean: each write catches its failure and records it.
export async function deleteBatch(client: Api, ids: string[]) {
  const done = [];
  for (const id of ids) {
    try {
      done.push(await client.deleteItem(id));
    } catch (e) {
      done.push({ id, error: String(e) });
    }
  }
  return done;
}

// Clean: writes whose answers are not gathered.
export async function touchAll(client: Api, ids: string[]) {
  for (const id of ids) {
    await client.updateItem(id, { touched: true });
  }
  return { ok: true };
}

// Clean: the loop records its own data, not the writes' answers (seeding indexes).
export async function seedIndexes(coll: Collection, indexes: Index[]) {
  const names: string[] = [];
  for (const index of indexes) {
    await coll.createSearchIndex({ name: index.name, definition: index.definition });
    names.push(index.name);
  }
  return names;
}

// The answer bound to a name and then gathered.
export async function createAll(api: Api, drafts: Draft[]) {
  const ids: string[] = [];
  for (const d of drafts) {
    const created = await api.createItem(d); // want: RC602
    ids.push(created.id);
  }
  return { ids };
}

class Orders {
  constructor(private api: Api) {}

  async cancelOrder(id: string) {
    try {
      return { ok: true, result: await this.api.cancelOrder(id) };
    } catch (e) {
      return { ok: false, id };
    }
  }

  async cancelOrderRaising(id: string) {
    try {
      return { ok: true, result: await this.api.cancelOrder(id) };
    } catch (e) {
      throw new Error(`cancel ${id} failed`);
    }
  }

  // Clean: the per-item helper answers every failure itself.
  async cancelAll(ids: string[]) {
    try {
      const results = [];
      for (const id of ids) {
        results.push(await this.cancelOrder(id));
      }
      return { results };
    } catch (e) {
      return { error: "cancelAll failed" };
    }
  }

  // The twin: a helper that throws ends the loop.
  async cancelAllRaising(ids: string[]) {
    try {
      const results = [];
      for (const id of ids) {
        results.push(await this.cancelOrderRaising(id)); // want: RC602
      }
      return { results };
    } catch (e) {
      return { error: "cancelAll failed" };
    }
  }
}
